import { STORE_CLOSED_CONFIRM, STORE_CLOSED_ISSUE_PATH } from '@direto/contracts';
import type { RestaurantColumns } from '@direto/db';
import { AppError } from '../../errors';
import { openFields } from '../../mappers/opening-hours';

/**
 * Staff may take an order for now while the restaurant is closed (outside its hours, paused, or
 * its 'aberto' switch off) only once they confirmed it: 409 'Loja fechada — registrar mesmo
 * assim?' until then. The refusal names `confirmClosed` as its issue, so a screen tells it from
 * the other 409s (prices, fee, a table) and resends with `confirmClosed: true`. A scheduled order
 * follows the scheduling rules instead (acceptOrder).
 */
export function assertTakingOrdersOrConfirmed(restaurant: RestaurantColumns, scheduledFor: string | null | undefined, confirmClosed: boolean): void {
  if (scheduledFor || confirmClosed || openFields(restaurant).isOpen) return;
  throw new AppError('CONFLICT', STORE_CLOSED_CONFIRM, [{ path: STORE_CLOSED_ISSUE_PATH, message: STORE_CLOSED_CONFIRM }]);
}
