import pg from 'pg';

/**
 * The key of the PostgreSQL advisory lock that migrations run under: one number for Direto in
 * any database ('Direto migrations' read as a number; only one writer of the schema at a time).
 */
export const MIGRATION_LOCK_KEY = 4_410_782_603_117;

/** The application_name of the connection that holds (or waits for) the lock, as pg_stat_activity shows it. */
export const MIGRATION_LOCK_APPLICATION = 'direto-migrations';

/**
 * Runs `work` while holding the migrations' advisory lock, on a connection of its own (session
 * lock: it spans the migrator's own connections and transactions). Replicas started at once on
 * an empty database so migrate one after the other: the first applies everything, the others
 * wait here, then find nothing left to apply. `onWait` is called once when another holds it.
 * The lock dies with its connection, so a process killed mid-migration never leaves it held.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: MIGRATION_LOCK_APPLICATION });
  // A dropped connection also rejects the pending query below; nothing more to report here.
  client.on('error', () => {});
  await client.connect();
  try {
    const attempt = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    if (!attempt.rows[0]?.locked) {
      onWait();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    // Ending the session (finally) releases the lock: no unlock statement to forget on failure.
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
