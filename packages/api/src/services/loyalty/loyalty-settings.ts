import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOYALTY_SETTINGS, type LoyaltySettings } from '@direto/contracts';
import { Product, type IUser } from '@direto/db';
import { badRequest } from '../../errors';
import { loadOwnedRestaurant, lockOwnedRestaurant } from '../restaurant-ownership';

/** Issue 31, Marketing › Cartão fidelidade: the owner's settings, stored in restaurants.loyalty. */

const LOYALTY_FREE_ITEM_NOT_ON_MENU = 'Produto grátis: escolha um produto do seu cardápio';

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
    if (settings.reward.type === 'free_item' && !(await tx.count(Product, { id: settings.reward.productId, restaurant: restaurant.id }))) {
      throw badRequest(LOYALTY_FREE_ITEM_NOT_ON_MENU, [{ path: 'loyalty.reward.productId', message: LOYALTY_FREE_ITEM_NOT_ON_MENU }]);
    }
    restaurant.loyalty = settings;
    await tx.flush();
    return loyaltyOf(restaurant.loyalty);
  });
}
