import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../errors';

/** At most `max` hits per `windowMs` for one key (fixed window, counted in the rate_limits table). */
export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Throws 429 with `message` when any of the limits has used up its window. */
export async function assertWithinLimits(em: EntityManager, limits: RateLimit[], message: string): Promise<void> {
  if (limits.length === 0) return;
  const rows = await em.execute<{ key: string; hits: number }[]>(
    `select "key", "hits" from "rate_limits" where "key" in (${limits.map(() => '?').join(', ')}) and "reset_at" > now()`,
    limits.map((limit) => limit.key),
  );
  const hitsByKey = new Map(rows.map((row) => [row.key, Number(row.hits)]));
  if (limits.some((limit) => (hitsByKey.get(limit.key) ?? 0) >= limit.max)) throw tooManyRequests(message);
}

/**
 * Counts one hit against each limit. A single upsert per key, so concurrent requests in
 * several processes never lose a count; a window that has ended starts again at 1.
 */
export async function recordHit(em: EntityManager, limits: RateLimit[]): Promise<void> {
  for (const limit of limits) {
    await em.execute(
      `insert into "rate_limits" ("key", "hits", "reset_at") values (?, 1, now() + ? * interval '1 millisecond')
       on conflict ("key") do update set
         "hits" = case when "rate_limits"."reset_at" <= now() then 1 else "rate_limits"."hits" + 1 end,
         "reset_at" = case when "rate_limits"."reset_at" <= now() then excluded."reset_at" else "rate_limits"."reset_at" end`,
      [limit.key, limit.windowMs],
      'run',
    );
  }
  // Keeps the table small: ended windows are worthless.
  await em.execute(`delete from "rate_limits" where "reset_at" < now() - interval '1 hour'`, [], 'run');
}

export async function clearHits(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from "rate_limits" where "key" = ?', [key], 'run');
}
