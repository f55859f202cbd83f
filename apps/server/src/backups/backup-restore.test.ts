import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type OptionGroup } from '@direto/contracts';
import { Product, Restaurant } from '@direto/db';
import { restoreBackup, writeBackup, type BackupResult } from '@direto/db/backup';
import { seedDemoData } from '@direto/db/seed';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { pngImage } from '../../test/images';
import { required } from '../../test/required';
import { sessionCookieFrom } from '../../test/session';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backupTargetOf, type BackupTarget } from './backup-target';
import { runBackup } from './run-backup';

/**
 * Issue 36, done when: seeded data and orders (with images and option groups) are backed up,
 * the database and the objects are wiped, the archive is restored, and every row of every table
 * and every object comes back byte for byte; sessions are ended. The server's own keys, generated
 * into DATA_DIR (no SESSION_SECRET, no VAPID_* variables here), travel in the archive: a restore
 * into a fresh DATA_DIR (a new machine) keeps every push subscription and signed cookie working.
 */

let t: TestApp;
let owner: SignedInOwner;
let customer: SignedInCustomer;
let imagePath: string;
let before: Map<string, string[]>;
let objectsBefore: Map<string, Buffer>;
let backup: BackupResult;
let restored: TestDatabase;
let restoredConfig: Config;
let pushKeyBefore: string;
let deviceCookie: string;
/** What the owner sees before the backup: the account's order and the restaurant's customers. */
let orderBefore: unknown;
let customersBefore: unknown;
const backupDir = mkdtempSync(join(tmpdir(), 'direto-backups-'));
const restoredDataDir = mkdtempSync(join(tmpdir(), 'direto-restored-data-'));
const KEY_FILES = ['session-secret', 'vapid-keys.json'];

const urlOf = (database: { orm: TestApp['orm'] }) => database.orm.config.get('clientUrl') as string;

/** The environment of a test server on `dataDir` with no SESSION_SECRET and no VAPID_* (its keys are files there). */
const testEnv = (dataDir: string, databaseUrl?: string) => ({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BACKUP_AT: 'off' });

/** The same server configured with SESSION_SECRET and VAPID_* instead: it reads no key file. */
function withKeyVariables(dataDir: string, databaseUrl: string): Config {
  const vapid = webpush.generateVAPIDKeys();
  return loadConfig({ ...testEnv(dataDir, databaseUrl), SESSION_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
}

/** What `pnpm db:restore` passes for a server's configuration. */
const restoreTarget = ({ objectsDir, serverKeys }: BackupTarget) => ({ objectsDir, serverKeys });

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

/** A tRPC query over HTTP, as the browser makes it. */
async function trpcQuery<T>(app: TestApp['app'], procedure: string, cookie: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url: `/trpc/${procedure}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: T } }>().result.data;
}

/** The device cookie a guest order set, as a Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'direto.device' && c.value);
  if (!cookie) throw new Error(`O pedido sem cadastro (${res.statusCode}) não deixou o cookie do aparelho: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

async function everyObject(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)));
}

beforeAll(async () => {
  // No SESSION_SECRET and no VAPID_* variables: the server generates both into DATA_DIR.
  t = await createTestApp({ BACKUP_DIR: backupDir, SESSION_SECRET: undefined });
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

  // The owner's phone subscribes to push with the server's public key; a guest's browser is remembered by a signed cookie.
  pushKeyBefore = required((await trpcQuery<{ publicKey: string | null }>(t.app, 'push.publicKey', owner.cookie)).publicKey, 'VAPID');
  await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { guestOrders: true });
  const guest = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/guest-orders`,
    payload: {
      order: { restaurantId: owner.restaurant.id, subtotal: '30.00', deliveryFee: '5.00', total: '35.00', deliveryAddress: 'Rua das Flores, 10' },
      items: [{ productId: pizza.id, quantity: 1, unitPrice: '30.00', totalPrice: '30.00' }],
      customer: { name: 'Maria Convidada', phone: '(11) 97777-1234', marketingConsent: false },
    },
  });
  expect(guest.statusCode, guest.body).toBe(201);
  deviceCookie = deviceCookieOf(guest);
  orderBefore = (await owner.rest.get(`/api/orders/${placed.json<{ id: string }>().id}`)).json();
  customersBefore = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers`)).json();

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

  it('copies the server’s own keys from DATA_DIR, and keeps the archive its owner’s only (it holds secrets)', async () => {
    expect(backup.manifest.formatVersion).toBe(2);
    expect(backup.manifest.keys.map((key) => key.file)).toEqual(KEY_FILES.map((name) => `keys/${name}`));
    for (const name of KEY_FILES) {
      expect(await readFile(join(backup.path, 'keys', name)), name).toEqual(await readFile(join(t.config.DATA_DIR, name)));
      expect(await modeOf(join(backup.path, 'keys', name)), name).toBe(0o600);
    }
    expect(await modeOf(backup.path)).toBe(0o700);
    expect(await modeOf(join(backup.path, 'manifest.json'))).toBe(0o600);
  });

  it('leaves the keys out when variables set them (the file beside them is not what the server reads)', async () => {
    const config = withKeyVariables(t.config.DATA_DIR, urlOf(t));
    const elsewhere = mkdtempSync(join(tmpdir(), 'direto-backups-'));
    try {
      const copy = await writeBackup({ url: urlOf(t), ...backupTargetOf(config), backupDir: elsewhere, now: new Date() });
      expect(copy.manifest.keys).toEqual([]);
      expect(await readdir(copy.path)).not.toContain('keys');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('pnpm db:restore', () => {
  beforeAll(async () => {
    restored = await createTestDatabase({ empty: true });
    // The restore refuses a database others are connected to: this pool is closed first.
    await restored.orm.close();
    // A new machine: an empty DATA_DIR, the same configuration (no SESSION_SECRET, no VAPID_*).
    restoredConfig = loadConfig(testEnv(restoredDataDir, restored.url));
    await restoreBackup({ url: restored.url, archiveDir: backup.path, ...restoreTarget(backupTargetOf(restoredConfig)), force: false });
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

  it('puts the server’s keys back into DATA_DIR, readable by their owner only', async () => {
    for (const name of KEY_FILES) {
      expect(await readFile(join(restoredDataDir, name)), name).toEqual(await readFile(join(t.config.DATA_DIR, name)));
      expect(await modeOf(join(restoredDataDir, name)), name).toBe(0o600);
    }
  });

  it('serves the same menu, images, orders and customers, and everyone signs in again', async () => {
    const { openDatabase } = await import('@direto/db');
    const orm = await openDatabase({ clientUrl: restored.url });
    const app = await buildApp({ config: restoredConfig, orm });
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

      // The owner, signed in again, sees the same order and the same customers.
      const ownerAgain = sessionCookieFrom(await app.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password: owner.password } }));
      const orderId = (orderBefore as { id: string }).id;
      const order = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: ownerAgain } });
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json()).toEqual(orderBefore);
      const customers = await app.inject({ method: 'GET', url: `/api/restaurants/${owner.restaurant.id}/customers`, headers: { cookie: ownerAgain } });
      expect(customers.statusCode, customers.body).toBe(200);
      expect(customers.json()).toEqual(customersBefore);
      expect(customers.json<{ customers: { name: string }[] }>().customers.map((c) => c.name)).toContain('Maria Convidada');

      // Same keys: the owner's phone, subscribed with the old public key, keeps getting alerts...
      expect((await trpcQuery<{ publicKey: string | null }>(app, 'push.publicKey', ownerAgain)).publicKey).toBe(pushKeyBefore);
      // ...and the guest's browser, whose signed cookie was set before the backup, is still recognised.
      const device = await trpcQuery<{ prefill: { name: string } | null; orders: unknown[] }>(app, 'guestOrder.device', deviceCookie);
      expect(device.prefill?.name).toBe('Maria Convidada');
      expect(device.orders).toHaveLength(1);
    } finally {
      await app.close();
      await orm.close();
    }
  });

  it('refuses a database that is not empty, unless --force, which replaces it (and a different key beside it)', async () => {
    const target = restoreTarget(backupTargetOf(restoredConfig));
    await expect(restoreBackup({ url: restored.url, archiveDir: backup.path, ...target, force: false })).rejects.toThrow(
      'O banco de dados não está vazio. Para apagá-lo e restaurar o backup no lugar, repita com --force.',
    );
    const client = new pg.Client({ connectionString: restored.url });
    await client.connect();
    await client.query(`insert into settings (key, value) values ('depois-do-backup', 'x')`);
    await client.end();
    await writeFile(join(restoredDataDir, 'session-secret'), 'outro-segredo-gerado-nesta-maquina-0123456789');
    const result = await restoreBackup({ url: restored.url, archiveDir: backup.path, ...target, force: true });
    const after = await everyRow(restored.url);
    for (const [table, rows] of before) if (table !== 'sessions') expect(after.get(table), table).toEqual(rows);
    expect(result.keysRestored).toEqual(['session-secret']);
    expect(await readFile(join(restoredDataDir, 'session-secret'))).toEqual(await readFile(join(t.config.DATA_DIR, 'session-secret')));
  });

  it('refuses to replace a different key in DATA_DIR without --force (nothing changes); writes none where variables set the keys', async () => {
    const empty = await createTestDatabase({ empty: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'direto-other-data-'));
    try {
      await empty.orm.close();
      const otherKeys = JSON.stringify(webpush.generateVAPIDKeys());
      await writeFile(join(dataDir, 'vapid-keys.json'), otherKeys);
      const target = restoreTarget(backupTargetOf(loadConfig(testEnv(dataDir, empty.url))));
      await expect(restoreBackup({ url: empty.url, archiveDir: backup.path, ...target, force: false })).rejects.toThrow(
        `${join(dataDir, 'vapid-keys.json')} já existe com uma chave diferente da do backup. Para substituir pelas do backup, repita com --force`,
      );
      expect(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8')).toBe(otherKeys);
      expect(await readdir(dataDir)).toEqual(['vapid-keys.json']);
      expect([...(await everyRow(empty.url)).keys()]).toEqual([]);

      // The same machine configured with SESSION_SECRET and VAPID_*: the server reads no key file, so none is written.
      const variablesTarget = restoreTarget(backupTargetOf(withKeyVariables(dataDir, empty.url)));
      const result = await restoreBackup({ url: empty.url, archiveDir: backup.path, ...variablesTarget, force: false });
      expect(result.keysRestored).toEqual([]);
      expect(result.keysUnused).toEqual(KEY_FILES);
      expect(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8')).toBe(otherKeys);
      expect((await readdir(dataDir)).filter((name) => name !== 'objects')).toEqual(['vapid-keys.json']);
    } finally {
      await empty.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('changes nothing when a file of the archive is damaged', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'direto-damaged-'));
    try {
      const copy = await writeBackup({ url: restored.url, backupDir: damaged, objectsDir: null, serverKeys: null, appVersion: 'teste', now: new Date(), timeZone: 'UTC' });
      const file = join(copy.path, required(copy.manifest.tables.find((table) => table.name === 'orders'), 'orders').file);
      await rm(file);
      await expect(restoreBackup({ url: restored.url, archiveDir: copy.path, objectsDir: null, serverKeys: null, force: true })).rejects.toThrow(
        'O backup está danificado: tables/orders.copy.gz está faltando. Nada foi alterado.',
      );
      expect((await everyRow(restored.url)).get('orders')).toEqual(before.get('orders'));
    } finally {
      await rm(damaged, { recursive: true, force: true });
    }
  });
});
