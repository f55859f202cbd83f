import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, type Param } from './prepared-statement';
import { createTestDatabase, type TestDatabase } from './testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

const ADD = preparedQuery('test_add', (db, param: Param<{ a: number; b: number; text: string }>) =>
  db.selectNoFrom((eb) => [
    eb(eb.cast<number>(eb.val(param('a')), 'integer'), '+', eb.cast<number>(eb.val(param('b')), 'integer')).as('sum'),
    eb.cast<string>(eb.val(param('text')), 'text').as('text'),
    // A value written in the query, not a parameter: it stays as compiled.
    eb.cast<string>(eb.val('fixo'), 'text').as('fixed'),
  ]),
);

async function preparedOnThisConnection(tx: EntityManager, name: string): Promise<number> {
  const [row] = await tx.execute<{ count: number }[]>('select count(*)::int as "count" from pg_prepared_statements where name = ?', [name]);
  return row?.count ?? 0;
}

describe('prepared queries', () => {
  it('sends the parameters apart (quotes and all), by name, and prepares the statement on the connection under its name', async () => {
    const em = db.orm.em.fork() as EntityManager;
    // One pooled connection inside a transaction: the statement and the check see the same session.
    await em.transactional(async (tx) => {
      const rows = await ADD.run(tx, { text: "d'Ávila; drop table users --", b: 3, a: 2 });
      expect(rows).toEqual([{ sum: 5, text: "d'Ávila; drop table users --", fixed: 'fixo' }]);
      expect(await preparedOnThisConnection(tx, 'test_add')).toBe(1);
      // Run again on the same connection: bound to the statement prepared above, with the new values.
      expect(await ADD.run(tx, { a: 10, b: -1, text: '' })).toEqual([{ sum: 9, text: '', fixed: 'fixo' }]);
    });
  });

  it('runs inside the transaction of the EntityManager it is given', async () => {
    const em = db.orm.em.fork() as EntityManager;
    const inTransaction = preparedQuery('test_in_transaction', (db) =>
      db.selectNoFrom((eb) => eb(eb.fn('now'), '=', eb.fn('statement_timestamp')).as('outside')),
    );
    await em.transactional(async (tx) => {
      await tx.execute('select pg_sleep(0.01)');
      const [row] = await inTransaction.run(tx, {});
      // now() is the transaction's start: later statements of the same transaction see it differ.
      expect(row?.outside).toBe(false);
    });
  });

  it('refuses a name that could break the comment it travels in', () => {
    expect(() => preparedQuery('x */ drop', (db) => db.selectNoFrom((eb) => eb.lit(1).as('one')))).toThrow(/inválido/);
  });
});
