import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TestDatabase } from '@direto/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { startedForTheFile } from './per-file';
import type { TestApp } from './test-app';

/** The app and what it has logged so far, for tests that check what the log keeps out. */
export type TestAppWritingItsLog = TestApp & {
  written(): string;
  /** Forgets what was logged, so that `written()` says what the next request logs. */
  forget(): void;
};

/**
 * The real application of the `describe` that calls it (started before its tests, closed after), on the file's database, logging as it would run under
 * `NODE_ENV` (the production log is JSON, the development one pretty) into memory instead of stdout.
 * The config is read as 'test' first: production's own checks (secrets, URLs) are not what these tests are about.
 */
export function testAppWritingItsLog(database: TestDatabase, NODE_ENV: 'production' | 'development', env: Record<string, string> = {}): TestAppWritingItsLog {
  return startedForTheFile(
    async () => {
      const { orm, url } = database;
      const config = {
        ...loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: url,
          SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'direto-test-data-')),
          ...env,
        }),
        NODE_ENV,
      };
      let written = '';
      const sink = new Writable({
        write(chunk, _encoding, done) {
          written += String(chunk);
          done();
        },
      });
      const app = await buildApp({ config, orm, logger: createLogger(config, sink) });
      await app.ready();
      return {
        app,
        orm,
        config,
        em: () => orm.em.fork(),
        // The database is the file's: closing the block's app leaves it to the next block.
        close: () => app.close(),
        written: () => written,
        forget: () => {
          written = '';
        },
      };
    },
    (started) => started.close(),
  );
}
