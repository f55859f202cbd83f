import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** uuid primary key, generated in the app so an entity knows its id before it is flushed. */
export const uuidPrimaryKey = () =>
  p.uuid().primary().defaultRaw('gen_random_uuid()').onCreate(() => randomUUID());

export const createdAtColumn = () => p.datetime().defaultRaw('now()').onCreate(() => new Date());

export const updatedAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** decimal(10,2) kept as a numeric string ("12.50"): money is never a float. */
export const moneyColumn = () => p.decimal('string').precision(10).scale(2);
