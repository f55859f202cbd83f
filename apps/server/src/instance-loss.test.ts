import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { required } from '../test/required';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy';
import { createLoadWorld, orderBody, signIn, type LoadWorld } from '../test/security/order-load';
import { startServerProcess, type ServerProcess } from '../test/security/server-process';
import { subscribeWithTrpcClient, type ClientObservation, type TrpcSubscription } from '../test/trpc-subscription-client';

/**
 * Issue 36, losing an instance: three server processes on one database behind a round-robin
 * proxy (as the scale profile's Caddy spreads them). Customers place orders through the proxy,
 * each checkout with its own Idempotency-Key, retried with the same key on a network error or a
 * 5xx, as a client written against the spec does; owners' live screens (the web app's own tRPC
 * client over EventSource) follow the restaurant's orders. One instance is SIGKILLed mid-load:
 * every acknowledged order is stored exactly once, no checkout makes two orders, and every
 * screen hears new orders again, through another instance, within 5 s of the kill.
 */

const INSTANCES = 3;
const CUSTOMERS = 8;
const SCREENS = 6;
/** Orders acknowledged before the kill, so it happens mid-load. */
const ACKED_BEFORE_KILL = 20;
const BACK_WITHIN_MS = 5_000;
/** A checkout retried this many times without an answer is given up (counted, never asserted stored). */
const ATTEMPTS = 40;
const RETRY_PAUSE_MS = 150;

interface Acked {
  key: string;
  id: string;
  customerId: string;
  /** When the checkout's first attempt was sent. */
  startedAt: number;
}

let db: TestDatabase;
let world: LoadWorld;
let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;
const screens: TrpcSubscription[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  world = await createLoadWorld(db.orm.em.fork(), { customers: CUSTOMERS, restaurantName: 'Cantina das Três Instâncias' });
  servers = await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(db.url, { timeoutMs: 90_000 })));
  proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
}, 150_000);

afterAll(async () => {
  for (const screen of screens) screen.close();
  await proxy?.close();
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await db?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A data observation of the live stream: an order placed, or a `sync` (refetch) message. */
const isData = (observation: ClientObservation): observation is Extract<ClientObservation, { type: 'data' }> => observation.type === 'data';
const placedOrderId = (observation: ClientObservation) => {
  if (!isData(observation)) return null;
  const data = observation.data as { type?: string; orderId?: string };
  return data.type === 'order.placed' ? (data.orderId ?? null) : null;
};

describe('an instance is SIGKILLed behind the proxy under load', () => {
  it('loses and doubles no acknowledged order, and every live screen hears orders again within 5 s', async () => {
    const gateway = required(proxy, 'o proxy');
    const cookies = await Promise.all(world.customers.map((customer) => signIn(gateway.url, customer.email)));
    for (let index = 0; index < SCREENS; index++) {
      const cookie = await signIn(gateway.url, world.owner.email);
      screens.push(subscribeWithTrpcClient(gateway.url, 'live.restaurantOrders', { restaurantId: world.restaurant.id }, cookie));
    }
    await Promise.all(screens.map((screen) => screen.waitFor((observation) => isData(observation) && (observation.data as { type?: string }).type === 'sync', 30_000)));

    const acked: Acked[] = [];
    /** Checkouts that got no 2xx after every attempt: such an order may or may not exist, once at most. */
    const givenUp: string[] = [];
    const refused: { status: number; body: string }[] = [];
    let retries = 0;
    let stop = false;

    async function checkout(customerIndex: number): Promise<void> {
      const key = randomUUID();
      const startedAt = Date.now();
      const body = JSON.stringify(orderBody(world.restaurant, [{ product: required(world.products[customerIndex % world.products.length], 'um prato'), quantity: 1 }]));
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        if (attempt > 0) {
          retries++;
          await sleep(RETRY_PAUSE_MS);
        }
        let res: Response;
        try {
          res = await fetch(`${gateway.url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key, cookie: cookies[customerIndex] as string },
            body,
            signal: AbortSignal.timeout(10_000),
          });
        } catch {
          continue; // the connection was cut: same key again
        }
        const text = await res.text().catch(() => '');
        if (res.status >= 500) continue;
        if (res.ok) {
          acked.push({ key, id: (JSON.parse(text) as { id: string }).id, customerId: required(world.customers[customerIndex], 'o cliente').id, startedAt });
        } else {
          refused.push({ status: res.status, body: text });
        }
        return;
      }
      givenUp.push(key);
    }

    const load = Promise.all(
      world.customers.map(async (_, customerIndex) => {
        while (!stop) {
          await checkout(customerIndex);
          await sleep(50);
        }
      }),
    );

    try {
      await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
      // The instance holding the most live screens dies.
      const victim = servers.map((_, index) => index).reduce((best, index) => (gateway.openStreams(index) > gateway.openStreams(best) ? index : best));
      const screensOnVictim = gateway.openStreams(victim);
      expect(screensOnVictim, 'nenhuma tela estava na instância derrubada').toBeGreaterThan(0);
      const seenBeforeKill = screens.map((screen) => screen.observations().length);
      // Killed while orders are on their way to it, so their answers are lost and the customers retry.
      await expect.poll(() => gateway.inFlight(victim, 'POST'), { timeout: 10_000, interval: 5 }).toBeGreaterThanOrEqual(2);
      const killedAt = Date.now();
      await required(servers[victim], 'a instância').kill('SIGKILL');

      // Every screen hears an order whose checkout began after the kill, within 5 s.
      const heardAfterKill = (screen: TrpcSubscription, index: number) =>
        screen.waitFor((observation) => {
          const id = placedOrderId(observation);
          return id !== null && acked.some((order) => order.id === id && order.startedAt > killedAt);
        }, 15_000).then(() => Date.now() - killedAt, () => Infinity).then((ms) => ({ index, ms }));
      const delays = await Promise.all(screens.map(heardAfterKill));
      const reconnected = screens.filter((screen, index) => screen.observations().slice(seenBeforeKill[index]).some((observation) => observation.type === 'state' && observation.state === 'connecting'));
      expect(reconnected.length, 'as telas da instância derrubada não reconectaram').toBe(screensOnVictim);
      expect(delays.filter(({ ms }) => ms > BACK_WITHIN_MS), `tempos até o primeiro pedido ouvido após a queda (ms): ${JSON.stringify(delays)}`).toEqual([]);
      await expect.poll(() => acked.filter((order) => order.startedAt > killedAt).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20);
    } finally {
      stop = true;
      await load;
    }

    expect(refused).toEqual([]);
    expect(givenUp).toEqual([]);
    expect(retries, 'nenhuma requisição precisou ser repetida: a queda não aconteceu no meio da carga').toBeGreaterThan(0);

    // Every acknowledged order is stored exactly once, and each checkout made one order at most.
    const stored = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; customer_id: string; idempotency_key: string | null }[]>(`select id, customer_id, idempotency_key from orders where restaurant_id = ?`, [world.restaurant.id]);
    const ordersByCheckout = new Map<string, string[]>();
    for (const row of stored) {
      const checkout = `${row.customer_id}/${row.idempotency_key}`;
      ordersByCheckout.set(checkout, [...(ordersByCheckout.get(checkout) ?? []), row.id]);
    }
    expect([...ordersByCheckout.entries()].filter(([, ids]) => ids.length > 1), 'compras que viraram dois pedidos').toEqual([]);
    for (const order of acked) expect(ordersByCheckout.get(`${order.customerId}/${order.key}`), `pedido ${order.id} confirmado`).toEqual([order.id]);
    // And nothing else: no order exists beyond the acknowledged checkouts.
    expect(stored.length).toBe(acked.length);
  }, 180_000);
});
