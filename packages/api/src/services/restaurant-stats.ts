import type { EntityManager } from '@mikro-orm/postgresql';
import type { RestaurantStats } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { forbidden, notFound } from '../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from './restaurant-ownership';

interface StatsRow {
  owner_id: string;
  rating: string;
  today_orders: number;
  today_revenue: string;
  avg_delivery_time: number;
  today_delivered_orders: number;
}

/**
 * The dashboard's stat cards in one query, using the (restaurant_id, created_at) index.
 * "Today" is the current calendar day in America/Sao_Paulo, whatever the server's time zone.
 * todayOrders counts every order placed today; todayRevenue leaves cancelled ones out;
 * avgDeliveryTime averages today's delivered orders, rounded to whole minutes (0 when none, which
 * todayDeliveredOrders tells apart from a real 0).
 */
export async function getRestaurantStats(em: EntityManager, owner: IUser, restaurantId: string): Promise<RestaurantStats> {
  const [row] = await em.execute<StatsRow[]>(
    `with today as (
       select (day at time zone 'America/Sao_Paulo') as starts_at,
              ((day + interval '1 day') at time zone 'America/Sao_Paulo') as ends_at
         from (select date_trunc('day', now() at time zone 'America/Sao_Paulo') as day) local_today
     )
     select r.owner_id,
            r.rating::text as rating,
            count(o.id)::int as today_orders,
            -- Room for a day of the largest orders: a sum never overflows into a 500.
            coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0)::numeric(20, 2)::text as today_revenue,
            coalesce(round(avg(extract(epoch from o.delivered_at - o.created_at) / 60)
                           filter (where o.status = 'delivered' and o.delivered_at is not null)), 0)::int as avg_delivery_time,
            (count(o.id) filter (where o.status = 'delivered' and o.delivered_at is not null))::int as today_delivered_orders
       from restaurants r
       cross join today
       left join orders o
              on o.restaurant_id = r.id
             and o.created_at >= today.starts_at
             and o.created_at < today.ends_at
      where r.id = ?
      group by r.id`,
    [restaurantId],
  );
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
