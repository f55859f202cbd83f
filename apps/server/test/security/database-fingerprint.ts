import type { EntityManager } from '@mikro-orm/postgresql';

/** Bookkeeping that a refused request may legitimately write: rate-limit counters and migrations. */
const IGNORED_TABLES = new Set(['rate_limits', 'mikro_orm_migrations']);

/**
 * A row as compared, where a table holds bookkeeping beside its data: a signed-in request records
 * when its session was last seen (at most every 5 minutes, plugins/session.ts), refused or not,
 * so a long run would see a session "written" by whichever request came 5 minutes later.
 */
const ROW_TEXT: Record<string, string> = { sessions: `(t.sid, t.expire, t.sess::jsonb - 'lastSeenAt')::text` };

let tableNames: Promise<string[]> | undefined;

/**
 * A digest of the content of every application table, for asserting that a refused request
 * wrote nothing: each table's row count and the sum of its rows' hashes (order does not matter).
 */
export async function databaseFingerprint(em: EntityManager): Promise<Record<string, string>> {
  // The schema is the migrated one and never changes during a test file.
  tableNames ??= em
    .execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    .then((rows) => rows.map((row) => row.table_name).filter((name) => !IGNORED_TABLES.has(name)));
  const columns = (await tableNames).map(
    (name) => `(select count(*) || ':' || coalesce(sum(hashtextextended(${ROW_TEXT[name] ?? 't::text'}, 0)), 0) from "${name}" t) as "${name}"`,
  );
  const [row] = await em.execute<Record<string, string>[]>(`select ${columns.join(', ')}`);
  return row ?? {};
}
