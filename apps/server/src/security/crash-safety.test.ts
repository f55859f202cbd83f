import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { toCents } from '@direto/contracts';
import { required } from '../../test/required';
import { createLoadWorld, orderBody, signIn, type LoadWorld } from '../../test/security/order-load';
import { startServerProcess, type ServerProcess } from '../../test/security/server-process';

/**
 * Crash safety: 50 customers place orders over real HTTP while the server is SIGKILLed, then the
 * server starts again on the same database. Every order that got a 2xx must be stored with all its
 * items, no order may exist without items, and the sessions must survive the restart.
 */

const CUSTOMERS = 50;
/** The server is killed once this many orders were accepted (or after LOAD_MS, whichever first). */
const KILL_AFTER_ACCEPTED = 150;
const LOAD_MS = 8_000;

interface Placed {
  id: string;
  customerId: string;
  total: string;
  items: { productId: string; quantity: number; unitPrice: string; totalPrice: string }[];
}

let db: TestDatabase;
let server: ServerProcess | undefined;
let world: LoadWorld;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await createLoadWorld(db.orm.em.fork(), { customers: CUSTOMERS, restaurantName: 'Cantina da Queda' });
}, 60_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.destroy();
});

/** A random cart of 1 to 3 different products, 1 to 3 of each. */
function randomOrder() {
  const chosen = world.products.filter(() => Math.random() < 0.6);
  const products = chosen.length ? chosen : [required(world.products[0], 'um produto')];
  return orderBody(world.restaurant, products.map((product) => ({ product, quantity: 1 + Math.floor(Math.random() * 3) })));
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

describe('crash safety', () => {
  it('keeps every accepted order whole and every session valid across a SIGKILL', async () => {
    const first = await startServerProcess(db.url);
    server = first; // for afterAll, should the test fail
    const cookies = await inBatches(world.customers, 10, (customer) => signIn(first.baseUrl, customer.email));

    const accepted: Placed[] = [];
    /** Requests whose answer was lost in the crash: the order may or may not exist. */
    let unanswered = 0;
    let refused = 0;
    let stop = false;
    const killed = (async () => {
      const deadline = Date.now() + LOAD_MS;
      while (accepted.length < KILL_AFTER_ACCEPTED && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await first.kill('SIGKILL');
      stop = true;
    })();

    const baseUrl = first.baseUrl;
    await Promise.all(
      cookies.map(async (cookie, index) => {
        while (!stop) {
          try {
            const res = await fetch(`${baseUrl}/api/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify(randomOrder()),
              signal: AbortSignal.timeout(10_000),
            });
            const body = (await res.json()) as Omit<Placed, 'customerId'>;
            if (res.status === 201) accepted.push({ ...body, customerId: required(world.customers[index], 'o cliente').id });
            else refused++;
          } catch {
            unanswered++;
            return;
          }
        }
      }),
    );
    await killed;
    expect(refused, 'valid orders were refused before the crash').toBe(0);
    expect(accepted.length).toBeGreaterThan(0);
    // The kill caught requests in flight, as a crash does.
    expect(unanswered).toBeGreaterThan(0);

    const restarted = await startServerProcess(db.url);
    server = restarted;
    const em = db.orm.em.fork();

    // Every order that got a 201 is stored, with all its items, as answered.
    const stored = await em.execute<{ id: string; customer_id: string; total: string; items: { product_id: string; quantity: number; unit_price: string; total_price: string }[] }[]>(
      `select o.id, o.customer_id, o.total::text as total,
              coalesce(json_agg(json_build_object('product_id', i.product_id, 'quantity', i.quantity, 'unit_price', i.unit_price::text, 'total_price', i.total_price::text))
                       filter (where i.id is not null), '[]') as items
         from orders o left join order_items i on i.order_id = o.id
        group by o.id`,
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const order of accepted) {
      const row = required(byId.get(order.id), `pedido ${order.id} aceito e perdido`);
      expect(row.customer_id).toBe(order.customerId);
      expect(row.total).toBe(order.total);
      const storedItems = row.items.map((item) => `${item.product_id}×${item.quantity}@${item.unit_price}=${item.total_price}`).sort();
      const answeredItems = order.items.map((item) => `${item.productId}×${item.quantity}@${item.unitPrice}=${item.totalPrice}`).sort();
      expect(storedItems).toEqual(answeredItems);
    }

    // No order without items, none half-written, none that nobody asked for.
    expect(stored.filter((row) => row.items.length === 0)).toEqual([]);
    for (const row of stored) {
      const itemsCents = row.items.reduce((sum, item) => sum + toCents(item.total_price), 0);
      expect(toCents(row.total), row.id).toBe(itemsCents + toCents(world.restaurant.deliveryFee));
    }
    expect(stored.length).toBeGreaterThanOrEqual(accepted.length);
    expect(stored.length).toBeLessThanOrEqual(accepted.length + unanswered);

    // The sessions live in PostgreSQL: the old cookies still sign their customers in.
    const me = await inBatches(cookies, 10, (cookie) => fetch(`${restarted.baseUrl}/api/user`, { headers: { cookie } }).then(async (res) => ({ status: res.status, id: ((await res.json()) as { id?: string }).id })));
    expect(me).toEqual(world.customers.map((customer) => ({ status: 200, id: customer.id })));
    const again = await fetch(`${restarted.baseUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: required(cookies[0], 'um cookie') }, body: JSON.stringify(randomOrder()) });
    expect(again.status).toBe(201);

    await restarted.kill('SIGTERM');
  }, 120_000);
});
