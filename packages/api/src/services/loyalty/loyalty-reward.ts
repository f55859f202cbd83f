import type { EntityManager } from '@mikro-orm/postgresql';
import { toCents } from '@direto/contracts';
import { queries } from '@direto/db';
import { readLoyaltyStanding } from './loyalty-count';
import { issuePersonalCoupon } from './personal-coupon';
import { rewardWords } from './reward-words';

/**
 * Issue 31: called in the transaction that marks an order delivered. When that delivery is the
 * customer's Nth qualifying order since their last reward, a single-use coupon bound to them is
 * issued (offered automatically at their next checkout). The customer's record is locked first,
 * so two of their orders delivered at once cannot both issue (or both miss) the reward; a
 * status set twice is refused before this (the change is conditional), and a reward restarts the
 * count, so nothing is issued twice.
 */
export async function rewardLoyaltyOnDelivery(tx: EntityManager, orderId: string, at: Date): Promise<void> {
  const db = queries(tx);
  const order = await db
    .selectFrom('orders')
    .innerJoin('restaurants', 'restaurants.id', 'orders.restaurant_id')
    .where('orders.id', '=', orderId)
    .select(['orders.restaurant_id', 'orders.restaurant_customer_id', 'orders.subtotal', 'restaurants.loyalty'])
    .executeTakeFirst();
  const settings = order?.loyalty;
  const customerId = order?.restaurant_customer_id;
  const restaurantId = order?.restaurant_id;
  if (!order || !customerId || !restaurantId || !settings?.enabled) return;
  if (toCents(order.subtotal) < toCents(settings.minSubtotal)) return;
  await db.selectFrom('restaurant_customers').where('id', '=', customerId).select('id').forUpdate().execute();
  const standing = await readLoyaltyStanding(tx, customerId, settings);
  if (standing.counted < settings.ordersNeeded) return;
  const product = settings.reward.type === 'free_item'
    ? await db.selectFrom('products').where('id', '=', settings.reward.productId).where('restaurant_id', '=', restaurantId).select('name').executeTakeFirst()
    : undefined;
  // The product left the menu since the settings were saved: no reward that could never apply.
  if (settings.reward.type === 'free_item' && !product) return;
  await issuePersonalCoupon(tx, {
    restaurantId,
    restaurantCustomerId: customerId,
    source: 'loyalty',
    prefix: 'FIEL',
    title: `Cartão fidelidade: ${rewardWords(settings.reward, product?.name ?? null)}`,
    benefit: settings.reward,
    validityDays: settings.validityDays,
    at,
  });
}
