import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMoney, type CouponResults } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { loadOwnedCoupon } from './coupon-admin';

/**
 * Issue 31, point 9: what a coupon or offer brought. Read from the orders themselves (never
 * stored, so it cannot drift): the orders that used it and were not cancelled, their discounts
 * and totals, and the customers whose first order at the restaurant was one of them.
 */
export async function couponResults(em: EntityManager, owner: IUser, couponId: string): Promise<CouponResults> {
  const coupon = await loadOwnedCoupon(em, owner, couponId);
  const restaurantId = coupon.restaurant.id;
  const row = await queries(em)
    .selectFrom('orders as o')
    .where('o.promotion_id', '=', couponId)
    .where('o.restaurant_id', '=', restaurantId)
    .where('o.status', '<>', 'cancelled')
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), 'integer').as('uses'),
      eb.fn.coalesce(eb.fn.sum<string>('o.discount'), eb.lit(0)).as('discount'),
      eb.fn.coalesce(eb.fn.sum<string>('o.total'), eb.lit(0)).as('revenue'),
      // A new customer: no order of theirs at the restaurant (not cancelled) came before this one.
      eb
        .cast<number>(
          eb.fn.count('o.restaurant_customer_id').distinct().filterWhere((filter) =>
            filter.not(
              filter.exists(
                filter
                  .selectFrom('orders as earlier')
                  .whereRef('earlier.restaurant_customer_id', '=', 'o.restaurant_customer_id')
                  .where('earlier.restaurant_id', '=', restaurantId)
                  .where('earlier.status', '<>', 'cancelled')
                  .whereRef('earlier.created_at', '<', 'o.created_at')
                  .select('earlier.id'),
              ),
            ),
          ),
          'integer',
        )
        .as('new_customers'),
    ])
    .executeTakeFirstOrThrow();
  return {
    couponId,
    uses: Number(row.uses),
    discount: normalizeMoney(String(row.discount)),
    revenue: normalizeMoney(String(row.revenue)),
    newCustomers: Number(row.new_customers),
  };
}
