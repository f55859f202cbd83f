import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName, type AdminRestaurant } from '@direto/contracts';
import { queries, Restaurant } from '@direto/db';
import { notFound } from '../errors';
import { toRestaurantDto } from '../mappers/restaurant';
import { publishLiveRevocation } from './live-revocations';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

/** Every restaurant for the admin panel, newest first, with its owner and product count. */
export async function listAllRestaurants(em: EntityManager): Promise<AdminRestaurant[]> {
  const restaurants = await em.find(Restaurant, {}, { populate: ['owner'], orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  const counts = await queries(em)
    .selectFrom('products')
    .groupBy('restaurant_id')
    .select((eb) => ['restaurant_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .execute();
  const productCount = new Map(counts.map((row) => [row.restaurant_id, row.count]));
  return restaurants.map((restaurant) => ({
    ...toRestaurantDto(restaurant),
    ownerName: displayName(restaurant.owner),
    ownerEmail: restaurant.owner.email,
    productCount: productCount.get(restaurant.id) ?? 0,
  }));
}

/**
 * Removes a restaurant. The database removes its categories, products and customer links;
 * its orders stay (restaurantId becomes null) with the restaurantName and productName snapshots,
 * so customers keep their history. Its owner's live streams of it end on commit.
 */
export async function deleteRestaurant(em: EntityManager, restaurantId: string): Promise<{ id: string }> {
  await em.transactional(async (tx) => {
    const removed = await tx.nativeDelete(Restaurant, { id: restaurantId });
    if (removed === 0) throw notFound(RESTAURANT_NOT_FOUND);
    await publishLiveRevocation(tx, { type: 'restaurant', restaurantId });
  });
  return { id: restaurantId };
}
