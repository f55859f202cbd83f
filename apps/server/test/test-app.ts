import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@direto/db/testing';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real application on a fresh database, for `inject` and `createCaller` tests; `seams` replace what a test may (DNS).
 * A variable given as undefined is unset (e.g. SESSION_SECRET: the secret is then generated into DATA_DIR).
 */
export async function createTestApp(env: Record<string, string | undefined> = {}, seams: Pick<AppDependencies, 'resolvePushHost'> = {}) {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'direto-test-data-')),
    ...env,
  });
  const app = await buildApp({ config, orm: database.orm, ...seams });
  await app.ready();
  return {
    app,
    orm: database.orm,
    config,
    /** A fresh EntityManager for arranging and checking data. */
    em: () => database.orm.em.fork(),
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
