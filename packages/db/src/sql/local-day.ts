import { sql, type RawBuilder } from 'kysely';

/**
 * When the current calendar day began in `timeZone` (an IANA name), as a timestamptz: the
 * server's own time zone plays no part. Raw SQL because Kysely cannot write `at time zone`.
 */
export function startOfTodayIn(timeZone: string): RawBuilder<string> {
  return sql<string>`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
}

/** When the current calendar day in `timeZone` ends (the next one begins), as a timestamptz. */
export function endOfTodayIn(timeZone: string): RawBuilder<string> {
  return sql<string>`((date_trunc('day', now() at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`;
}
