import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Restaurant, type IRestaurant, type IUser } from '@direto/db';
import { forbidden, notFound } from '../errors';

export const RESTAURANT_NOT_FOUND = 'Restaurante não encontrado';
export const NOT_YOUR_RESTAURANT = 'Você não tem acesso a este restaurante.';

/** The restaurant `restaurantId`, only if `user` owns it: 404 when it doesn't exist, 403 when it is someone else's. */
export async function loadOwnedRestaurant(em: EntityManager, user: IUser, restaurantId: string): Promise<IRestaurant> {
  const restaurant = await em.findOne(Restaurant, restaurantId);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  assertOwns(user, restaurant);
  return restaurant;
}

/**
 * The same, its row locked until the transaction `tx` ends: a settings save checks the version
 * its form loaded and writes with no other save in between (issue 28).
 */
export async function lockOwnedRestaurant(tx: EntityManager, user: IUser, restaurantId: string): Promise<IRestaurant> {
  const restaurant = await tx.findOne(Restaurant, restaurantId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  assertOwns(user, restaurant);
  return restaurant;
}

export function assertOwns(user: IUser, restaurant: IRestaurant): void {
  if (restaurant.owner.id !== user.id) throw forbidden(NOT_YOUR_RESTAURANT);
}
