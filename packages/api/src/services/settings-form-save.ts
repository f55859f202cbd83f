import type { EntityManager } from '@mikro-orm/postgresql';
import type { IRestaurant, IUser } from '@direto/db';
import { lockOwnedRestaurant } from './restaurant-ownership';
import { assertSettingsVersion } from './settings-version';

/**
 * Saves one settings form of the owner's restaurant under the restaurant's row lock: with
 * `expectedVersion`, only if the form's fields are still as it loaded them (else 409). Answers
 * the form as stored now, with its new version.
 */
export function saveSettingsForm<Form extends { version: string }>(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  expectedVersion: string | undefined,
  form: { of: (restaurant: IRestaurant) => Form; save: (tx: EntityManager, restaurant: IRestaurant) => void },
): Promise<Form> {
  return em.transactional(async (tx) => {
    const restaurant = await lockOwnedRestaurant(tx, owner, restaurantId);
    assertSettingsVersion(expectedVersion, form.of(restaurant).version);
    form.save(tx, restaurant);
    await tx.flush();
    return form.of(restaurant);
  });
}
