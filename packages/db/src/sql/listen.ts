import pg from 'pg';

/**
 * `LISTEN "channel"`: the connection hears what NOTIFY sends on `channel` (the live order events).
 * Raw SQL because LISTEN is a command only a dedicated pg client can hold (a pooled connection
 * would be handed back and lose it); the channel is quoted as an identifier.
 */
export function listenSql(channel: string): string {
  return `LISTEN ${pg.escapeIdentifier(channel)}`;
}

/** The PostgreSQL backend pid of the connection (to tell which connection listens, e.g. to end it in a test). */
export const BACKEND_PID_SQL = 'select pg_backend_pid() as pid';
