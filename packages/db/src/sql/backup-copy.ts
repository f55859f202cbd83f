import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { quoteIdentifier } from './create-database';

/**
 * The SQL of backups and restores (docs/operations.md, "Backups"): the tables are read from the
 * migrated schema itself (never a hand list, so a new table is backed up without a change here)
 * and moved with COPY in PostgreSQL's text format, which any later PostgreSQL reads back.
 */

/** A table of the application's schema, with the columns COPY moves (generated ones are recomputed). */
export interface SchemaTable {
  name: string;
  columns: string[];
}

/** A sequence and where it stands (e.g. the migrations table's id). */
export interface SequenceState {
  name: string;
  lastValue: string | null;
  isCalled: boolean;
}

/** One consistent picture of the whole database for the rest of this transaction (a backup reads only through it). */
export async function beginSnapshot(client: pg.Client): Promise<void> {
  await client.query('begin isolation level repeatable read, read only');
}

export async function beginTransaction(client: pg.Client): Promise<void> {
  await client.query('begin');
}

export async function commitTransaction(client: pg.Client): Promise<void> {
  await client.query('commit');
}

export async function rollbackTransaction(client: pg.Client): Promise<void> {
  await client.query('rollback');
}

/** Every ordinary table of the current schema, by name, with its columns in order. */
export async function schemaTables(client: pg.Client): Promise<SchemaTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
  );
  return rows;
}

/** (table, table it references) for every foreign key of the current schema. */
export async function foreignKeyEdges(client: pg.Client): Promise<{ table: string; references: string }[]> {
  const { rows } = await client.query<{ table: string; references: string }>(
    `select distinct c.relname::text as "table", r.relname::text as "references"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      where k.contype = 'f'`,
  );
  return rows;
}

export async function sequenceStates(client: pg.Client): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null; is_called: boolean }>(
    `select s.sequencename::text as name, s.last_value::text as last_value, s.last_value is not null as is_called
       from pg_sequences s where s.schemaname = current_schema() order by s.sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value, isCalled: row.is_called }));
}

/** Puts a sequence back where the backup found it. */
export async function restoreSequence(client: pg.Client, sequence: SequenceState): Promise<void> {
  if (sequence.lastValue === null) {
    await client.query(`alter sequence ${quoteIdentifier(sequence.name)} restart`);
    return;
  }
  await client.query('select setval($1::regclass, $2::bigint, $3)', [quoteIdentifier(sequence.name), sequence.lastValue, sequence.isCalled]);
}

/** The names of the migrations applied, in order (MikroORM's table). */
export async function appliedMigrationNames(client: pg.Client): Promise<string[]> {
  const found = await client.query<{ exists: boolean }>(`select to_regclass('mikro_orm_migrations') is not null as exists`);
  if (!found.rows[0]?.exists) return [];
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  return rows.map((row) => row.name);
}

/** The rows of `table` as COPY text, streamed. */
export function copyTableOut(client: pg.Client, table: SchemaTable): Readable {
  return client.query(copyTo(`copy ${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(', ')}) to stdout`));
}

/** Where COPY text for `table` is written; finishes when PostgreSQL has stored every row. */
export function copyTableIn(client: pg.Client, table: SchemaTable): Writable {
  return client.query(copyFrom(`copy ${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(', ')}) from stdin`));
}

/** Empties these tables at once (the rows migrations insert included), foreign keys and all. */
export async function truncateTables(client: pg.Client, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await client.query(`truncate ${tables.map(quoteIdentifier).join(', ')} restart identity cascade`);
}

/** Whether the current schema holds any table at all (a restore goes only into an empty database). */
export async function hasAnyTable(client: pg.Client): Promise<boolean> {
  return (await schemaTables(client)).length > 0;
}

/** Drops everything in the current schema (tables, types, functions) and makes it anew: `db:restore --force`. */
export async function emptySchema(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
  const schema = quoteIdentifier(rows[0]?.schema ?? 'public');
  await client.query(`drop schema ${schema} cascade`);
  await client.query(`create schema ${schema}`);
}

/** Other sessions on this database (a running server) — a restore under them would be lost or mixed. */
export async function otherConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return rows[0]?.count ?? 0;
}

/** The server's major version (an archive names it; pg_dump must match it for DATABASE_URL deployments). */
export async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ version: string }>('show server_version');
  return rows[0]?.version ?? '';
}
