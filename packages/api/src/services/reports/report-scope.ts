import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportRangeInput } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from '../restaurant-ownership';
import { periodSpans } from './report-spans';

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

/**
 * The dimensions of the daily aggregate `report_daily_totals`, kept by the orders' triggers
 * (migrations report_daily_totals, report_rollups_and_tables): each is a breakdown of the sales
 * ('cancelled': of the cancelled orders, by reason; 'identified': the sales of known customers).
 * Reading days instead of orders keeps a year in milliseconds.
 */
export type ReportDimension = 'sales' | 'hour' | 'product' | 'payment' | 'district' | 'order_type' | 'origin' | 'coupon' | 'cancelled' | 'identified';

/** The period's rows of one dimension, day by day (the `days` breakdown's chart needs each day). */
export function periodDays(em: EntityManager, scope: ReportScope, dimension: ReportDimension) {
  return queries(em)
    .selectFrom('report_daily_totals as t')
    .where('t.restaurant_id', '=', scope.restaurantId)
    .where('t.dimension', '=', dimension)
    .where('t.business_date', '>=', scope.from)
    .where('t.business_date', '<=', scope.to);
}

/**
 * The period's rows of one dimension to be summed by key: its whole months from the monthly
 * roll-up ('month:<dimension>'), the days around them from the daily rows (report-spans.ts). Each
 * range is a range of the aggregate's unique index, which leads with these columns.
 */
export function periodTotals(em: EntityManager, scope: ReportScope, dimension: ReportDimension) {
  const spans = periodSpans(scope.from, scope.to);
  return queries(em)
    .selectFrom('report_daily_totals as t')
    .where('t.restaurant_id', '=', scope.restaurantId)
    .where((eb) => {
      const range = (name: string, [from, to]: [string, string]) => eb.and([eb('t.dimension', '=', name), eb('t.business_date', '>=', from), eb('t.business_date', '<=', to)]);
      return eb.or([...spans.days.map((days) => range(dimension, days)), ...(spans.months ? [range(`month:${dimension}`, spans.months)] : [])]);
    });
}
