import type { EntityManager } from '@mikro-orm/postgresql';
import { interval, preparedQuery, queries, secondsIn, type Param } from '@direto/db';
import { tooManyRequests } from '../errors';

/** At most `max` hits per `windowMs` for one key (fixed window, counted in the rate_limits table). */
export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** The refusal: a fixed text, or one built from the whole minutes (or seconds) until the fullest window ends. */
export type RateLimitMessage = string | ((minutesToWait: number, secondsToWait: number) => string);

/** The parameters of a hit on `count` keys: `key0`, `window0` (its window in ms), `key1`… */
type HitParams = { [key: `key${number}`]: string } & { [window: `window${number}`]: number };

/**
 * One upsert per key, in one statement: a window that has ended starts again at 1. Compiled once
 * for each number of keys (every limited request runs it; one to three keys in practice).
 */
function hitStatement(count: number) {
  return preparedQuery(`rate_limit_hit_${count}`, (db, param: Param<HitParams>) =>
    db
      .insertInto('rate_limits')
      .values((eb) =>
        Array.from({ length: count }, (_, index) => ({
          key: param(`key${index}`),
          hits: eb.lit(1),
          reset_at: eb(eb.fn<string>('now'), '+', interval(eb.val(param(`window${index}`)), 'millisecond')).$castTo<Date>(),
        })),
      )
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const windowEnded = eb('rate_limits.reset_at', '<=', eb.fn<Date>('now'));
          return {
            hits: eb.case().when(windowEnded).then(eb.lit(1)).else(eb('rate_limits.hits', '+', eb.lit(1))).end(),
            reset_at: eb.case().when(windowEnded).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limits.reset_at')).end(),
          };
        }),
      )
      .returning((eb) => [
        'key',
        'hits',
        eb.cast<string>(eb.fn('ceil', [eb(secondsIn(eb(eb.ref('reset_at'), '-', eb.fn<string>('now'))), '*', eb.lit(1000))]), 'bigint').as('retry_after_ms'),
      ]),
  );
}
const hitStatements = new Map<number, ReturnType<typeof hitStatement>>();

/** Keeps the table small: ended windows are worthless. */
const PRUNE_ENDED_WINDOWS = preparedQuery('rate_limit_prune', (db) =>
  db.deleteFrom('rate_limits').where((eb) => eb('reset_at', '<', eb(eb.fn<string>('now'), '-', interval(1, 'hour')))),
);

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
  let statement = hitStatements.get(sorted.length);
  if (!statement) hitStatements.set(sorted.length, (statement = hitStatement(sorted.length)));
  const params: HitParams = {};
  sorted.forEach((limit, index) => {
    params[`key${index}`] = limit.key;
    params[`window${index}`] = limit.windowMs;
  });
  const rows = await statement.run(em, params);
  const maxByKey = new Map(sorted.map((limit) => [limit.key, limit.max]));
  const exceeded = rows.filter((row) => Number(row.hits) > (maxByKey.get(row.key) ?? Infinity));
  if (exceeded.length > 0) {
    const waitMs = Math.max(...exceeded.map((row) => Number(row.retry_after_ms)));
    throw tooManyRequests(typeof message === 'string' ? message : message(Math.max(1, Math.ceil(waitMs / 60_000)), Math.max(1, Math.ceil(waitMs / 1000))));
  }
  await pruneEndedWindows(em);
}

/** How often a process prunes: a round trip on every limited request (every guest order) bought nothing more. */
const PRUNE_EVERY_MS = 60_000;
let prunedAt = 0;

async function pruneEndedWindows(em: EntityManager): Promise<void> {
  const at = Date.now();
  if (at - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = at;
  await PRUNE_ENDED_WINDOWS.run(em, {});
}

/**
 * Gives back a hit taken by `takeHit` (e.g. the attempt succeeded and only failures should count).
 * One statement per key, so it never holds two row locks at once.
 */
export async function refundHit(em: EntityManager, keys: string[]): Promise<void> {
  for (const key of keys) {
    await queries(em)
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb.fn('greatest', [eb('hits', '-', eb.lit(1)), eb.lit(0)]) }))
      .where('key', '=', key)
      .where((eb) => eb('reset_at', '>', eb.fn<string>('now')))
      .execute();
  }
}

export async function clearHits(em: EntityManager, key: string): Promise<void> {
  await queries(em).deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** "1 minuto", "12 minutos". */
export const minutesText = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`);
