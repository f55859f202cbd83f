import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type ColumnType, type Insertable, type Selectable } from 'kysely';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import type { entities } from './entities';

/** The tables and columns as MikroORM infers them from the entities (snake_case, as in the database). */
type EntityTables = InferKyselyDB<(typeof entities)[number]>;

/** MikroORM's pg type parsers keep timestamps as text: a Date column reads as a string. */
type AsRead<T> = T extends Date ? string : T;
type DriverColumn<C> = [C] extends [ColumnType<infer Select, infer Insert, infer Update>]
  ? ColumnType<AsRead<Select>, Insert, Update>
  : [Extract<C, Date>] extends [never]
    ? C
    : ColumnType<AsRead<C>, C, C>;

/**
 * Every table of the database, typed from the entities (never by hand): a column added to an
 * entity is known to every query at once, and a column renamed or dropped fails the type check.
 * Values are typed as the driver gives them (dates as text).
 */
export type Database = {
  [Table in keyof EntityTables]: { [Column in keyof EntityTables[Table]]: DriverColumn<EntityTables[Table][Column]> };
};

/** A row of `table` as a query reads it (dates as text). */
export type TableRow<Table extends keyof Database> = Selectable<Database[Table]>;

/** A row of `table` as an insert writes it (columns with a default may be left out). */
export type NewTableRow<Table extends keyof Database> = Insertable<Database[Table]>;

// Kysely's PostgreSQL JSON helpers (json_agg of a subquery…), so that only this package imports Kysely.
export { jsonArrayFrom, jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
export type { Expression, ExpressionBuilder, Kysely, QueryCreator, SqlBool } from 'kysely';

/**
 * Typed queries on `em`'s connection, in its transaction when it has one: MikroORM's own Kysely,
 * without a plugin (columns are named as in the database, results come back as the driver gives
 * them: no per-row work). See docs/architecture.md, "Typed queries".
 */
export function queries(em: EntityManager): Kysely<Database> {
  return em.getKysely<Database>();
}

/**
 * Typed queries on the connection pool itself, never in a transaction the caller's context may be
 * in: for the stores that serve requests apart from their work (sessions, the live streams' checks).
 */
export function poolQueries(em: EntityManager): Kysely<Database> {
  return em.getConnection().getClient<Database>();
}

/**
 * Compiles queries to PostgreSQL without a connection, the way MikroORM's Kysely compiles them:
 * prepared statements are built once, at module load (prepared-statement.ts).
 */
export const queryCompiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
