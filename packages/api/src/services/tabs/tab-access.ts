import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TAB_MESSAGES } from '@direto/contracts';
import { Restaurant, Tab, type IRestaurant, type ITab, type IUser } from '@direto/db';
import { conflict, forbidden, notFound } from '../../errors';
import { NOT_YOUR_RESTAURANT } from '../restaurant-ownership';
import { worksAt } from '../restaurant-staff-access';

/**
 * The conta `tabId` and its restaurant, for the restaurant's owner or a staff member (404 when it
 * doesn't exist, 403 for anyone else). With `lock`, the conta's row stays locked until `tx`'s
 * transaction ends: payments, changes and 'Fechar conta' of one conta take turns.
 */
export async function loadWorkableTab(em: EntityManager, user: IUser, tabId: string, lock = false): Promise<{ tab: ITab; restaurant: IRestaurant }> {
  const tab = await em.findOne(Tab, tabId, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!tab) throw notFound(TAB_MESSAGES.notFound);
  const restaurant = await em.findOneOrFail(Restaurant, tab.restaurant.id);
  if (!(await worksAt(em, user, restaurant))) throw forbidden(NOT_YOUR_RESTAURANT);
  return { tab, restaurant };
}

/** The same, refused (409) once the conta is closed: a closed conta never changes. */
export async function loadOpenTab(tx: EntityManager, user: IUser, tabId: string): Promise<{ tab: ITab; restaurant: IRestaurant }> {
  const loaded = await loadWorkableTab(tx, user, tabId, true);
  if (loaded.tab.status !== 'open') throw conflict(TAB_MESSAGES.closed);
  return loaded;
}
