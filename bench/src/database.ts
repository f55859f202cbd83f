import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@direto/db';
import { startEmbeddedPostgres } from '@direto/db/embedded';
import { freePort } from './free-port';
import { required } from './required';

export interface BenchDatabase {
  url: string;
  /** The postmaster's pid: its children are the backends, whose CPU time the bench reads. */
  postgresPid: number;
  /** Stops PostgreSQL and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL in its own folder and port, migrated with the app's migrations.
 * The folder is under /var/tmp: as root, postgres runs as the `postgres` user, who must reach it.
 */
export async function startBenchDatabase(log: (message: string) => void): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join('/var/tmp', 'direto-bench-pg-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port, database: 'direto_bench', log });
  const orm = await openDatabase({ clientUrl: pg.url, poolMax: 2 });
  try {
    const applied = await migrateToLatest(orm);
    log(`migrações aplicadas: ${applied.length}`);
  } finally {
    await orm.close();
  }
  const [pidLine] = readFileSync(join(dataDir, 'cluster', 'postmaster.pid'), 'utf8').split('\n');
  const postgresPid = Number.parseInt(required(pidLine, 'pid na 1ª linha de postmaster.pid'), 10);
  return {
    url: pg.url,
    postgresPid,
    async destroy() {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
