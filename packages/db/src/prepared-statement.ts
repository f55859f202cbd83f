import { CompiledQuery, type Kysely } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';

const MARK = '/* prepared:';

/**
 * SQL (with $1, $2… placeholders) that each pooled connection prepares once under `name` and then
 * only binds and executes: PostgreSQL parses it once per connection and, after a few runs, stops
 * planning it too. For the hottest statements only (placing an order): planning a statement with
 * subqueries costs more CPU than running it. The name travels in a leading comment that
 * PoolClient reads (pool-client.ts).
 */
export function preparedStatement(name: string, sql: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Nome de comando preparado inválido: ${name}`);
  return `${MARK}${name} */ ${sql}`;
}

/** The name of a statement made by `preparedStatement`, or null. */
export function preparedStatementName(sql: string): string | null {
  if (!sql.startsWith(MARK)) return null;
  return sql.slice(MARK.length, sql.indexOf(' */'));
}

/**
 * Runs a `preparedStatement` with its parameters sent apart (MikroORM's `execute` inlines them
 * into the text, which can never be prepared), in `em`'s transaction when it has one.
 */
export async function executePrepared<Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  // A transaction's context is a Kysely transaction: it executes the same way, on its own connection.
  const executor = (em.getTransactionContext() ?? em.getConnection().getClient()) as Pick<Kysely<unknown>, 'executeQuery'>;
  const result = await executor.executeQuery(CompiledQuery.raw(sql, [...params]));
  return result.rows as Row[];
}
