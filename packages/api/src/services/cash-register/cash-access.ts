import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_MESSAGES } from '@direto/contracts';
import { CashSession, RestaurantMember, Restaurant, type ICashSession, type IRestaurant, type IUser } from '@direto/db';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_RESTAURANT, RESTAURANT_NOT_FOUND } from '../restaurant-ownership';

/**
 * Who may work a restaurant's caixa: its owner; a staff member of that restaurant only while the
 * owner has 'Equipe pode operar o caixa' on. 404 when the restaurant doesn't exist, 403 for anyone else.
 */
async function assertMayOperateCash(em: EntityManager, user: IUser, restaurant: IRestaurant): Promise<void> {
  if (restaurant.owner.id === user.id) return;
  const isStaff = (await em.count(RestaurantMember, { user: user.id, restaurant: restaurant.id })) > 0;
  if (!isStaff) throw forbidden(NOT_YOUR_RESTAURANT);
  if (!restaurant.staffCanOperateCash) throw forbidden(CASH_MESSAGES.staffNotAllowed);
}

export async function loadCashRestaurant(em: EntityManager, user: IUser, restaurantId: string): Promise<IRestaurant> {
  const restaurant = await em.findOne(Restaurant, restaurantId);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  await assertMayOperateCash(em, user, restaurant);
  return restaurant;
}

/**
 * The caixa `sessionId` with its restaurant, for whoever may work it (404 when it doesn't exist);
 * with `lock`, its row is locked until `em`'s transaction ends: a close, a movement and a delivery
 * attributed to it never interleave.
 */
export async function loadCashSession(em: EntityManager, user: IUser, sessionId: string, lock = false): Promise<ICashSession> {
  const session = await em.findOne(CashSession, sessionId, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!session) throw notFound(CASH_MESSAGES.notFound);
  const restaurant = await em.findOneOrFail(Restaurant, session.restaurant.id);
  await assertMayOperateCash(em, user, restaurant);
  return session;
}
