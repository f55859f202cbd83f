import pg from 'pg';
import { fromCents, toCents } from '@direto/contracts';
import { runLoad, type CpuTargets, type LoadResult } from './load';
import { required } from './required';
import { BENCH_APP_COUPON, BENCH_BASELINE_COUPON, BENCH_COUPON_CENTS, ORDER_RESTAURANTS_WHERE, seedOrderFeatures } from './seed-order-features';
import { verifyGuestOrders } from './verify-guest-orders';
import { DURATIONS, MEASURED_RUNS, ORDER_CONNECTIONS } from './settings';

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
/** One guest order as sent: its restaurant, the guest's phone (E.164) and name, the cart and the amounts seen. */
export interface SentOrder {
  restaurantId: string;
  phoneE164: string;
  name: string;
  lines: CartLine[];
  subtotalCents: number;
  feeCents: number;
  discountCents: number;
}

/** One target's guest-order load (the app's, or the bare baseline's) and its check in the database. */
interface OrderPathFigures {
  /** The median run (by orders/s) of MEASURED_RUNS, with every run's rate beside it. */
  load: LoadResult;
  /** 2xx answers of the median run. */
  placed: number;
  ordersPerSecond: number;
  /** Every 2xx answer of the warm-up and the runs, checked in the database. */
  checked: number;
  /** Requests in flight when a run stopped (no answer read) whose order the server did store: correct, not a problem. */
  cutOff: number;
  /** Distinct guest phones (customer records) the orders came from. */
  customers: number;
  /** Problems found when checking; empty when every order, coupon count and customer total is right. */
  problems: string[];
  /** A sample of refused answers, to explain failures. */
  refusals: string[];
}

export interface OrderFigures {
  restaurants: number;
  app: OrderPathFigures;
  /** The bare `pg` reference doing the same writes, measured by the same load in the same run. */
  baseline: OrderPathFigures | { error: string };
}

interface OrderTarget {
  url: string;
  cpu: CpuTargets;
  /** The coupon code it types (each target its own, so each coupon's use count is checked against its own orders). */
  coupon: string;
  /** The phones' area code: the two targets' guests never share a customer record. */
  areaCode: string;
}

/**
 * Issue 37 item 3, the order path with everything on: guests order from the menu (POST
 * /api/restaurants/{id}/guest-orders, as the web app's guest checkout sends it) typing a coupon,
 * at restaurants with the loyalty card and Open Delivery on: each order finds or creates the
 * guest's customer record, reserves a use of the coupon and records it, and the outbox trigger
 * writes its Open Delivery event. The bare baseline (baseline-server.ts) gets the same load
 * first, then the app; every accepted order of both is checked in the database.
 */
export async function measureOrders(
  app: { url: string; cpu: CpuTargets },
  baseline: { url: string; cpu: CpuTargets },
  databaseUrl: string,
  log: (m: string) => void,
): Promise<OrderFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await seedOrderFeatures(db);
    const restaurants = await loadOpenMenus(db);
    log(`${restaurants.length} restaurantes abertos, com pedido sem cadastro, cupom, fidelidade e Open Delivery`);
    let baselineFigures: OrderFigures['baseline'];
    try {
      baselineFigures = await placeGuestOrders(db, { ...baseline, coupon: BENCH_BASELINE_COUPON, areaCode: '21' }, restaurants, 'linha de base', log);
    } catch (error) {
      baselineFigures = { error: error instanceof Error ? error.message : String(error) };
    }
    const appFigures = await placeGuestOrders(db, { ...app, coupon: BENCH_APP_COUPON, areaCode: '11' }, restaurants, 'app', log);
    return { restaurants: restaurants.length, app: appFigures, baseline: baselineFigures };
  } finally {
    await db.end();
  }
}

async function placeGuestOrders(db: pg.Client, target: OrderTarget, restaurants: OpenRestaurant[], label: string, log: (m: string) => void): Promise<OrderPathFigures> {
  const accepted = new Map<string, SentOrder>();
  // Sent and not yet answered; what is left when a run stops was cut off by its end.
  const unanswered = new Set<SentOrder>();
  const phones = new Set<string>();
  const refusals: string[] = [];
  const problems: string[] = [];
  let counter = 0;

  const run = (durationS: number) =>
    runLoad(target.url, {
      title: `pedidos (${label})`,
      connections: ORDER_CONNECTIONS,
      durationS,
      cpu: target.cpu,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const order = guestOrderFor(counter++, target.areaCode, restaurants);
            (context as { order?: SentOrder }).order = order;
            unanswered.add(order);
            phones.add(order.phoneE164);
            return {
              ...request,
              path: `/api/restaurants/${order.restaurantId}/guest-orders`,
              headers: { 'content-type': 'application/json', origin: target.url },
              body: JSON.stringify(requestBody(order, target.coupon)),
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
            const id = (JSON.parse(body) as { order?: { id?: string } }).order?.id;
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
  const runs: { load: LoadResult; placed: number }[] = [];
  for (let index = 0; index < MEASURED_RUNS; index++) {
    const before = accepted.size;
    const load = await run(DURATIONS.orders);
    runs.push({ load, placed: accepted.size - before });
  }
  // The median run by orders placed per second (the rate of 2xx answers), the failures of all runs.
  const rate = (measured: (typeof runs)[number]) => measured.placed / measured.load.durationS;
  const median = required([...runs].sort((a, b) => rate(a) - rate(b))[Math.floor((runs.length - 1) / 2)], 'execução mediana');
  const load: LoadResult = { ...median.load, failures: runs.reduce((sum, measured) => sum + measured.load.failures, 0), runsRequestsPerSecond: runs.map(rate) };
  const placed = median.placed;
  // Let the server finish what was in flight when the run stopped before looking.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const check = await verifyGuestOrders(db, { accepted, unanswered: [...unanswered], phones: [...phones], since: runStart, coupon: target.coupon, couponCents: BENCH_COUPON_CENTS });
  problems.push(...check.problems);
  const ordersPerSecond = rate(median);
  log(`pedidos (${label}): ${ordersPerSecond.toFixed(0)}/s, p99 ${load.p99Ms.toFixed(1)} ms, ${load.failures} recusas, ${problems.length} problemas`);
  return { load, placed, ordersPerSecond, checked: accepted.size, cutOff: check.cutOffStored, customers: phones.size, problems, refusals };
}

/** What the menu page shows: the order load's restaurants and their available products. */
async function loadOpenMenus(db: pg.Client): Promise<OpenRestaurant[]> {
  const { rows } = await db.query<{ id: string; delivery_fee: string; products: { id: string; price: string }[] }>(
    `SELECT r.id, r.delivery_fee,
            json_agg(json_build_object('id', p.id, 'price', p.price::text) ORDER BY p.created_at) AS products
     FROM restaurants r JOIN products p ON p.restaurant_id = r.id AND p.is_available
     WHERE ${ORDER_RESTAURANTS_WHERE}
     GROUP BY r.id, r.delivery_fee`,
  );
  return rows.map((row) => ({
    id: row.id,
    feeCents: toCents(row.delivery_fee),
    products: row.products.map((product) => ({ id: product.id, priceCents: toCents(product.price) })),
  }));
}

/**
 * The n-th guest order: guests come in pairs of orders (the first creates the customer record,
 * the second finds and updates it), each pair its own phone and address, so no guest reaches the
 * 3 open orders per phone nor an address its 20 an hour; 1–3 distinct products, quantities 1–3.
 */
function guestOrderFor(n: number, areaCode: string, restaurants: OpenRestaurant[]): SentOrder {
  const guest = Math.floor(n / 2);
  const restaurant = required(restaurants[(guest * 7) % restaurants.length], 'restaurante aberto');
  const lineCount = 1 + (n % 3);
  const lines: CartLine[] = [];
  for (let line = 0; line < lineCount; line++) {
    const product = required(restaurant.products[(n * 13 + line * 29) % restaurant.products.length], 'produto disponível');
    if (lines.some((existing) => existing.productId === product.id)) continue;
    lines.push({ productId: product.id, quantity: 1 + ((n + line) % 3), unitCents: product.priceCents });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return {
    restaurantId: restaurant.id,
    phoneE164: `+55${areaCode}9${String(guest).padStart(8, '0')}`,
    name: `Convidado ${guest}`,
    lines,
    subtotalCents,
    feeCents: restaurant.feeCents,
    discountCents: Math.min(BENCH_COUPON_CENTS, subtotalCents),
  };
}

/** The guest checkout's body: POST /api/orders's plus the guest, the coupon typed and where to deliver. */
function requestBody(order: SentOrder, coupon: string) {
  const national = order.phoneE164.slice(3);
  return {
    order: {
      restaurantId: order.restaurantId,
      subtotal: fromCents(order.subtotalCents),
      deliveryFee: fromCents(order.feeCents),
      total: fromCents(order.subtotalCents + order.feeCents - order.discountCents),
      status: 'pending',
      deliveryAddress: `Rua do Teste de Carga, ${national}`,
      couponCode: coupon,
    },
    items: order.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitCents),
      totalPrice: fromCents(line.unitCents * line.quantity),
    })),
    customer: { name: order.name, phone: `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`, marketingConsent: false },
  };
}

async function databaseNow(db: pg.Client): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
  return required(rows[0], 'resposta de SELECT now()').now;
}
