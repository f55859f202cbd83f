import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../errors';

/** At most `max` hits per `windowMs` for one key (fixed window, counted in the rate_limits table). */
export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** The refusal: a fixed text, or one built from the whole minutes until the fullest window ends. */
export type RateLimitMessage = string | ((minutesToWait: number) => string);

/**
 * Takes one hit from every limit, then throws 429 if any of them is now past its maximum. Call it
 * BEFORE the work it guards: the count and the check are one upsert per key in a single statement,
 * so of N simultaneous requests (in any number of processes) exactly `max` get through, and a
 * window that has ended starts again at 1. Keys are locked in sorted order, so two calls over
 * overlapping keys cannot deadlock.
 */
export async function takeHit(em: EntityManager, limits: RateLimit[], message: RateLimitMessage): Promise<void> {
  if (limits.length === 0) return;
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await em.execute<{ key: string; hits: number; retry_after_ms: string }[]>(
    `insert into "rate_limits" ("key", "hits", "reset_at")
     values ${sorted.map(() => `(?, 1, now() + ? * interval '1 millisecond')`).join(', ')}
     on conflict ("key") do update set
       "hits" = case when "rate_limits"."reset_at" <= now() then 1 else "rate_limits"."hits" + 1 end,
       "reset_at" = case when "rate_limits"."reset_at" <= now() then excluded."reset_at" else "rate_limits"."reset_at" end
     returning "key", "hits", ceil(extract(epoch from ("reset_at" - now())) * 1000)::bigint as "retry_after_ms"`,
    sorted.flatMap((limit) => [limit.key, limit.windowMs]),
  );
  const maxByKey = new Map(sorted.map((limit) => [limit.key, limit.max]));
  const exceeded = rows.filter((row) => Number(row.hits) > (maxByKey.get(row.key) ?? Infinity));
  if (exceeded.length > 0) {
    const waitMs = Math.max(...exceeded.map((row) => Number(row.retry_after_ms)));
    throw tooManyRequests(typeof message === 'string' ? message : message(Math.max(1, Math.ceil(waitMs / 60_000))));
  }
  // Keeps the table small: ended windows are worthless.
  await em.execute(`delete from "rate_limits" where "reset_at" < now() - interval '1 hour'`, [], 'run');
}

/**
 * Gives back a hit taken by `takeHit` (e.g. the attempt succeeded and only failures should count).
 * One statement per key, so it never holds two row locks at once.
 */
export async function refundHit(em: EntityManager, keys: string[]): Promise<void> {
  for (const key of keys) {
    await em.execute(`update "rate_limits" set "hits" = greatest("hits" - 1, 0) where "key" = ? and "reset_at" > now()`, [key], 'run');
  }
}

export async function clearHits(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from "rate_limits" where "key" = ?', [key], 'run');
}

/** "1 minuto", "12 minutos". */
export const minutesText = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`);
