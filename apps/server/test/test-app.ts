import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@direto/db/testing';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { startedForTheFile } from './per-file';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type TestEnv = Record<string, string | undefined>;
type TestSeams = Pick<AppDependencies, 'resolvePushHost'>;

/**
 * The real application on a fresh database, for `inject` and `createCaller` tests; `seams` replace what a test may (DNS).
 * A variable given as undefined is unset (e.g. SESSION_SECRET: the secret is then generated into DATA_DIR).
 */
export async function createTestApp(env: TestEnv = {}, seams: TestSeams = {}) {
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

/**
 * The test app of a whole file: started before its tests, closed after them. `env` may be a
 * function, read when the app starts (after what the file's earlier `beforeAll` started).
 */
export function testAppForTheFile(env: TestEnv | (() => TestEnv) = {}, seams: TestSeams = {}): TestApp {
  return startedForTheFile(
    () => createTestApp(typeof env === 'function' ? env() : env, seams),
    (t) => t.close(),
  );
}
