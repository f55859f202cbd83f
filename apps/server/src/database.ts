import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { migrateToLatest, openDatabase, startEmbeddedPostgres, type Orm } from '@direto/db';
import type { Config } from './config';

export interface Database {
  orm: Orm;
  /** The URL in use, for the start banner (password hidden). */
  displayUrl: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or runs the embedded PostgreSQL under DATA_DIR, then migrates. */
export async function startDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: join(config.DATA_DIR, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      database: 'direto',
      log: (message) => log.info(message),
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const orm = await openDatabase({ clientUrl: url, poolMax: config.DATABASE_POOL_MAX });
  try {
    const applied = await migrateToLatest(orm);
    if (applied.length > 0) log.info({ migrations: applied }, 'Migrações aplicadas');
  } catch (error) {
    await orm.close();
    await stopEmbedded();
    throw error;
  }
  return {
    orm,
    displayUrl: url.replace(/\/\/([^:/]+):[^@]+@/, '//$1:***@'),
    embedded: !config.DATABASE_URL,
    async close() {
      await orm.close();
      await stopEmbedded();
    },
  };
}
