import type { EntityManager } from '@mikro-orm/postgresql';
import { Restaurant, RestaurantMember, type IRestaurant, type IUser } from '@direto/db';
import { forbidden, notFound } from '../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from './restaurant-ownership';

/** Whether `userId` is a staff member of `restaurantId` (not its owner). */
async function isStaffOf(em: EntityManager, userId: string, restaurantId: string): Promise<boolean> {
  return (await em.count(RestaurantMember, { user: userId, restaurant: restaurantId })) > 0;
}

/** Whether `user` owns `restaurant` or works there: who may work its order board. */
export async function worksAt(em: EntityManager, user: IUser, restaurant: Pick<IRestaurant, 'id' | 'owner'>): Promise<boolean> {
  return restaurant.owner.id === user.id || (await isStaffOf(em, user.id, restaurant.id));
}

/**
 * The restaurant `restaurantId`, for its owner or a staff member (order work: board, status,
 * payment confirmation): 404 when it doesn't exist, 403 for anyone else.
 */
export async function loadWorkableRestaurant(em: EntityManager, user: IUser, restaurantId: string): Promise<IRestaurant> {
  const restaurant = await em.findOne(Restaurant, restaurantId);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  if (!(await worksAt(em, user, restaurant))) throw forbidden(NOT_YOUR_RESTAURANT);
  return restaurant;
}

/**
 * The same decision as loadWorkableRestaurant (404, then owner or staff, else 403), reading only
 * the owner: every open board reconnects at once after a restart, and a whole restaurant entity
 * per stream is garbage the server's memory grows by (issue 20).
 */
export async function assertWorksAt(em: EntityManager, user: IUser, restaurantId: string): Promise<void> {
  const restaurant = await em.findOne(Restaurant, restaurantId, { fields: ['owner'] });
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  if (!(await worksAt(em, user, restaurant))) throw forbidden(NOT_YOUR_RESTAURANT);
}
