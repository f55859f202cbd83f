import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { migrateToLatest, openDatabase, type Orm } from '@direto/db';
import type { Config } from './config';
import { assertDatabaseReachable, withoutPassword } from './database-reachability';
import { firstLineOf, StartUpError } from './start-up-error';

export interface Database {
  orm: Orm;
  /** The URL in use, for the start banner (password hidden). */
  displayUrl: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** A request's statement that runs longer is cancelled (the request answers 503). */
const STATEMENT_TIMEOUT_MS = 30_000;

/** Migrations run on their own connection, without the requests' statement timeout, one process at a time (an advisory lock). */
async function migrate(url: string, log: FastifyBaseLogger): Promise<void> {
  const orm = await openDatabase({ clientUrl: url, poolMax: 1 });
  try {
    const applied = await migrateToLatest(orm, () => log.info('Outra instância está aplicando as migrações; aguardando ela terminar'));
    if (applied.length > 0) log.info({ migrations: applied }, 'Migrações aplicadas');
  } finally {
    await orm.close();
  }
}

/** Runs (or shares) the embedded PostgreSQL under DATA_DIR; a failure says why in one line. */
async function startEmbedded(config: Config, log: FastifyBaseLogger): Promise<{ url: string; stop(): Promise<void> }> {
  // Loaded only here: a server on DATABASE_URL never loads the development database launcher.
  const { startEmbeddedPostgres, EmbeddedPostgresError } = await import('@direto/db/embedded');
  try {
    return await startEmbeddedPostgres({
      dataDir: join(config.DATA_DIR, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      database: 'direto',
      log: (message) => log.info(message),
    });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw new StartUpError(error.message, { cause: error });
    throw new StartUpError(`O PostgreSQL embutido não iniciou: ${firstLineOf(error)}`, { cause: error });
  }
}

/**
 * DATABASE_URL once it answers, or the embedded PostgreSQL under DATA_DIR (shared with a server
 * that runs it, else started here): `stop` stops it only if this process started it. Nothing is
 * migrated (`pnpm db:backup` copies the database as it is; `pnpm db:restore` migrates itself).
 */
export async function reachDatabase(config: Config, log: FastifyBaseLogger): Promise<{ url: string; stop(): Promise<void> }> {
  if (!config.DATABASE_URL) return startEmbedded(config, log);
  await assertDatabaseReachable(config.DATABASE_URL);
  return { url: config.DATABASE_URL, stop: async () => {} };
}

/** Connects to DATABASE_URL, or runs the embedded PostgreSQL under DATA_DIR, then migrates. */
export async function startDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const { url, stop: stopEmbedded } = await reachDatabase(config, log);
  let orm: Orm;
  try {
    await migrate(url, log).catch((error: unknown) => {
      throw new StartUpError(`Não foi possível aplicar as migrações do banco de dados: ${firstLineOf(error)}`, { cause: error });
    });
    orm = await openDatabase({ clientUrl: url, poolMax: config.DATABASE_POOL_MAX, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
  return {
    orm,
    displayUrl: withoutPassword(url),
    embedded: !config.DATABASE_URL,
    async close() {
      await orm.close();
      await stopEmbedded();
    },
  };
}
