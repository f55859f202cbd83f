import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../migrations';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * Orders placed before status changes were recorded get the history that is known of them:
 * 'pending' when placed and their current status at their last update (delivered: deliveredAt).
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const MIGRATION = 'Migration20261123400000_order_status_events';
/** The migration before it: `down({ to })` keeps that one and reverts the rest. */
const PREVIOUS = migrationsList[migrationsList.findIndex((migration) => migration.name === MIGRATION) - 1]?.name;

describe(MIGRATION, () => {
  it('backfills pending at placement and the current status at the last change', async () => {
    // Back to the schema before the migration (it and the later ones reverted), with orders of that time.
    expect(PREVIOUS, 'the migration before it').toBeDefined();
    await db.orm.migrator.down({ to: PREVIOUS });
    const sql = db.orm.em.getConnection();
    const [customer] = await sql.execute<{ id: string }[]>(`insert into users (email) values ('ana@teste.com') returning id`);
    const place = (status: string, updated: string, delivered: string | null) =>
      sql.execute<{ id: string }[]>(
        `insert into orders (customer_id, status, subtotal, delivery_fee, total, created_at, updated_at, delivered_at)
         values (?, ?, 10, 0, 10, '2026-11-21T22:00:00Z', ?, ?) returning id`,
        [customer?.id, status, updated, delivered],
      );
    const [pending] = await place('pending', '2026-11-21T22:00:00Z', null);
    const [preparing] = await place('preparing', '2026-11-21T22:10:00Z', null);
    const [delivered] = await place('delivered', '2026-11-21T22:50:00Z', '2026-11-21T22:45:00Z');

    await db.orm.migrator.up();

    const history = async (orderId: string | undefined) =>
      (
        await sql.execute<{ status: string; at: Date; changed_by_id: string | null }[]>(
          `select status, at, changed_by_id from order_status_events where order_id = ? order by at`,
          [orderId],
        )
      ).map((row) => ({ status: row.status, at: new Date(row.at).toISOString(), by: row.changed_by_id }));
    expect(await history(pending?.id)).toEqual([{ status: 'pending', at: '2026-11-21T22:00:00.000Z', by: customer?.id }]);
    expect(await history(preparing?.id)).toEqual([
      { status: 'pending', at: '2026-11-21T22:00:00.000Z', by: customer?.id },
      { status: 'preparing', at: '2026-11-21T22:10:00.000Z', by: null },
    ]);
    expect(await history(delivered?.id)).toEqual([
      { status: 'pending', at: '2026-11-21T22:00:00.000Z', by: customer?.id },
      { status: 'delivered', at: '2026-11-21T22:45:00.000Z', by: null },
    ]);
  });
});
