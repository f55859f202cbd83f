// CompiledQuery sends SQL that Kysely compiled (preparedQuery), never SQL written as text.
// eslint-disable-next-line no-restricted-imports
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queries, queryCompiler, type Database } from './database';

const MARK = '/* prepared:';

/**
 * SQL (with $1, $2… placeholders) that each pooled connection prepares once under `name` and then
 * only binds and executes: PostgreSQL parses it once per connection and, after a few runs, stops
 * planning it too. The name travels in a leading comment that PoolClient reads (pool-client.ts).
 */
function preparedStatement(name: string, sql: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Nome de comando preparado inválido: ${name}`);
  return `${MARK}${name} */ ${sql}`;
}

/** The name of a statement made by `preparedQuery`, or null. */
export function preparedStatementName(sql: string): string | null {
  if (!sql.startsWith(MARK)) return null;
  return sql.slice(MARK.length, sql.indexOf(' */'));
}

/** Stands for the parameter `key` while the query is compiled; replaced by its value at each run. */
class Slot {
  constructor(readonly key: string) {}
}

/** The typed parameter `key` of a prepared query, where the query builder expects a value. */
export type Param<Params> = <Key extends keyof Params & string>(key: Key) => Params[Key];

export interface PreparedQuery<Params, Row> {
  /** The statement as compiled (its operation tree tells which columns an insert writes). */
  readonly compiled: CompiledQuery<Row>;
  /** Runs the statement with these parameters, in `em`'s transaction when it has one (or on `poolQueries`). */
  run(on: EntityManager | Kysely<Database>, params: Params): Promise<Row[]>;
}

/**
 * A typed query for the hottest paths (placing an order): built with Kysely and compiled ONCE,
 * at module load, then sent as a named prepared statement with only its parameters at each run —
 * no query building, no compiling, no planning per request. `build` writes `param('key')` where a
 * value of the request goes (its type, `param: Param<{ key: string }>`, names the parameters);
 * every other value stays as compiled. The rows are typed by the query.
 */
export function preparedQuery<Params extends object, Row>(
  name: string,
  build: (db: Kysely<Database>, param: Param<Params>) => Compilable<Row>,
): PreparedQuery<Params, Row> {
  const compiled = build(queryCompiler, ((key: string) => new Slot(key)) as Param<Params>).compile();
  const sql = preparedStatement(name, compiled.sql);
  const bound = compiled.parameters.map((value) => (value instanceof Slot ? value.key : null));
  return {
    compiled,
    async run(on, params) {
      const values = compiled.parameters.map((value, index) => {
        const key = bound[index] ?? null;
        return key === null ? value : (params as Record<string, unknown>)[key];
      });
      // Parameters sent apart (MikroORM's `execute` inlines them into the text, which can never be prepared).
      const db = 'getKysely' in on ? queries(on) : on;
      const result = await db.executeQuery(CompiledQuery.raw(sql, values) as CompiledQuery<Row>);
      return result.rows;
    },
  };
}
