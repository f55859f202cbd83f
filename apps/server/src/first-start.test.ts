import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_APPLICATION, MIGRATION_LOCK_KEY, openDatabase } from '@direto/db';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { startServerProcess, type ServerProcess } from '../test/security/server-process';

/**
 * Issue 36, safe first start: three replicas started at once on an EMPTY database (as
 * `docker compose --profile scale up --scale app=3` does on a first deployment). The test holds
 * the migrations' advisory lock first, so the three are sure to arrive while "another process"
 * migrates: each must wait for the lock (seen in pg_stat_activity) instead of migrating beside it.
 * Once the lock is free, one applies every migration, the other two find none left, and all
 * three become healthy.
 */

const REPLICAS = 3;
/** Three tsx servers starting on a loaded 2-core machine. */
const START_MS = 90_000;

let db: TestDatabase;
let holder: pg.Client | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
}, 60_000);

afterAll(async () => {
  await holder?.end().catch(() => {});
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await db?.destroy();
});

async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Connections of this database waiting for the migrations' advisory lock. */
async function lockWaiters(): Promise<number> {
  const [row] = await query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and application_name = $1 and wait_event_type = 'Lock' and wait_event = 'advisory'`,
    [MIGRATION_LOCK_APPLICATION],
  );
  return row?.waiting ?? 0;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Não aconteceu a tempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('three replicas started at once on an empty database', () => {
  it('wait for the migrations lock, migrate exactly once and all become healthy', async () => {
    holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    let healthy = 0;
    const starting = Array.from({ length: REPLICAS }, () =>
      startServerProcess(db.url, { timeoutMs: START_MS }).then((server) => {
        healthy += 1;
        servers.push(server);
        return server;
      }),
    );
    // While the lock is held no start may end: one that fails, or that becomes healthy, fails the test now.
    const endedEarly = Promise.race(starting).then(() => {
      throw new Error('Um servidor ficou pronto enquanto outro processo ainda segurava a trava das migrações.');
    });

    await Promise.race([until(async () => (await lockWaiters()) === REPLICAS, START_MS, `${REPLICAS} servidores aguardando a trava das migrações`), endedEarly]);
    // While the lock is held none of them migrated nor answers.
    expect(healthy).toBe(0);
    expect(await query(`select to_regclass('public.mikro_orm_migrations') is null as missing`)).toEqual([{ missing: true }]);

    await holder.end();
    holder = undefined;
    const started = await Promise.all(starting);

    for (const server of started) {
      const res = await fetch(`${server.baseUrl}/healthz`);
      expect(res.status).toBe(200);
    }
    const applied = await query<{ name: string; times: number }>('select name, count(*)::int as times from mikro_orm_migrations group by name order by name');
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
    // Nothing is left pending: every migration of this build was applied, each exactly once.
    const orm = await openDatabase({ clientUrl: db.url, poolMax: 1 });
    try {
      expect(await orm.migrator.getPending()).toEqual([]);
      expect((await orm.migrator.getExecuted()).length).toBe(applied.length);
    } finally {
      await orm.close();
    }
  }, START_MS * 2);
});
