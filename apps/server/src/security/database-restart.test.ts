import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Orm } from '@direto/db';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle, type EmbeddedPostgresOptions } from '@direto/db/embedded';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { createLoadWorld, orderBody, signIn, type LoadWorld } from '../../test/security/order-load';
import { freePort, startServerProcess, type ServerProcess } from '../../test/security/server-process';

/**
 * The database restarts under load: the real server runs on its own embedded PostgreSQL, which
 * is stopped and started again while customers place orders and an owner's live screen is open.
 * While it is down, /healthz and every request answer 503 at once (nothing hangs); once it is
 * back, the pool and the LISTEN connection reconnect by themselves, the owner's stream is told
 * to refetch and hears new orders within 5 s, and every order that got a 201 is stored whole.
 */

const CUSTOMERS = 10;
const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** A request without an answer after this long counts as hung. */
const HANG_MS = 15_000;
const DOWN_MS = 3_000;

interface Placed {
  id: string;
  customerId: string;
  total: string;
}

let dataDir: string;
let databaseOptions: EmbeddedPostgresOptions;
let database: EmbeddedPostgresHandle;
let orm: Orm;
let server: ServerProcess | undefined;
let stream: EventStream | undefined;
let world: LoadWorld;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'direto-restart-pg-'));
  databaseOptions = { dataDir, port: await freePort(), database: 'direto_restart' };
  database = await startEmbeddedPostgres(databaseOptions);
  orm = await openDatabase({ clientUrl: database.url });
  await migrateToLatest(orm);

  world = await createLoadWorld(orm.em.fork(), { customers: CUSTOMERS, restaurantName: 'Cantina do Reinício' });
}, 120_000);

afterAll(async () => {
  stream?.close();
  await server?.kill('SIGKILL');
  await orm?.close();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function pick<T>(items: T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nada para escolher');
  return item;
}

/** One dish, once: each accepted order is stored with exactly one item. */
const randomOrder = () => orderBody(world.restaurant, [{ product: pick(world.products), quantity: 1 }]);

async function health(baseUrl: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(HANG_MS) });
  return { status: res.status, body: await res.json() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database restart under load', () => {
  it('answers 503 while PostgreSQL is down, reconnects by itself, resumes the live stream and loses no accepted order', async () => {
    server = await startServerProcess(database.url);
    const baseUrl = server.baseUrl;
    const signedIn = await Promise.all(world.customers.map(async (customer) => ({ customer, cookie: await signIn(baseUrl, customer.email) })));
    const ownerCookie = await signIn(baseUrl, world.owner.email);
    stream = await openEventStream(baseUrl, 'live.restaurantOrders', { restaurantId: world.restaurant.id }, ownerCookie);
    await stream.waitFor<{ type: string }>((event) => event.type === 'sync');

    const accepted: Placed[] = [];
    const unavailable: { status: number; message: string }[] = [];
    const unexpected: { status: number; body: unknown }[] = [];
    let hung = 0;
    let stop = false;
    let databaseBackAt = Infinity;
    let acceptedAfterReturn = 0;

    const load = Promise.all(
      signedIn.map(async ({ customer, cookie }) => {
        while (!stop) {
          try {
            const res = await fetch(`${baseUrl}/api/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify(randomOrder()),
              signal: AbortSignal.timeout(HANG_MS),
            });
            const body = (await res.json()) as { id: string; total: string; message?: string };
            if (res.status === 201) {
              accepted.push({ id: body.id, total: body.total, customerId: customer.id });
              if (Date.now() > databaseBackAt) acceptedAfterReturn++;
            } else if (res.status === 503) {
              unavailable.push({ status: res.status, message: body.message ?? '' });
              await sleep(100); // as a client would, before trying again
            } else {
              unexpected.push({ status: res.status, body });
            }
          } catch (error) {
            hung++;
            unexpected.push({ status: 0, body: String(error) });
          }
        }
      }),
    );

    try {
      await expect.poll(() => accepted.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20);

      // PostgreSQL goes away (fast shutdown, as a restart does).
      await database.stop();
      const downSince = Date.now();
      const healthWhileDown: number[] = [];
      while (Date.now() - downSince < DOWN_MS) {
        const started = Date.now();
        const { status, body } = await health(baseUrl);
        healthWhileDown.push(status);
        expect(body).toMatchObject({ status: 'unavailable' });
        expect(Date.now() - started, '/healthz took too long while the database was down').toBeLessThan(2_000);
        await sleep(200);
      }
      expect(new Set(healthWhileDown)).toEqual(new Set([503]));
      const refusedWhileDown = unavailable.length;
      expect(refusedWhileDown, 'orders placed while the database was down were not refused with 503').toBeGreaterThan(0);

      // It comes back, on the same data.
      database = await startEmbeddedPostgres(databaseOptions);
      databaseBackAt = Date.now();
      const withinFiveSeconds = () => Math.max(1, databaseBackAt + 5_000 - Date.now());

      // The owner's screen is told to refetch, then hears new orders again, within 5 s.
      await stream.waitFor<{ type: string; reason?: string }>((event) => event.type === 'sync' && event.reason === 'reconnected', withinFiveSeconds());
      const heard = await stream.waitFor<{ type: string; orderId: string }>((event) => event.type === 'order.placed', withinFiveSeconds());
      expect(Date.now() - databaseBackAt).toBeLessThan(5_000);
      await expect.poll(() => accepted.some((order) => order.id === heard.orderId), { timeout: 5_000 }).toBe(true);

      // The pool reconnected: orders are accepted again, and /healthz is 200.
      await expect.poll(() => acceptedAfterReturn, { timeout: 5_000 }).toBeGreaterThanOrEqual(20);
      expect((await health(baseUrl)).status).toBe(200);
    } finally {
      stop = true;
      await load;
    }

    // Refusals were 503 with the pt-BR message, and nothing hung or failed otherwise.
    expect(hung, server.output()).toBe(0);
    expect(unexpected, server.output()).toEqual([]);
    expect(unavailable.filter((refusal) => refusal.message !== UNAVAILABLE_MESSAGE)).toEqual([]);

    // Every order that got a 201 is stored, with its item and amounts.
    const stored = await orm.em
      .fork()
      .execute<{ id: string; customer_id: string; total: string; items: number }[]>(
        `select o.id, o.customer_id, o.total::text as total, count(i.id)::int as items
           from orders o left join order_items i on i.order_id = o.id
          group by o.id`,
      );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const order of accepted) {
      const row = byId.get(order.id);
      expect(row, `pedido ${order.id} aceito e perdido`).toBeDefined();
      expect(row).toEqual({ id: order.id, customer_id: order.customerId, total: order.total, items: 1 });
    }
    expect(stored.filter((row) => row.items === 0)).toEqual([]);
  }, 120_000);
});
