import pg from 'pg';
import { fromCents, toCents } from '@direto/contracts';
import { runLoad, type CpuTargets, type LoadResult } from './load';
import { required } from './required';
import { signInAll } from './sign-in';
import { customerEmail, DURATIONS, ORDER_CONNECTIONS, ORDER_CUSTOMERS } from './settings';

interface MenuProduct {
  id: string;
  priceCents: number;
}
interface OpenRestaurant {
  id: string;
  feeCents: number;
  products: MenuProduct[];
}
interface CartLine {
  productId: string;
  quantity: number;
  unitCents: number;
}
interface SentOrder {
  customerId: string;
  restaurantId: string;
  lines: CartLine[];
  subtotalCents: number;
  feeCents: number;
}

export interface OrderFigures {
  customers: number;
  load: LoadResult;
  /** 2xx answers of the measured run. */
  placed: number;
  ordersPerSecond: number;
  /** Every 2xx answer of the warm-up and the run, checked in the database. */
  checked: number;
  /** Requests in flight when a run stopped (no answer read) whose order the server did store: correct, not a problem. */
  cutOff: number;
  /** Problems found when checking; empty when every order is stored once and correct. */
  problems: string[];
  /** A sample of refused answers, to explain failures. */
  refusals: string[];
}

/**
 * Customers place orders as the web app does (POST /api/orders with the cart the menu showed),
 * each request from the next of ORDER_CUSTOMERS signed-in customers, over the open restaurants
 * other than the dashboard's. Then every accepted order is checked in the database.
 */
export async function measureOrders(appUrl: string, databaseUrl: string, cpu: CpuTargets, log: (m: string) => void): Promise<OrderFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const customers = await loadCustomers(db);
    const restaurants = await loadOpenMenus(db);
    const cookies = await signInAll(appUrl, customers.map((customer) => customer.email));
    log(`${customers.length} clientes conectados; ${restaurants.length} restaurantes abertos`);

    const accepted = new Map<string, SentOrder>();
    // Sent and not yet answered; what is left when a run stops was cut off by its end.
    const unanswered = new Set<SentOrder>();
    const refusals: string[] = [];
    const problems: string[] = [];
    let counter = 0;

    const run = (durationS: number) =>
      runLoad(appUrl, {
        title: 'pedidos',
        connections: ORDER_CONNECTIONS,
        durationS,
        cpu,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request, context) => {
              const n = counter++;
              const customerIndex = n % customers.length;
              const order = cartFor(n, required(customers[customerIndex], 'cliente').id, restaurants);
              (context as { order?: SentOrder }).order = order;
              unanswered.add(order);
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  cookie: required(cookies[customerIndex], 'cookie do cliente'),
                  origin: appUrl,
                },
                body: JSON.stringify(requestBody(order)),
              };
            },
            onResponse: (status, body, context) => {
              // setupRequest put it there before sending this request.
              const order = required((context as { order?: SentOrder }).order, 'pedido da requisição');
              unanswered.delete(order);
              if (status < 200 || status >= 300) {
                if (refusals.length < 5) refusals.push(`${status} ${body.slice(0, 200)}`);
                return;
              }
              const id = (JSON.parse(body) as { id?: string }).id;
              if (!id) problems.push(`resposta 2xx sem id do pedido: ${body.slice(0, 200)}`);
              else if (accepted.has(id)) problems.push(`o mesmo id ${id} respondido duas vezes`);
              else accepted.set(id, order);
            },
          },
        ],
      });

    // A second of slack: the server stamps createdAt with its own clock, in milliseconds.
    const runStart = new Date((await databaseNow(db)).getTime() - 1000);
    await run(DURATIONS.warmup);
    const beforeRun = accepted.size;
    const load = await run(DURATIONS.orders);
    const placed = accepted.size - beforeRun;
    // Let the server finish what was in flight when the run stopped before looking.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const check = await verifyStoredOrders(db, accepted, [...unanswered], customers.map((c) => c.id), runStart);
    problems.push(...check.problems);
    log(`pedidos: ${(placed / load.durationS).toFixed(0)}/s, p99 ${load.p99Ms.toFixed(1)} ms, ${load.failures} recusas, ${problems.length} problemas`);
    return {
      customers: customers.length,
      load,
      placed,
      ordersPerSecond: placed / load.durationS,
      checked: accepted.size,
      cutOff: check.cutOffStored,
      problems,
      refusals,
    };
  } finally {
    await db.end();
  }
}

async function loadCustomers(db: pg.Client): Promise<{ id: string; email: string }[]> {
  const emails = Array.from({ length: ORDER_CUSTOMERS }, (_, index) => customerEmail(index + 1));
  const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = ANY($1) ORDER BY email', [emails]);
  if (rows.length !== emails.length) throw new Error(`esperados ${emails.length} clientes, achados ${rows.length}`);
  return rows;
}

/** What the menu page shows: open restaurants (not the dashboard's) and their available products. */
async function loadOpenMenus(db: pg.Client): Promise<OpenRestaurant[]> {
  const { rows } = await db.query<{ id: string; delivery_fee: string; products: { id: string; price: string }[] }>(
    `SELECT r.id, r.delivery_fee,
            json_agg(json_build_object('id', p.id, 'price', p.price::text) ORDER BY p.created_at) AS products
     FROM restaurants r JOIN products p ON p.restaurant_id = r.id AND p.is_available
     WHERE r.is_open AND r.shareable_slug LIKE 'bench-%' AND r.shareable_slug <> 'bench-00001'
     GROUP BY r.id, r.delivery_fee`,
  );
  return rows.map((row) => ({
    id: row.id,
    feeCents: toCents(row.delivery_fee),
    products: row.products.map((product) => ({ id: product.id, priceCents: toCents(product.price) })),
  }));
}

/** The n-th cart: 1–3 distinct products, quantities 1–3, from a restaurant picked round the list. */
function cartFor(n: number, customerId: string, restaurants: OpenRestaurant[]): SentOrder {
  const restaurant = required(restaurants[(n * 7) % restaurants.length], 'restaurante aberto');
  const lineCount = 1 + (n % 3);
  const lines: CartLine[] = [];
  for (let line = 0; line < lineCount; line++) {
    const product = required(restaurant.products[(n * 13 + line * 29) % restaurant.products.length], 'produto disponível');
    if (lines.some((existing) => existing.productId === product.id)) continue;
    lines.push({ productId: product.id, quantity: 1 + ((n + line) % 3), unitCents: product.priceCents });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return { customerId, restaurantId: restaurant.id, lines, subtotalCents, feeCents: restaurant.feeCents };
}

/** The POST /api/orders body of spec §7, amounts as two-decimal strings. */
function requestBody(order: SentOrder) {
  return {
    order: {
      restaurantId: order.restaurantId,
      subtotal: fromCents(order.subtotalCents),
      deliveryFee: fromCents(order.feeCents),
      total: fromCents(order.subtotalCents + order.feeCents),
      status: 'pending',
    },
    items: order.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitCents),
      totalPrice: fromCents(line.unitCents * line.quantity),
    })),
  };
}

async function databaseNow(db: pg.Client): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
  return required(rows[0], 'resposta de SELECT now()').now;
}

/**
 * Every accepted order is in the database exactly once, for the right customer and restaurant,
 * pending, with the cart's lines and the amounts the server must have computed; and no order
 * was stored that the client did not send. An order stored without an answer read must be one of
 * the requests still in flight when autocannon stopped the run (it closes those connections).
 */
async function verifyStoredOrders(
  db: pg.Client,
  accepted: Map<string, SentOrder>,
  unanswered: SentOrder[],
  customerIds: string[],
  since: Date,
): Promise<{ problems: string[]; cutOffStored: number }> {
  const problems: string[] = [];
  const { rows: orders } = await db.query<{
    id: string;
    customer_id: string;
    restaurant_id: string;
    status: string;
    subtotal: string;
    delivery_fee: string;
    total: string;
  }>(
    `SELECT id, customer_id, restaurant_id, status, subtotal::text, delivery_fee::text, total::text
     FROM orders WHERE customer_id = ANY($1) AND created_at >= $2`,
    [customerIds, since],
  );
  const { rows: items } = await db.query<{ order_id: string; product_id: string; quantity: number; unit_price: string; total_price: string }>(
    `SELECT i.order_id, i.product_id, i.quantity, i.unit_price::text, i.total_price::text
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.customer_id = ANY($1) AND o.created_at >= $2`,
    [customerIds, since],
  );
  const itemsByOrder = new Map<string, typeof items>();
  for (const item of items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);

  const stored = new Set<string>();
  const inFlight = new Set(unanswered);
  let cutOffStored = 0;
  for (const order of orders) {
    if (stored.has(order.id)) problems.push(`pedido ${order.id} gravado duas vezes`);
    stored.add(order.id);
    let sent = accepted.get(order.id);
    if (!sent) {
      const storedLines = linesOf(itemsByOrder.get(order.id) ?? []);
      sent = [...inFlight].find(
        (candidate) =>
          candidate.customerId === order.customer_id &&
          candidate.restaurantId === order.restaurant_id &&
          JSON.stringify(expectedLinesOf(candidate)) === JSON.stringify(storedLines),
      );
      if (!sent) {
        problems.push(`pedido ${order.id} gravado sem ter sido enviado (nem resposta 2xx, nem requisição interrompida igual)`);
        continue;
      }
      inFlight.delete(sent);
      cutOffStored++;
    }
    const expected = {
      customer: sent.customerId,
      restaurant: sent.restaurantId,
      status: 'pending',
      subtotal: fromCents(sent.subtotalCents),
      fee: fromCents(sent.feeCents),
      total: fromCents(sent.subtotalCents + sent.feeCents),
    };
    const actual = {
      customer: order.customer_id,
      restaurant: order.restaurant_id,
      status: order.status,
      subtotal: order.subtotal,
      fee: order.delivery_fee,
      total: order.total,
    };
    if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      problems.push(`pedido ${order.id}: esperado ${JSON.stringify(expected)}, gravado ${JSON.stringify(actual)}`);
    }
    const expectedLines = expectedLinesOf(sent);
    const storedLines = linesOf(itemsByOrder.get(order.id) ?? []);
    if (JSON.stringify(expectedLines) !== JSON.stringify(storedLines)) {
      problems.push(`pedido ${order.id}: itens esperados ${expectedLines.join(', ')}; gravados ${storedLines.join(', ')}`);
    }
  }
  for (const id of accepted.keys()) {
    if (!stored.has(id)) problems.push(`pedido ${id} respondido 2xx mas não gravado`);
  }
  // A long list helps nobody: the first problems and the count say enough.
  return { problems: problems.length > 20 ? [...problems.slice(0, 20), `… e mais ${problems.length - 20}`] : problems, cutOffStored };
}

function expectedLinesOf(order: SentOrder): string[] {
  return order.lines.map((line) => `${line.productId}×${line.quantity}@${fromCents(line.unitCents)}=${fromCents(line.unitCents * line.quantity)}`).sort();
}

function linesOf(items: { product_id: string; quantity: number; unit_price: string; total_price: string }[]): string[] {
  return items.map((item) => `${item.product_id}×${item.quantity}@${item.unit_price}=${item.total_price}`).sort();
}
