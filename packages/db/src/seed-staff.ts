import type { EntityManager } from '@mikro-orm/postgresql';
import { RestaurantMember, User, type IRestaurant } from './entities';

/** The demo staff member (issue 21): 'Atendente' of Sabor da Bahia. */
export const STAFF_ACCOUNTS = [{ role: 'Atendente — Sabor da Bahia', email: 'joao@direto.app', password: 'atendente123' }] as const;

/** Adds the demo staff member to the restaurant whose slug is 'sabor-da-bahia' (inside the seed's transaction). */
export function seedStaff(tx: EntityManager, restaurants: IRestaurant[], passwordHash: string): void {
  const restaurant = restaurants.find((candidate) => candidate.shareableSlug === 'sabor-da-bahia');
  if (!restaurant) return;
  const user = tx.create(User, { email: 'joao@direto.app', password: passwordHash, firstName: 'João', lastName: 'Pereira', profileCompleted: true });
  tx.create(RestaurantMember, { restaurant, user, role: 'staff' });
}
