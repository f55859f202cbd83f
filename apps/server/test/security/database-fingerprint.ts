import type { EntityManager } from '@mikro-orm/postgresql';

/** Bookkeeping that a refused request may legitimately write: rate-limit counters and migrations. */
const IGNORED_TABLES = new Set(['rate_limits', 'mikro_orm_migrations']);

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
    (name) => `(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) from "${name}" t) as "${name}"`,
  );
  const [row] = await em.execute<Record<string, string>[]>(`select ${columns.join(', ')}`);
  return row ?? {};
}
