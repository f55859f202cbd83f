import type { EntityManager } from '@mikro-orm/postgresql';
import { LOYALTY_PROGRESS_OFF, toE164Phone, zonedDateKey, type LoyaltyProgress } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { now } from '../../clock';
import { notFound } from '../../errors';
import { RESTAURANT_NOT_FOUND } from '../restaurant-ownership';
import { readLoyaltyStanding } from './loyalty-count';
import { remainingMessage, rewardWords, wonMessage } from './reward-words';


/** Who asks: the signed-in account (if any) and the browser's remembered device. */
export interface ProgressAsker {
  user: IUser | null;
  deviceId: string | null;
}

/**
 * GET /api/restaurants/{id}/loyalty/progress (issue 31): the recognised customer's card — a
 * customer account's record (by account, else its profile phone), or the record this device's
 * last guest order at the restaurant went to. Never by a phone typed in the request: a phone
 * proves nothing. Anyone else sees an empty card (0 counted), which is what a first order starts.
 * `enabled: false` when the restaurant has no card switched on (most menus: an answer, not a 404, for every visit).
 */
export async function getLoyaltyProgress(em: EntityManager, asker: ProgressAsker, restaurantId: string): Promise<LoyaltyProgress> {
  const db = queries(em);
  const restaurant = await db.selectFrom('restaurants').where('id', '=', restaurantId).select(['loyalty', 'timezone']).executeTakeFirst();
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const settings = restaurant.loyalty;
  if (!settings?.enabled) return LOYALTY_PROGRESS_OFF;
  const productName = settings.reward.type === 'free_item'
    ? ((await db.selectFrom('products').where('id', '=', settings.reward.productId).select('name').executeTakeFirst())?.name ?? null)
    : null;
  const reward = rewardWords(settings.reward, productName);
  const needed = settings.ordersNeeded;
  const customerId = await recognisedCustomer(em, asker, restaurantId);
  const counted = customerId ? Math.min((await readLoyaltyStanding(em, customerId, settings)).counted, needed) : 0;
  const waiting = customerId ? await waitingReward(em, customerId) : undefined;
  const base = { enabled: true, counted, needed, reward, minSubtotal: settings.minSubtotal };
  if (waiting) {
    const [, month, day] = zonedDateKey(waiting.endsAt, restaurant.timezone).split('-');
    // The card is full until the reward is used: the next count starts after it.
    return { ...base, counted: needed, message: wonMessage(reward, `${day}/${month}`), rewardCouponCode: waiting.code, rewardExpiresAt: waiting.endsAt.toISOString() };
  }
  return { ...base, message: remainingMessage(needed - counted, reward), rewardCouponCode: null, rewardExpiresAt: null };
}

/** The customer record the asker is recognised as at the restaurant; null when none. */
async function recognisedCustomer(em: EntityManager, asker: ProgressAsker, restaurantId: string): Promise<string | null> {
  const db = queries(em);
  const account = asker.user?.userType === 'customer' ? asker.user : null;
  if (account) {
    const phone = toE164Phone(account.phone ?? '');
    const rows = await db
      .selectFrom('restaurant_customers')
      .where('restaurant_id', '=', restaurantId)
      .where((eb) => eb.or([eb('user_id', '=', account.id), ...(phone ? [eb('phone', '=', phone)] : [])]))
      .select(['id', 'user_id'])
      .execute();
    // The record linked to the account wins over one that only shares its phone.
    return (rows.find((row) => row.user_id === account.id) ?? rows[0])?.id ?? null;
  }
  if (!asker.deviceId) return null;
  const last = await db
    .selectFrom('orders')
    .where('restaurant_id', '=', restaurantId)
    .where('guest_device_id', '=', asker.deviceId)
    .where('restaurant_customer_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .select('restaurant_customer_id')
    .limit(1)
    .executeTakeFirst();
  return last?.restaurant_customer_id ?? null;
}

/** The customer's unused loyalty reward still valid (the newest). */
async function waitingReward(em: EntityManager, customerId: string): Promise<{ code: string; endsAt: Date } | undefined> {
  const row = await queries(em)
    .selectFrom('coupons')
    .where('restaurant_customer_id', '=', customerId)
    .where('source', '=', 'loyalty')
    .where('active', '=', true)
    .where('uses', '=', 0)
    .where('ends_at', '>', now().toISOString())
    .orderBy('created_at', 'desc')
    .select(['code', 'ends_at'])
    .limit(1)
    .executeTakeFirst();
  return row?.code && row.ends_at ? { code: row.code, endsAt: new Date(row.ends_at) } : undefined;
}
