import { ReferenceKind } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { createOrmConfig } from '@direto/db';
import { PLACE_ORDER } from './order-insert';

/**
 * The columns placing an order leaves to their database default, each with why. Every other
 * column of the three entities must be written by the order insert: a column added to an entity
 * fails here until it is either written (order-insert.ts) or listed below.
 */
const LEFT_TO_DEFAULT: Record<string, Record<string, string>> = {
  orders: {
    delivered_at: 'set when the restaurant marks the order delivered',
    cancel_reason: 'set when the restaurant cancels the order',
    reminder_claimed_at: 'set by the scheduled-order reminder',
    reminder_sent_at: 'set by the scheduled-order reminder',
    payment_confirmed_at: 'set when the restaurant confirms the Pix',
    payment_confirmed_by_id: 'set when the restaurant confirms the Pix',
  },
  order_items: {},
  order_status_events: {},
};

// Metadata only: the ORM is never connected.
const orm = new MikroORM(createOrmConfig({ clientUrl: 'postgresql://localhost/direto_metadata_only' }));
afterAll(async () => {
  await orm.close();
});

/** The stored columns of the entity of `table`, as the database names them. */
function columnsOf(table: string): string[] {
  const entity = [...orm.getMetadata().getAll().values()].find((meta) => meta.tableName === table);
  return Object.values(entity?.properties ?? {})
    .filter((property) => property.persist !== false && [ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE].includes(property.kind))
    .flatMap((property) => property.fieldNames)
    .sort();
}

/** Each table the compiled statement inserts into, with the columns it writes (from Kysely's operation tree). */
function insertedColumns(node: unknown, found = new Map<string, string[]>()): Map<string, string[]> {
  if (typeof node !== 'object' || node === null) return found;
  const insert = node as { kind?: string; into?: { table: { identifier: { name: string } } }; columns?: { column: { name: string } }[] };
  if (insert.kind === 'InsertQueryNode' && insert.into) {
    found.set(insert.into.table.identifier.name, (insert.columns ?? []).map((column) => column.column.name).sort());
  }
  for (const child of Object.values(node)) insertedColumns(child, found);
  return found;
}

describe('the order insert', () => {
  const inserted = insertedColumns(PLACE_ORDER.compiled.query);

  it('writes the order, its lines and the first step of its history', () => {
    expect([...inserted.keys()].sort()).toEqual(['order_items', 'order_status_events', 'orders']);
  });

  it.each(Object.keys(LEFT_TO_DEFAULT))('writes every column of %s but the ones listed as left to their default', (table) => {
    const leftToDefault = Object.keys(LEFT_TO_DEFAULT[table] ?? {});
    const written = inserted.get(table) ?? [];
    expect(written.filter((column) => leftToDefault.includes(column)), 'written, yet listed as left to its default').toEqual([]);
    expect([...written, ...leftToDefault].sort(), 'a column neither written by order-insert.ts nor listed in LEFT_TO_DEFAULT').toEqual(columnsOf(table));
  });
});
