import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportRangeInput } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from '../restaurant-ownership';

/** The restaurant and business days a report covers, its owner checked. */
export interface ReportScope {
  restaurantId: string;
  timeZone: string;
  from: string;
  to: string;
}

/**
 * The owner's report scope: 404 for a restaurant that does not exist, 403 for someone else's.
 * Reads two columns, not the whole restaurant: reports answer in milliseconds (docs/reports.md).
 */
export async function ownedReportScope(em: EntityManager, owner: IUser, input: ReportRangeInput): Promise<ReportScope> {
  const restaurant = await queries(em).selectFrom('restaurants').select(['owner_id', 'timezone']).where('id', '=', input.id).executeTakeFirst();
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  if (restaurant.owner_id !== owner.id) throw forbidden(NOT_YOUR_RESTAURANT);
  return { restaurantId: input.id, timeZone: restaurant.timezone, from: input.from, to: input.to };
}

/** The restaurant's orders whose business day is in the period (the (restaurant_id, business_date) index). */
export function periodOrders(em: EntityManager, scope: ReportScope) {
  return queries(em)
    .selectFrom('orders as o')
    .where('o.restaurant_id', '=', scope.restaurantId)
    .where('o.business_date', '>=', scope.from)
    .where('o.business_date', '<=', scope.to);
}

/** Sales: the period's delivered orders (cancelled ones never count; those in progress not yet). */
export function periodSales(em: EntityManager, scope: ReportScope) {
  return periodOrders(em, scope).where('o.status', '=', 'delivered');
}
