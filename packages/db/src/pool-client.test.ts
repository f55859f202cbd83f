import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

const planCacheMode = async (em: EntityManager) => (await em.execute<{ mode: string }[]>(`select current_setting('plan_cache_mode') as mode`))[0]?.mode;

it('plans generically inside a transaction only: a read outside one keeps plans made for its values', async () => {
  const em = db.orm.em.fork() as EntityManager;
  expect(await planCacheMode(em)).toBe('auto');
  await em.transactional(async (tx) => {
    expect(await planCacheMode(tx)).toBe('force_generic_plan');
    // A statement with parameters, as Kysely sends them: still in the transaction, still generic.
    const [row] = await tx.getKysely().selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('plan_cache_mode')]).as('mode')).execute();
    expect(row?.mode).toBe('force_generic_plan');
  });
  // SET LOCAL ends with the transaction: the connection goes back to the pool as it came.
  expect(await planCacheMode(em)).toBe('auto');
});
