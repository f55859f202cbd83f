import { fileURLToPath } from 'node:url';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from '../migrations';
import { PoolClient } from './pool-client';
import { withMigrationLock } from './sql/migration-lock';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DatabaseOptions {
  clientUrl: string;
  /** Largest number of pooled connections (default 10). */
  poolMax?: number;
  /** Log every SQL statement. */
  debug?: boolean;
  /**
   * Longest a statement may run before PostgreSQL cancels it (the request then fails with 503
   * instead of holding its connection). Unset: no limit, for migrations and bulk seeding.
   */
  statementTimeoutMs?: number;
}

/** A database that does not answer fails the request rather than holding it (also the wait for a free pooled connection). */
const CONNECT_TIMEOUT_MS = 10_000;

export function createOrmConfig(options: DatabaseOptions): Options {
  return defineConfig({
    clientUrl: options.clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_DIR,
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // SQL functions written by migrations (direto_fold, issue 20) are not entities' business.
    // Triggers are hand-written in migrations (issue 20's menu_changes notifications), like the functions they call.
    schemaGenerator: { ignoreRoutines: true, ignoreTriggers: true },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Passed to pg's Pool. A connection lost in a database restart is dropped by the pool, and
    // the next request opens a new one: nothing else is needed to reconnect. PoolClient frees the
    // place of a connection that dies while a transaction holds it.
    driverOptions: {
      Client: PoolClient,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
    debug: options.debug ?? false,
    // Each request forks its own EntityManager; touching the global one is a bug.
    allowGlobalContext: false,
  });
}

export type Orm = MikroORM;

export async function openDatabase(options: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init(createOrmConfig(options));
}

/**
 * Applies every pending migration under the migrations' advisory lock (processes started at once
 * apply them once: the others wait, then find none pending); returns the names applied.
 * `onWait` is called when another process is migrating and this one waits for it.
 */
export async function migrateToLatest(orm: MikroORM, onWait?: () => void): Promise<string[]> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('migrateToLatest needs the clientUrl the ORM was opened with.');
  const applied = await withMigrationLock(url, () => orm.migrator.up(), onWait);
  return applied.map((m) => m.name);
}
