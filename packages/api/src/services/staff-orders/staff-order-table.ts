import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ORDER_TABLE_INACTIVE, TABLE_MESSAGES } from '@direto/contracts';
import { queries } from '@direto/db';
import { conflict, notFound } from '../../errors';
import { openTabOf, type TableWithTab } from '../tabs/open-tab';

/**
 * The table a staff order goes to, with its open conta (opened by this order when it is the
 * first), in the order's transaction: 404 for a table that is not this restaurant's (another
 * restaurant's table reads as unknown), 409 for a table the owner deactivated.
 */
export async function tableForStaffOrder(tx: EntityManager, restaurantId: string, tableId: string): Promise<TableWithTab> {
  const table = await queries(tx)
    .selectFrom('restaurant_tables')
    .where('id', '=', tableId)
    .where('restaurant_id', '=', restaurantId)
    .select('active')
    .executeTakeFirst();
  if (!table) throw notFound(TABLE_MESSAGES.notFound);
  if (!table.active) throw conflict(STAFF_ORDER_TABLE_INACTIVE);
  const withTab = await openTabOf(tx, restaurantId, tableId);
  // Deleted between the two reads.
  if (!withTab) throw notFound(TABLE_MESSAGES.notFound);
  return withTab;
}
