import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromCents, toCents, type OrderEvent } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { openEventStream, type EventStream } from '../test/event-stream';
import { makeProduct } from '../test/factories';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../test/restaurant-fixtures';
import { startServerWith, type ServerProcess } from '../test/security/server-process';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 20, "past one machine": three real server processes (`node src/main.ts`, production
 * mode, as the docker-compose `scale` profile runs its replicas) on ONE database and ONE S3
 * server (s3rver standing in for MinIO), each with its own DATA_DIR. Everything that must be
 * shared goes through PostgreSQL: a client sent to any of them by the load balancer sees one app.
 */
const BUCKET = 'direto-imagens';
/** Failed logins one address may make for one e-mail in 15 minutes (services/auth.ts). */
const LOGIN_FAILURES_PER_EMAIL_AND_IP = 10;
const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
let s3rver: S3rver;
let servers: ServerProcess[] = [];
let owner: SignedInOwner;
let customer: SignedInCustomer;
let product: IProduct;
const streams: EventStream[] = [];

beforeAll(async () => {
  // The test app arranges the data (accounts through the real routes); the three processes serve.
  t = await createTestApp({ SESSION_SECRET });
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'direto-s3rver-')), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  const environment = {
    DATABASE_URL: t.config.DATABASE_URL,
    SESSION_SECRET,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  servers = await Promise.all([0, 1, 2].map(() => startServerWith({ ...environment, DATA_DIR: mkdtempSync(join(tmpdir(), 'direto-replica-')) }, { timeoutMs: 60_000 })));
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '5.00' });
  customer = await signedInCustomer(t, { firstName: 'Ana' });
  product = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.kill('SIGTERM')));
  await s3rver?.close();
  await t?.close();
});

const replica = (index: number) => (servers[index] as ServerProcess).baseUrl;

async function call(server: string, method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(new URL(path, server), {
    method,
    headers: {
      origin: server,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

describe('three server processes on one database and one S3 server', () => {
  it('a session made on one is valid on the other two, and a logout on another ends it everywhere', async () => {
    const login = await fetch(new URL('/api/login', replica(0)), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: replica(0) },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    for (const index of [1, 2]) {
      const me = await call(replica(index), 'GET', '/api/user', { cookie });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ email: customer.email });
    }
    expect((await call(replica(2), 'POST', '/api/logout', { cookie })).status).toBeLessThan(300);
    // Each process keeps a session read for a few seconds; the logout reaches them by notification, within moments.
    for (const index of [0, 1]) await vi.waitFor(async () => expect((await call(replica(index), 'GET', '/api/user', { cookie })).status).toBe(401), { timeout: 1000 });
  });

  it('failed logins count across the processes: the attempt after the limit is refused by any of them', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL_AND_IP; attempt++) {
      const refused = await call(replica(attempt % 3), 'POST', '/api/login', { body: { email: owner.email, password: 'senha-errada-123' } });
      expect(refused.status).toBe(401);
    }
    for (const index of [0, 1, 2]) {
      const blocked = await call(replica(index), 'POST', '/api/login', { body: { email: owner.email, password: owner.password } });
      expect(blocked.status).toBe(429);
      expect(String(blocked.json?.message)).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ minutos?\.$/);
    }
  });

  it('an order placed through one reaches the owner live on another and the customer live on the third', async () => {
    const board = await openEventStream(replica(1), 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    const mine = await openEventStream(replica(2), 'live.myOrders', undefined, customer.cookie);
    streams.push(board, mine);
    for (const stream of [board, mine]) await stream.waitFor<{ type: string }>((event) => event.type === 'sync', 5_000);

    const placedAt = Date.now();
    const order = await call(replica(0), 'POST', '/api/orders', {
      cookie: customer.cookie,
      body: {
        order: { restaurantId: owner.restaurant.id, subtotal: product.price, deliveryFee: '5.00', total: fromCents(toCents(product.price) + 500), status: 'pending' },
        items: [{ productId: product.id, quantity: 1, unitPrice: product.price, totalPrice: product.price }],
      },
    });
    expect(order.status).toBe(201);
    const isPlaced = (event: OrderEvent) => event.type === 'order.placed' && event.orderId === order.json?.id;
    expect(await board.waitFor(isPlaced, 1_000)).toMatchObject({ restaurantId: owner.restaurant.id, status: 'pending' });
    expect(await mine.waitFor(isPlaced, 1_000)).toMatchObject({ customerId: customer.user.id });
    expect(Date.now() - placedAt).toBeLessThan(1_500);
  });

  it('a menu edit through one is read on the other two within a second', async () => {
    const menuOf = async (index: number) => {
      const slug = await call(replica(index), 'GET', `/api/restaurants/slug/${owner.restaurant.shareableSlug}`);
      const products = await call(replica(index), 'GET', `/api/restaurants/${owner.restaurant.id}/products`);
      return { restaurant: slug.json as Record<string, unknown>, products: products.json as unknown as Record<string, unknown>[] };
    };
    // Read first everywhere, so whatever a process keeps in memory is there before the edit.
    for (const index of [0, 1, 2]) expect((await menuOf(index)).products.find((item) => item.id === product.id)).toMatchObject({ name: 'Moqueca' });

    const before = await menuOf(0);
    const item = before.products.find((entry) => entry.id === product.id) as Record<string, unknown>;
    const edited = await call(replica(0), 'PUT', `/api/products/${product.id}`, {
      cookie: owner.cookie,
      body: { name: 'Moqueca baiana', description: item.description, price: '94.50', prepTime: item.prepTime, isAvailable: true },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const { name: _name, description, cuisine, deliveryFee, deliveryTime, isOpen } = before.restaurant;
    const renamed = await call(replica(0), 'PUT', `/api/restaurants/${owner.restaurant.id}`, {
      cookie: owner.cookie,
      body: { name: 'Sabor da Bahia Express', description, cuisine, deliveryFee, deliveryTime, isOpen },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const editedAt = Date.now();

    for (const index of [1, 2]) {
      for (;;) {
        const menu = await menuOf(index);
        const item = menu.products.find((entry) => entry.id === product.id);
        if (item?.name === 'Moqueca baiana' && item.price === '94.50' && menu.restaurant.name === 'Sabor da Bahia Express') break;
        expect(Date.now() - editedAt, `o processo ${index + 1} ainda mostra o cardápio antigo`).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  it('every process signs uploads into the one bucket', async () => {
    for (const index of [0, 1, 2]) {
      const upload = await call(replica(index), 'POST', '/api/objects/upload', { cookie: owner.cookie });
      expect(upload.status, JSON.stringify(upload.json)).toBeLessThan(300);
      expect(JSON.stringify(upload.json)).toContain(`/${BUCKET}/uploads/`);
    }
  });
});
