import type { EntityManager } from '@mikro-orm/postgresql';
import type { RestaurantStats } from '@direto/contracts';
import { endOfTodayIn, queries, secondsIn, startOfTodayIn, type IUser } from '@direto/db';
import { forbidden, notFound } from '../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from './restaurant-ownership';

/** Whose calendar day "today" is. */
const STATS_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The dashboard's stat cards in one query, using the (restaurant_id, created_at) index.
 * "Today" is the current calendar day in America/Sao_Paulo, whatever the server's time zone.
 * todayOrders counts every order placed today; todayRevenue leaves cancelled ones out;
 * avgDeliveryTime averages today's delivered orders, rounded to whole minutes (0 when none, which
 * todayDeliveredOrders tells apart from a real 0).
 */
export async function getRestaurantStats(em: EntityManager, owner: IUser, restaurantId: string): Promise<RestaurantStats> {
  const row = await queries(em)
    .with('today', (db) => db.selectNoFrom([startOfTodayIn(STATS_TIME_ZONE).as('starts_at'), endOfTodayIn(STATS_TIME_ZONE).as('ends_at')]))
    .selectFrom('restaurants as r')
    .crossJoin('today')
    .leftJoin('orders as o', (join) =>
      join.onRef('o.restaurant_id', '=', 'r.id').onRef('o.created_at', '>=', 'today.starts_at').onRef('o.created_at', '<', 'today.ends_at'),
    )
    .where('r.id', '=', restaurantId)
    .groupBy('r.id')
    .select((eb) => {
      const delivered = eb.and([eb('o.status', '=', 'delivered'), eb('o.delivered_at', 'is not', null)]);
      return [
        'r.owner_id',
        eb.cast<string>('r.rating', 'text').as('rating'),
        eb.cast<number>(eb.fn.count('o.id'), 'integer').as('today_orders'),
        // Room for a day of the largest orders: a sum never overflows into a 500.
        eb
          .cast<string>(eb.cast(eb.fn.coalesce(eb.fn.sum('o.total').filterWhere('o.status', '<>', 'cancelled'), eb.lit(0)), 'numeric(20, 2)'), 'text')
          .as('today_revenue'),
        eb
          .cast<number>(
            eb.fn.coalesce(
              eb.fn('round', [eb.fn.avg(eb(secondsIn(eb(eb.ref('o.delivered_at'), '-', eb.ref('o.created_at'))), '/', eb.lit(60))).filterWhere(delivered)]),
              eb.lit(0),
            ),
            'integer',
          )
          .as('avg_delivery_time'),
        eb.cast<number>(eb.fn.count('o.id').filterWhere(delivered), 'integer').as('today_delivered_orders'),
      ];
    })
    .executeTakeFirst();
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  if (row.owner_id !== owner.id) throw forbidden(NOT_YOUR_RESTAURANT);
  return {
    todayOrders: row.today_orders,
    todayRevenue: row.today_revenue,
    avgDeliveryTime: row.avg_delivery_time,
    todayDeliveredOrders: row.today_delivered_orders,
    rating: row.rating,
  };
}
