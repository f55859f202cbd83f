import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations';
import { migrateToLatest } from '../orm';
import { createTestDatabase, type TestDatabase } from '../testing';
import { readManifest, type BackupManifest } from './backup-manifest';
import { restoreBackup, type RestoreResult } from './restore-backup';

/**
 * Safe upgrade (issue 36): the seeded database of the previous release (commit 1782924, whose
 * last migration is Migration20261128300000_scheduled_reminder), backed up with `pnpm db:backup`
 * and committed under test/fixtures, opens in this release with its data intact. How the fixture
 * was made: docs/operations.md, "Upgrades".
 */

const FIXTURE = fileURLToPath(new URL('../../test/fixtures/release-2026-11-28', import.meta.url));
const PREVIOUS_RELEASE_MIGRATION = 'Migration20261128300000_scheduled_reminder';

async function rowsOf(url: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

describe('a backup of the previous release', () => {
  let database: TestDatabase;
  let manifest: BackupManifest;
  let result: RestoreResult;
  const objectsDir = mkdtempSync(join(tmpdir(), 'direto-upgrade-objects-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'direto-upgrade-data-'));

  beforeAll(async () => {
    manifest = await readManifest(FIXTURE);
    database = await createTestDatabase({ empty: true });
    await database.orm.close();
    const serverKeys = { dir: dataDir, names: ['vapid-keys.json', 'session-secret'] };
    result = await restoreBackup({ url: database.url, archiveDir: FIXTURE, objectsDir, serverKeys, force: false });
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(objectsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the previous release’s', () => {
    expect(manifest.migration).toBe(PREVIOUS_RELEASE_MIGRATION);
  });

  it('is of format 1, which carried no server keys: it restores, and no key file is written', () => {
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.keys).toEqual([]);
    expect(result.keysRestored).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('restores, then migrates forward to this release', async () => {
    const later = migrationsList.map((migration) => migration.name).filter((name) => name > PREVIOUS_RELEASE_MIGRATION);
    expect(later.length).toBeGreaterThan(0);
    expect(result.upgradedWith).toEqual(later);
    const applied = await rowsOf(database.url, 'select name from mikro_orm_migrations order by id');
    expect(applied.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
  });

  it('keeps every order with its lines and status history', async () => {
    const rows = (table: string) => manifest.tables.find((entry) => entry.name === table)?.rows;
    const [counts] = await rowsOf(
      database.url,
      `select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items, (select count(*) from order_status_events)::int as events`,
    );
    expect(counts).toEqual({ orders: rows('orders'), items: rows('order_items'), events: rows('order_status_events') });
    const placed = await rowsOf(
      database.url,
      `select o.notes, o.total::text, o.customer_name, i.product_name, i.quantity from orders o join order_items i on i.order_id = o.id
        where o.notes like 'Pedido de fixture%' order by o.notes`,
    );
    expect(placed).toHaveLength(2);
    expect(placed.map((row) => [row.notes, row.customer_name, row.quantity])).toEqual([
      ['Pedido de fixture 1', 'Cliente Antigo', 1],
      ['Pedido de fixture 2', 'Cliente Antigo', 2],
    ]);
  });

  it('keeps the menus: restaurants, categories, products and option groups', async () => {
    const rows = (table: string) => manifest.tables.find((entry) => entry.name === table)?.rows;
    const [counts] = await rowsOf(
      database.url,
      `select (select count(*) from restaurants)::int as restaurants, (select count(*) from categories)::int as categories,
              (select count(*) from products)::int as products, (select count(*) from option_groups)::int as groups,
              (select count(*) from group_options)::int as options`,
    );
    expect(counts).toEqual({ restaurants: rows('restaurants'), categories: rows('categories'), products: rows('products'), groups: rows('option_groups'), options: rows('group_options') });
    const [bahia] = await rowsOf(database.url, `select count(*)::int as products from products p join restaurants r on r.id = p.restaurant_id where r.name = 'Sabor da Bahia'`);
    expect(bahia?.products).toBeGreaterThan(0);
  });

  it('ends the sessions it carried (everyone signs in again)', async () => {
    expect(manifest.tables.find((entry) => entry.name === 'sessions')?.rows).toBe(1);
    expect(result.sessionsEnded).toBe(1);
    expect(await rowsOf(database.url, 'select sid from sessions')).toEqual([]);
  });
});

describe('a database of the previous release upgraded in place (no restore)', () => {
  it('keeps its sessions: nobody is signed out by an upgrade', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await database.orm.migrator.up({ to: PREVIOUS_RELEASE_MIGRATION });
      const user = await rowsOf(database.url, `insert into users (email, first_name) values ('antes@direto.app', 'Antes') returning id`);
      const expire = new Date(Date.now() + 86_400_000).toISOString();
      await rowsOf(database.url, `insert into sessions (sid, sess, expire) values ('sessao-antiga', '{"userId": "${String(user[0]?.id)}"}', '${expire}')`);
      await migrateToLatest(database.orm);
      expect(await rowsOf(database.url, `select sid, sess->>'userId' as user_id from sessions`)).toEqual([{ sid: 'sessao-antiga', user_id: user[0]?.id }]);
    } finally {
      await database.destroy();
    }
  });
});
