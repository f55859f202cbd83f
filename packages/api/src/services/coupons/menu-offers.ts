import type { EntityManager } from '@mikro-orm/postgresql';
import type { Offer } from '@direto/contracts';
import { queries } from '@direto/db';

/**
 * Issue 31, point 2: the automatic offers the menu's banner shows — active, for anyone (no code,
 * no customer), within their validity and not sold out. The weekdays and hours stay in the
 * owner's title ('10% off acima de R$ 50 · terças'): the banner tells them on every day.
 * The public restaurant answer is cached; the coupons table notifies it (menu_changes) when an
 * offer changes, and the answer is rebuilt within seconds anyway, so a start or an end shows.
 */
export async function readMenuOffers(em: EntityManager, restaurantId: string, at: Date): Promise<Offer[]> {
  const instant = at.toISOString();
  return queries(em)
    .selectFrom('coupons')
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', true)
    .where('code', 'is', null)
    .where('restaurant_customer_id', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', instant)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', instant)]))
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('uses', '<', eb.ref('total_limit'))]))
    .orderBy('created_at')
    .orderBy('id')
    .select(['title', 'description'])
    .execute();
}
