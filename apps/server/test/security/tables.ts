import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RestaurantTable } from '@direto/db';

/** Issue 33: an active table of `restaurantId` straight in the database (a name of its own), for the security tests' requests. */
export async function makeTable(em: EntityManager, restaurantId: string): Promise<{ id: string; token: string }> {
  const table = em.create(RestaurantTable, { restaurant: restaurantId, name: `T${randomUUID().slice(0, 8)}`, active: true, token: randomBytes(32).toString('base64url') });
  await em.flush();
  return { id: table.id, token: table.token };
}
