import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type OptionGroup } from '@direto/contracts';
import { Product } from '@direto/db';
import { restoreBackup, writeBackup, type BackupResult } from '@direto/db/backup';
import { seedDemoData } from '@direto/db/seed';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { pngImage } from '../../test/images';
import { required } from '../../test/required';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backupTargetOf } from './backup-target';
import { runBackup } from './run-backup';

/**
 * Issue 36, done when: seeded data and orders (with images and option groups) are backed up,
 * the database and the objects are wiped, the archive is restored, and every row of every table
 * and every object comes back byte for byte; sessions are ended.
 */

let t: TestApp;
let owner: SignedInOwner;
let customer: SignedInCustomer;
let imagePath: string;
let before: Map<string, string[]>;
let objectsBefore: Map<string, Buffer>;
let backup: BackupResult;
let restored: TestDatabase;
const backupDir = mkdtempSync(join(tmpdir(), 'direto-backups-'));
const restoredDataDir = mkdtempSync(join(tmpdir(), 'direto-restored-data-'));

const urlOf = (database: { orm: TestApp['orm'] }) => database.orm.config.get('clientUrl') as string;

/** Every row of every table of the database at `url`, as sorted JSON lines, by table. */
async function everyRow(url: string): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
    const rows = new Map<string, string[]>();
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(`select to_jsonb(t)::text as row from "${name}" t`);
      rows.set(name, result.rows.map((r) => r.row).sort());
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function everyObject(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)));
}

beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: backupDir });
  expect(await seedDemoData(t.em())).toBe(true);
  owner = await signedInOwner(t, { name: 'Pizzaria do Backup', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);

  // An image uploaded through the app, shown on a product.
  const { uploadURL, objectPath } = await callerFor(t, owner.user).upload.createUploadUrl();
  expect((await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage([10, 120, 200]), headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
  imagePath = objectPath;
  const pizza = await makeProduct(t.em(), owner.restaurant, { name: 'Pizza', price: '30.00', imageUrl: imagePath });

  // An option group, linked, and an order that chooses from it.
  const group = (
    await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, {
      name: 'Borda',
      min: 0,
      max: 1,
      options: [{ name: 'Catupiry', price: '8.00' }],
    })
  ).json<OptionGroup>();
  expect((await owner.rest.put(`/api/products/${pizza.id}/option-groups`, { groupIds: [group.id] })).statusCode).toBe(200);
  const unitPrice = '38.00';
  const items = [{ productId: pizza.id, quantity: 2, unitPrice, totalPrice: fromCents(toCents(unitPrice) * 2), options: [{ optionId: required(group.options[0], 'Catupiry').id }] }];
  const order = { restaurantId: owner.restaurant.id, subtotal: '76.00', deliveryFee: '5.00', total: '81.00' };
  const placed = await customer.rest.post('/api/orders', { order, items });
  expect(placed.statusCode, placed.body).toBe(201);

  before = await everyRow(urlOf(t));
  objectsBefore = await everyObject(join(t.config.DATA_DIR, 'objects'));
  backup = await runBackup({ orm: t.orm, target: backupTargetOf(t.config), at: new Date(), scheduled: false });
});
afterAll(async () => {
  await t?.close();
  await restored?.destroy();
  await rm(backupDir, { recursive: true, force: true });
  await rm(restoredDataDir, { recursive: true, force: true });
});

describe('pnpm db:backup', () => {
  it('writes one archive folder named direto-AAAAMMDD-HHMMSS under BACKUP_DIR, and nothing else', async () => {
    expect(backup.name).toMatch(/^direto-\d{8}-\d{6}$/);
    expect(await readdir(backupDir)).toEqual([backup.name]);
    expect(backup.bytes).toBeGreaterThan(0);
  });

  it('copies every table of the migrated schema, a table added later included (no hand list)', async () => {
    const archived = backup.manifest.tables.map((table) => table.name);
    expect(archived).toEqual([...before.keys()]);
    // Every entity's table is in the schema, hence in the archive.
    const entityTables = t.orm.getMetadata().getAll();
    for (const meta of Object.values(entityTables)) if (meta.tableName && !meta.embeddable) expect(archived).toContain(meta.tableName);
    for (const table of backup.manifest.tables) expect(table.rows, table.name).toBe(before.get(table.name)?.length);
    expect(backup.manifest.migration).toBe(backup.manifest.migrations.at(-1));
  });

  it('copies every uploaded image', () => {
    expect(objectsBefore.size).toBeGreaterThan(0);
    expect(backup.manifest.objects.map((object) => object.file).sort()).toEqual([...objectsBefore.keys()].map((name) => `objects/${name}`).sort());
  });
});

describe('pnpm db:restore', () => {
  beforeAll(async () => {
    restored = await createTestDatabase({ empty: true });
    // The restore refuses a database others are connected to: this pool is closed first.
    await restored.orm.close();
    await restoreBackup({ url: restored.url, archiveDir: backup.path, objectsDir: join(restoredDataDir, 'objects'), force: false });
  });

  it('brings back every row of every table (sessions ended)', async () => {
    const after = await everyRow(restored.url);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(before.get('sessions')?.length).toBeGreaterThan(0);
    expect(after.get('sessions')).toEqual([]);
    for (const [table, rows] of before) if (table !== 'sessions') expect(after.get(table), table).toEqual(rows);
  });

  it('brings back every image byte for byte', async () => {
    expect(await everyObject(join(restoredDataDir, 'objects'))).toEqual(objectsBefore);
  });

  it('serves the same menu and images, and everyone signs in again', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: restored.url, SESSION_SECRET: t.config.SESSION_SECRET, DATA_DIR: restoredDataDir });
    const { openDatabase } = await import('@direto/db');
    const orm = await openDatabase({ clientUrl: restored.url });
    const app = await buildApp({ config, orm });
    try {
      const image = await app.inject({ method: 'GET', url: imagePath });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(required(objectsBefore.get(imagePath.split('/').pop() ?? ''), 'image'))).toBe(true);
      const menu = await app.inject({ method: 'GET', url: `/api/restaurants/${owner.restaurant.id}/products` });
      expect(menu.statusCode, menu.body).toBe(200);
      expect(menu.json<{ name: string; imageUrl: string | null }[]>().map((product) => [product.name, product.imageUrl])).toContainEqual(['Pizza', imagePath]);
      expect((await orm.em.fork().count(Product, {})) > 0).toBe(true);
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: owner.cookie } });
      expect(me.statusCode).toBe(401);
    } finally {
      await app.close();
      await orm.close();
    }
  });

  it('refuses a database that is not empty, unless --force, which replaces it', async () => {
    const objectsDir = join(restoredDataDir, 'objects');
    await expect(restoreBackup({ url: restored.url, archiveDir: backup.path, objectsDir, force: false })).rejects.toThrow(
      'O banco de dados não está vazio. Para apagá-lo e restaurar o backup no lugar, repita com --force.',
    );
    const client = new pg.Client({ connectionString: restored.url });
    await client.connect();
    await client.query(`insert into settings (key, value) values ('depois-do-backup', 'x')`);
    await client.end();
    await restoreBackup({ url: restored.url, archiveDir: backup.path, objectsDir, force: true });
    const after = await everyRow(restored.url);
    for (const [table, rows] of before) if (table !== 'sessions') expect(after.get(table), table).toEqual(rows);
  });

  it('changes nothing when a file of the archive is damaged', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'direto-damaged-'));
    try {
      const copy = await writeBackup({ url: restored.url, backupDir: damaged, objectsDir: null, appVersion: 'teste', now: new Date(), timeZone: 'UTC' });
      const file = join(copy.path, required(copy.manifest.tables.find((table) => table.name === 'orders'), 'orders').file);
      await rm(file);
      await expect(restoreBackup({ url: restored.url, archiveDir: copy.path, objectsDir: null, force: true })).rejects.toThrow(
        'O backup está danificado: tables/orders.copy.gz está faltando. Nada foi alterado.',
      );
      expect((await everyRow(restored.url)).get('orders')).toEqual(before.get('orders'));
    } finally {
      await rm(damaged, { recursive: true, force: true });
    }
  });
});
