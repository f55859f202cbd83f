import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, preparedStatement } from './prepared-statement';
import { createTestDatabase, type TestDatabase } from './testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

const ADD = preparedStatement('test_add', 'select $1::int + $2::int as "sum", $3::text as "text"');
const PREPARED_HERE = preparedStatement('test_prepared_here', `select count(*)::int as "count" from pg_prepared_statements where name = $1`);

describe('prepared statements', () => {
  it('sends the parameters apart (quotes and all), and prepares the statement on the connection under its name', async () => {
    const em = db.orm.em.fork() as EntityManager;
    // One pooled connection inside a transaction: the statement and the check see the same session.
    await em.transactional(async (tx) => {
      const [row] = await executePrepared<{ sum: number; text: string }>(tx, ADD, [2, 3, "d'Ávila; drop table users --"]);
      expect(row).toEqual({ sum: 5, text: "d'Ávila; drop table users --" });
      const [prepared] = await executePrepared<{ count: number }>(tx, PREPARED_HERE, ['test_add']);
      expect(prepared?.count).toBe(1);
    });
  });

  it('runs inside the transaction of the EntityManager it is given', async () => {
    const em = db.orm.em.fork() as EntityManager;
    const inTransaction = preparedStatement('test_in_transaction', `select now() = statement_timestamp() as "outside"`);
    await em.transactional(async (tx) => {
      await tx.execute('select pg_sleep(0.01)');
      const [row] = await executePrepared<{ outside: boolean }>(tx, inTransaction, []);
      // now() is the transaction's start: later statements of the same transaction see it differ.
      expect(row?.outside).toBe(false);
    });
  });

  it('refuses a name that could break the comment it travels in', () => {
    expect(() => preparedStatement('x */ drop', 'select 1')).toThrow(/inválido/);
  });
});
