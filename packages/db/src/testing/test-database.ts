import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { quoteIdentifier } from '../sql/create-database';
import { openDatabase, type Orm } from '../orm';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server (used to create per-file databases). */
    testDatabaseAdminUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'direto_test_template';

export interface TestDatabase {
  url: string;
  orm: Orm;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template in milliseconds;
 * `{ empty: true }`: a database without a table, as a first start finds it.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `direto_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : TEMPLATE_DATABASE;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase({ clientUrl: url.toString(), poolMax: 20 });
  return {
    url: url.toString(),
    orm,
    async destroy() {
      await orm.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
