import { sql, type Expression, type RawBuilder } from 'kysely';

/** A unit of PostgreSQL's interval, as `interval '1 <unit>'` writes it. */
type IntervalUnit = 'millisecond' | 'minute' | 'hour' | 'day';

/**
 * `(amount * interval '1 <unit>')`: a span of time from a number, to add to or subtract from a
 * timestamp. Raw SQL because Kysely has no interval type nor interval literal.
 */
export function interval(amount: Expression<number> | number, unit: IntervalUnit): RawBuilder<string> {
  const value = typeof amount === 'number' ? sql.lit(amount) : amount;
  return sql<string>`(${value} * interval ${sql.lit(`1 ${unit}`)})`;
}

/**
 * `extract(epoch from span)`: the seconds of an interval (numeric; typed as a number to compute
 * with, the driver reads numeric as text). Raw SQL because Kysely cannot write `extract(… from …)`.
 */
export function secondsIn(span: Expression<unknown>): RawBuilder<number> {
  return sql<number>`extract(epoch from ${span})`;
}
