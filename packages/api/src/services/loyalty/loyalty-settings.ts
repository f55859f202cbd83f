import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOYALTY_SETTINGS, type LoyaltySettings } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { loadFreeItemProduct } from '../coupons/free-item-product';
import { loadOwnedRestaurant, lockOwnedRestaurant } from '../restaurant-ownership';

/** Issue 31, Marketing › Cartão fidelidade: the owner's settings, stored in restaurants.loyalty. */

/** The stored settings, or the card switched off with values to start from. */
function loyaltyOf(stored: LoyaltySettings | null | undefined): LoyaltySettings {
  return stored ?? DEFAULT_LOYALTY_SETTINGS;
}

export async function getLoyaltySettings(em: EntityManager, owner: IUser, restaurantId: string): Promise<LoyaltySettings> {
  return loyaltyOf((await loadOwnedRestaurant(em, owner, restaurantId)).loyalty);
}

export async function updateLoyaltySettings(em: EntityManager, owner: IUser, restaurantId: string, settings: LoyaltySettings): Promise<LoyaltySettings> {
  return em.transactional(async (tx) => {
    const restaurant = await lockOwnedRestaurant(tx, owner, restaurantId);
    // A free item must be this restaurant's product: the reward is issued long after the form is saved.
    if (settings.reward.type === 'free_item') await loadFreeItemProduct(tx, restaurant.id, settings.reward.productId, 'loyalty.reward.productId');
    restaurant.loyalty = settings;
    await tx.flush();
    return loyaltyOf(restaurant.loyalty);
  });
}
