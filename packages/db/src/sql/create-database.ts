/**
 * Creating a database on a PostgreSQL server (the embedded one and the tests' copies). Raw SQL
 * because it runs on the server's `postgres` database, outside any database the entities describe.
 */

/** A row when the database `$1` exists. */
export const DATABASE_EXISTS_SQL = 'SELECT 1 FROM pg_database WHERE datname = $1';

/** `CREATE DATABASE "name"` (CREATE DATABASE takes no parameters: the name is quoted here). */
export function createDatabaseSql(name: string): string {
  return `CREATE DATABASE ${quoteIdentifier(name)}`;
}

/** `name` as a quoted PostgreSQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
