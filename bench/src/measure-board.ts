import { existsSync } from 'node:fs';
import pg from 'pg';
import puppeteer, { type Page } from 'puppeteer-core';
import { fromCents, toCents } from '@direto/contracts';
import { getJson } from './http';
import { CHROME_FLAGS, CHROMIUM } from './measure-lighthouse';
import { median } from './measure-customer-pages';
import { required } from './required';
import { signIn } from './sign-in';
import { customerEmail, DASHBOARD_SLUG, ownerEmail } from './settings';

/** Issue 37 item 2: the board of a restaurant with this many open orders. */
export const BOARD_OPEN_ORDERS = 300;
/** Page loads and live orders measured; the median is reported. */
const LOADS = 3;
const LIVE_ORDERS = 3;
const OPEN_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery'];

interface BoardLoad {
  /** From the restaurant.orders answer's last byte to the board's cards all on screen. */
  firstRenderMs: number;
  /** Main-thread work in that window (the page's main-thread tasks in the trace): CPU time, and wall time beside it. */
  mainThreadMs: number;
  mainThreadWallMs: number;
  cards: number;
}

interface BoardLiveOrder {
  /** From the live event's arrival in the page to the new order's card on screen. */
  eventToCardMs: number;
  /** Main-thread CPU time in that window (the target; wall time beside it), and in the second after the event (any follow-up render). */
  mainThreadMs: number;
  mainThreadWallMs: number;
  mainThreadNextSecondMs: number;
  /** Cards removed from the DOM by the update (a full re-render would replace them all). */
  cardsReplaced: number;
}

export interface BoardFigures {
  openOrders: number;
  loads: BoardLoad[];
  live: BoardLiveOrder[];
  firstRenderMs: number;
  liveMainThreadMs: number;
}

/**
 * The owner's board ('Quadro') of the dashboard restaurant with BOARD_OPEN_ORDERS open orders
 * (today, every open status), the owner signed in, in Chromium (desktop size, no CPU throttling:
 * the counter's screen), with a performance trace: how long after the orders' answer arrives the
 * cards are on screen, and what a new live order costs the main thread — an order placed through
 * the API while the board is open, timed from its event's arrival (EventSource message) to its card.
 */
export async function measureBoard(appUrl: string, databaseUrl: string, log: (m: string) => void): Promise<BoardFigures> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM}`);
  const restaurant = await getJson<{ id: string; deliveryFee: string }>(appUrl, `/api/restaurants/slug/${DASHBOARD_SLUG}`);
  const openOrders = await topUpOpenOrders(databaseUrl, restaurant.id);
  log(`quadro: ${openOrders} pedidos abertos em ${DASHBOARD_SLUG}`);
  const ownerCookie = await signIn(appUrl, ownerEmail(1));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const loads: BoardLoad[] = [];
    const live: BoardLiveOrder[] = [];
    for (let index = 0; index < LOADS; index++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1366, height: 900 });
      await page.setCookie(...cookiesFor(appUrl, ownerCookie));
      await page.evaluateOnNewDocument(INSTRUMENT);
      const load = await measureLoad(page, `${appUrl}/dashboard`);
      loads.push(load);
      log(`quadro ${index + 1}/${LOADS}: ${load.cards} cartões ${load.firstRenderMs.toFixed(0)} ms após a resposta (main thread ${load.mainThreadMs.toFixed(0)} ms de CPU, ${load.mainThreadWallMs.toFixed(0)} ms de relógio)`);
      // The live orders on the last page load, each from another customer.
      if (index === LOADS - 1) {
        for (let order = 0; order < LIVE_ORDERS; order++) {
          const measured = await measureLiveOrder(page, () => placeOrder(appUrl, restaurant, customerEmail(2 + order)));
          live.push(measured);
          log(`quadro, pedido ao vivo ${order + 1}/${LIVE_ORDERS}: ${measured.mainThreadMs.toFixed(1)} ms de CPU na main thread (${measured.mainThreadWallMs.toFixed(0)} ms de relógio; evento → cartão ${measured.eventToCardMs.toFixed(0)} ms, ${measured.cardsReplaced} cartões trocados)`);
        }
      }
      await context.close();
    }
    return {
      openOrders,
      loads,
      live,
      firstRenderMs: median(loads.map((load) => load.firstRenderMs)),
      liveMainThreadMs: median(live.map((order) => order.mainThreadMs)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before the app: the board view chosen ('Quadro'), every live event's arrival
 * marked (the app's EventSource gets a first listener), and the cards counted on every DOM change
 * (when the count last changed; when an awaited card appeared; how many cards left the DOM).
 */
const INSTRUMENT = `(() => {
  localStorage.setItem('direto.pedidos.visao', 'quadro');
  const bench = (window.__bench = { cardsChangedAt: 0, cards: 0, awaited: null, awaitedAt: null, removedCards: 0, events: [] });
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { bench.events.push(performance.now()); performance.mark('bench-live-event'); });
    }
  };
  const isCard = (node) => node.nodeType === 1 && (node.matches('article[aria-label^="Pedido #"]') || node.querySelector('article[aria-label^="Pedido #"]'));
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.removedNodes) if (isCard(node)) bench.removedCards += node.matches('article') ? 1 : node.querySelectorAll('article[aria-label^="Pedido #"]').length;
    const cards = document.querySelectorAll('article[aria-label^="Pedido #"]').length;
    if (cards !== bench.cards) { bench.cards = cards; bench.cardsChangedAt = performance.now(); performance.mark('bench-cards-' + cards); }
    if (bench.awaited && !bench.awaitedAt && document.querySelector('[aria-label="' + bench.awaited + '"]')) { bench.awaitedAt = performance.now(); performance.mark('bench-awaited-card'); }
  }).observe(document, { childList: true, subtree: true });
})();`;

interface PageState {
  cardsChangedAt: number;
  cards: number;
  awaitedAt: number | null;
  removedCards: number;
  events: number[];
  /** responseEnd of every restaurant.orders request (tRPC batches them). */
  ordersAnswers: number[];
  now: number;
}

function state(page: Page): Promise<PageState> {
  return page.evaluate(`(() => {
    const bench = window.__bench;
    const ordersAnswers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('restaurant.orders')).map((entry) => entry.responseEnd);
    return { cardsChangedAt: bench.cardsChangedAt, cards: bench.cards, awaitedAt: bench.awaitedAt, removedCards: bench.removedCards, events: bench.events, ordersAnswers, now: performance.now() };
  })()`) as Promise<PageState>;
}

const TRACE_CATEGORIES = ['-*', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

async function measureLoad(page: Page, url: string): Promise<BoardLoad> {
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  await page.goto(url);
  await page.waitForSelector('article[aria-label^="Pedido #"]', { timeout: 60_000 });
  // Settled: the card count has not changed for 2 s.
  for (;;) {
    const now = await state(page);
    if (now.now - now.cardsChangedAt > 2000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const settled = await state(page);
  await page.evaluate(`performance.mark('bench-sync')`);
  const syncAt = (await page.evaluate(`performance.getEntriesByName('bench-sync')[0].startTime`)) as number;
  const trace = parseTrace(required(await page.tracing.stop(), 'trace'));
  const dataAt = Math.max(...settled.ordersAnswers.filter((end) => end <= settled.cardsChangedAt));
  if (!Number.isFinite(dataAt)) throw new Error('nenhuma resposta de restaurant.orders antes dos cartões');
  const toTrace = (time: number) => time + (required(trace.marks.get('bench-sync'), 'marca bench-sync') - syncAt);
  const work = trace.workBetween(toTrace(dataAt), toTrace(settled.cardsChangedAt));
  return { firstRenderMs: settled.cardsChangedAt - dataAt, mainThreadMs: work.cpuMs, mainThreadWallMs: work.wallMs, cards: settled.cards };
}

async function measureLiveOrder(page: Page, place: () => Promise<string>): Promise<BoardLiveOrder> {
  await page.evaluate(`(() => { const b = window.__bench; b.awaited = null; b.awaitedAt = null; b.removedCards = 0; b.events = []; })()`);
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  const orderId = await place();
  await page.evaluate(`window.__bench.awaited = ${JSON.stringify(`Pedido #${orderId.slice(-4)}`)}`);
  await page.waitForFunction('window.__bench.awaitedAt !== null', { timeout: 30_000 });
  // The second after the event: a follow-up render (the other queries refetched) counts too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await state(page);
  const trace = parseTrace(required(await page.tracing.stop(), 'trace'));
  const eventAt = required(trace.marks.get('bench-live-event'), 'evento ao vivo no trace');
  const cardAt = required(trace.marks.get('bench-awaited-card'), 'cartão novo no trace');
  const work = trace.workBetween(eventAt, cardAt);
  return {
    eventToCardMs: cardAt - eventAt,
    mainThreadMs: work.cpuMs,
    mainThreadWallMs: work.wallMs,
    mainThreadNextSecondMs: trace.workBetween(eventAt, eventAt + 1000).cpuMs,
    cardsReplaced: after.removedCards,
  };
}

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string };
}

/**
 * The page's main thread in a Chrome trace: its top-level tasks (RunTask) and the first time of
 * each user-timing mark, in ms on the trace's clock; `workBetween` sums the tasks' time inside a window.
 */
function parseTrace(buffer: Uint8Array) {
  const events = (JSON.parse(Buffer.from(buffer).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = new Map<string, number>();
  let main: { pid: number; tid: number } | null = null;
  for (const event of events) {
    if (event.cat?.includes('blink.user_timing') && event.name.startsWith('bench-') && !marks.has(event.name)) {
      marks.set(event.name, event.ts / 1000);
      main ??= { pid: event.pid, tid: event.tid };
    }
  }
  const mainThread = required(main, 'marcas do bench no trace');
  // Chrome names its top-level task RunTask (older builds ThreadControllerImpl::RunTask); a task
  // inside another is left out, so no time counts twice.
  const sorted = events
    .filter((event) => event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name) && event.pid === mainThread.pid && event.tid === mainThread.tid)
    .map((event) => ({ start: event.ts / 1000, end: (event.ts + (event.dur ?? 0)) / 1000, cpu: (event.tdur ?? event.dur ?? 0) / 1000 }))
    .sort((a, b) => a.start - b.start);
  const tasks: typeof sorted = [];
  for (const task of sorted) if (!tasks.length || task.start >= (tasks.at(-1)?.end ?? 0)) tasks.push(task);
  return {
    marks,
    /**
     * The main thread's work inside a window: wall time of its tasks, and their CPU time (the
     * trace's thread time: what the work costs, without the time other processes held the core),
     * each task counted for the share of it inside the window.
     */
    workBetween(from: number, to: number): { wallMs: number; cpuMs: number } {
      let wallMs = 0;
      let cpuMs = 0;
      for (const task of tasks) {
        const inside = Math.max(0, Math.min(task.end, to) - Math.max(task.start, from));
        if (inside === 0) continue;
        wallMs += inside;
        cpuMs += task.end > task.start ? (task.cpu * inside) / (task.end - task.start) : 0;
      }
      return { wallMs, cpuMs };
    },
  };
}

function cookiesFor(appUrl: string, header: string) {
  return header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: appUrl };
  });
}

/**
 * Today's open orders of the dashboard restaurant (every open status) topped up to
 * BOARD_OPEN_ORDERS, set-based as the seed writes orders (bench-side SQL, not the app's).
 */
async function topUpOpenOrders(databaseUrl: string, restaurantId: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async () =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE restaurant_id = $1 AND status = ANY($2::order_status[])`, [restaurantId, OPEN_STATUSES])).rows[0]?.n ?? 0);
    const missing = BOARD_OPEN_ORDERS - (await count());
    if (missing > 0) {
      await db.query(
        `WITH menu AS (
           SELECT array_agg(id ORDER BY name) AS ids, array_agg(name ORDER BY name) AS names, array_agg(price ORDER BY name) AS prices
           FROM products WHERE restaurant_id = $1 AND is_available
         ), customers AS (
           SELECT array_agg(id ORDER BY email) AS ids FROM (SELECT id, email FROM users WHERE email LIKE 'cliente-%@bench.direto.app' ORDER BY email LIMIT 200) c
         ), spec AS (
           SELECT gen_random_uuid() AS id, n, menu.ids[1 + n % cardinality(menu.ids)] AS product_id, menu.names[1 + n % cardinality(menu.ids)] AS product_name,
                  menu.prices[1 + n % cardinality(menu.ids)] AS price, customers.ids[1 + n % cardinality(customers.ids)] AS customer_id,
                  ($3::text[])[1 + n % cardinality($3::text[])]::order_status AS status, now() - make_interval(secs => n * 20) AS created_at
           FROM generate_series(1, $2::int) AS n, menu, customers
         ), items AS (
           INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price, total_price)
           SELECT id, product_id, product_name, 1, price, price FROM spec
         )
         INSERT INTO orders (id, customer_id, restaurant_id, status, subtotal, delivery_fee, total, customer_phone, delivery_address,
                             customer_name, restaurant_name, created_at, updated_at, business_date)
         SELECT s.id, s.customer_id, r.id, s.status, s.price, r.delivery_fee, s.price + r.delivery_fee, u.phone, u.address,
                u.first_name || ' ' || u.last_name, r.name, s.created_at, s.created_at, (s.created_at AT TIME ZONE 'America/Sao_Paulo')::date
         FROM spec s JOIN restaurants r ON r.id = $1 JOIN users u ON u.id = s.customer_id`,
        [restaurantId, missing, OPEN_STATUSES],
      );
    }
    return await count();
  } finally {
    await db.end();
  }
}

/** A customer's order at the board's restaurant, as the web app places it; returns its id. */
async function placeOrder(appUrl: string, restaurant: { id: string; deliveryFee: string }, email: string): Promise<string> {
  const cookie = await signIn(appUrl, email);
  const products = await getJson<{ id: string; price: string; isAvailable: boolean; optionGroups: unknown[] }[]>(appUrl, `/api/restaurants/${restaurant.id}/products`);
  const dish = required(products.find((product) => product.isAvailable && product.optionGroups.length === 0), 'prato disponível sem opções');
  const feeCents = toCents(restaurant.deliveryFee);
  const response = await fetch(`${appUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, cookie },
    body: JSON.stringify({
      order: { restaurantId: restaurant.id, subtotal: dish.price, deliveryFee: fromCents(feeCents), total: fromCents(toCents(dish.price) + feeCents), status: 'pending', deliveryAddress: 'Rua do Teste de Carga, 2' },
      items: [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/orders → ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { id: string }).id;
}
