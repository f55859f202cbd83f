/**
 * The smallest statement a PostgreSQL connection can answer: whether the database is reachable
 * (at start, /healthz) and whether an idle connection is still alive (the live listener's
 * heartbeat). Raw SQL because these run on a pg client of their own, outside the ORM's pool.
 */
export const PROBE_SQL = 'select 1';
