import type { EntityManager } from '@mikro-orm/postgresql';
import type { CustomerTagRules } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { tagRulesOf } from './customer-figures';
import { loadOwnedRestaurant } from './restaurant-ownership';

/** Issue 30: the thresholds of Novo / Frequente / Em risco / Inativo (the defaults until the owner saves). */
export async function getCustomerTagRules(em: EntityManager, owner: IUser, restaurantId: string): Promise<CustomerTagRules> {
  return tagRulesOf((await loadOwnedRestaurant(em, owner, restaurantId)).customerTagRules);
}

/** Saves the thresholds (the input schema has checked 'Em risco' starts before 'Inativo'). */
export async function updateCustomerTagRules(em: EntityManager, owner: IUser, restaurantId: string, rules: CustomerTagRules): Promise<CustomerTagRules> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const { newDays, frequentOrders, frequentDays, atRiskDays, inactiveDays } = rules;
  restaurant.customerTagRules = { newDays, frequentOrders, frequentDays, atRiskDays, inactiveDays };
  await em.flush();
  return restaurant.customerTagRules;
}
