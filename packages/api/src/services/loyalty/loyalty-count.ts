import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoyaltySettings } from '@direto/contracts';
import { queries } from '@direto/db';

/**
 * Issue 31: where a customer stands on the loyalty card. Only delivered orders of at least the
 * minimum subtotal count, and only those delivered after the customer's last reward was issued:
 * the count restarts with each reward. Read from the orders themselves, never kept: it cannot
 * drift from them.
 */
export interface LoyaltyStanding {
  /** Qualifying delivered orders since the last reward. */
  counted: number;
  /** When the last reward was issued; null before the first. */
  lastRewardAt: Date | null;
}

export async function readLoyaltyStanding(em: EntityManager, restaurantCustomerId: string, settings: Pick<LoyaltySettings, 'minSubtotal'>): Promise<LoyaltyStanding> {
  const db = queries(em);
  const last = await db
    .selectFrom('coupons')
    .where('restaurant_customer_id', '=', restaurantCustomerId)
    .where('source', '=', 'loyalty')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirst();
  const lastRewardAt = last?.at ? new Date(last.at) : null;
  const row = await db
    .selectFrom('orders')
    .where('restaurant_customer_id', '=', restaurantCustomerId)
    .where('status', '=', 'delivered')
    .where('subtotal', '>=', settings.minSubtotal)
    .$if(lastRewardAt !== null, (query) => query.where('delivered_at', '>', (lastRewardAt ?? new Date(0)).toISOString()))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirst();
  return { counted: row?.count ?? 0, lastRewardAt };
}
