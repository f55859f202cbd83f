import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromCents, toCents } from '@direto/contracts';
import type { FromGenerator, LiveDelivery, LiveSessionPlan, ToGenerator } from './live-load-generator';
import { pinnedCommand } from './machine';
import { rssBytes, sampleRss } from './process-memory';
import { required } from './required';
import { customerEmail, DURATIONS, LIVE, MEASURED_RUNS } from './settings';

export interface LiveFigures {
  /** LIVE_STREAMS_PER_SESSION given to the server for this run. */
  streamsPerSession: number;
  ownerSessions: number;
  customerSessions: number;
  /** Streams asked for, opened (their opening sync event received), and why some were not. */
  streamsPlanned: number;
  streamsOpened: number;
  openFailures: string[];
  /** Restaurants with owner streams (each followed by streamsPerSession boards). */
  restaurants: number;
  signInSeconds: number;
  openSeconds: number;
  memory: {
    /** Server resident memory once the sessions were signed in, then with every stream open. */
    rssBeforeMb: number;
    rssAfterMb: number;
    perStreamKb: number;
    /** The same two readings without the full collection before each (garbage included, as it happened to be). */
    rawRssBeforeMb: number;
    rawRssAfterMb: number;
    rawPerStreamKb: number;
    /** V8's live heap (after the collection) per stream: the part of perStreamKb that is JavaScript objects. */
    heapPerStreamKb: number;
    /** Highest resident memory while orders were fanned out. */
    rssPeakMb: number;
  };
  ordersPlaced: number;
  ordersRefused: number;
  refusals: string[];
  /** (order, stream) pairs that should have received the order's event, and those that did. */
  deliveriesExpected: number;
  deliveriesReceived: number;
  /** Events received by a stream not concerned (another restaurant's or customer's order). */
  misdelivered: number;
  /**
   * From the order's createdAt (stamped inside its transaction, before commit) to the event read
   * by the subscriber: the median of MEASURED_RUNS rounds of orders (by p99), after a warm-up round.
   */
  latency: { p50Ms: number; p99Ms: number; maxMs: number };
  /** Each round's p99, in the order run. */
  roundsP99Ms: number[];
  /** Streams the server ended during the run, and stream errors seen (none expected). */
  streamsEnded: number;
  streamErrors: string[];
}

const GENERATOR = fileURLToPath(new URL('./live-load-generator.ts', import.meta.url));

interface Target {
  restaurantId: string;
  ownerEmail: string;
  feeCents: number;
  productId: string;
  priceCents: number;
}

/**
 * Issue 20, point 5: LIVE.streams SSE subscriptions held open on one server by a load generator
 * in its own process (owners' restaurant boards and customers' "my orders"), then orders placed
 * at LIVE.ordersPerSecond by subscribed customers at subscribed restaurants; each order's event
 * must reach every stream of its restaurant and of its customer. Reports the latency from the
 * order's createdAt to each arrival, and the server's memory per open stream.
 */
export async function measureLive(
  app: { url: string; pid: number; child: ChildProcess },
  databaseUrl: string,
  loadCores: string | null,
  log: (message: string) => void,
): Promise<LiveFigures> {
  const perSession = LIVE.streamsPerSession;
  const ownerSessions = Math.round((LIVE.streams * LIVE.ownerShare) / perSession);
  const customerSessions = Math.round(LIVE.streams / perSession) - ownerSessions;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let targets: Target[];
  let customers: { id: string; email: string }[];
  try {
    targets = await loadTargets(db, ownerSessions);
    customers = await loadCustomers(db, customerSessions);
  } finally {
    await db.end();
  }

  const sessions: LiveSessionPlan[] = [
    ...targets.map((target) => ({
      email: target.ownerEmail,
      streams: Array.from({ length: perSession }, () => ({ path: 'live.restaurantOrders', input: { restaurantId: target.restaurantId }, key: `r:${target.restaurantId}` })),
    })),
    ...customers.map((customer) => ({
      email: customer.email,
      streams: Array.from({ length: perSession }, () => ({ path: 'live.myOrders', key: `c:${customer.id}` })),
    })),
  ];
  const planned = sessions.reduce((sum, session) => sum + session.streams.length, 0);

  const generator = startGenerator(loadCores);
  try {
    // Sign-ins first (their sessions are in memory too): the memory figure is the streams' alone.
    generator.send({ type: 'signIn', appUrl: app.url, emails: sessions.map((session) => session.email) });
    const signedIn = await generator.next('signedIn');
    log(`ao vivo: ${sessions.length} sessões conectadas em ${signedIn.seconds.toFixed(1)} s`);
    await settle();
    const before = await settledMemory(app);
    generator.send({ type: 'open', appUrl: app.url, sessions });
    const opened = await generator.next('opened');
    await settle();
    const after = await settledMemory(app);

    const perStream = (bytes: number) => bytes / 1024 / Math.max(1, opened.streams);
    const perStreamKb = perStream(after.rss - before.rss);
    const rawPerStreamKb = perStream(after.rawRss - before.rawRss);
    const heapPerStreamKb = perStream(after.heapUsed - before.heapUsed);
    log(
      `ao vivo: ${opened.streams}/${planned} streams abertos em ${opened.openSeconds.toFixed(1)} s; RSS após coleta ${mb(before.rss)} → ${mb(after.rss)} MB ` +
        `(${perStreamKb.toFixed(1)} KB por stream, heap ${heapPerStreamKb.toFixed(1)} KB); sem coleta ${mb(before.rawRss)} → ${mb(after.rawRss)} MB (${rawPerStreamKb.toFixed(1)} KB)`,
    );

    const cookieOf = new Map(signedIn.cookies.map((cookie, index) => [required(sessions[index], 'sessão').email, cookie]));
    const rss = sampleRss(app.pid);
    // A warm-up second (its events are not timed), then the measured rounds.
    const warmUp = await placeOrders(app.url, targets, customers, cookieOf, DURATIONS.warmup, 0);
    const rounds: Awaited<ReturnType<typeof placeOrders>>[] = [];
    for (let round = 0; round < MEASURED_RUNS; round++) rounds.push(await placeOrders(app.url, targets, customers, cookieOf, DURATIONS.live, round + 1));
    // Late arrivals are counted up to 2 s after the last order.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssPeak = rss.stop().peakMb;
    generator.send({ type: 'collect' });
    const collected = await generator.next('events');

    const streamsByKey = new Map<string, number>();
    for (const session of sessions) for (const stream of session.streams) streamsByKey.set(stream.key, (streamsByKey.get(stream.key) ?? 0) + 1);
    const perRound = rounds.map((round) => latencies(round.orders, collected.deliveries, streamsByKey));
    const figures = required([...perRound].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor((perRound.length - 1) / 2)], 'rodada mediana');
    const placed = [warmUp, ...rounds].reduce(
      (sum, round) => ({ orders: [...sum.orders, ...round.orders], refused: sum.refused + round.refused, refusals: [...sum.refusals, ...round.refusals].slice(0, 5) }),
      { orders: [] as PlacedOrder[], refused: 0, refusals: [] as string[] },
    );
    const all = latencies(placed.orders, collected.deliveries, streamsByKey);
    log(
      `ao vivo: ${placed.orders.length} pedidos, ${all.received}/${all.expected} entregas, p50 ${figures.p50Ms.toFixed(1)} ms, ` +
        `p99 ${figures.p99Ms.toFixed(1)} ms (rodadas: ${perRound.map((round) => round.p99Ms.toFixed(0)).join(', ')} ms), máx ${figures.maxMs.toFixed(1)} ms`,
    );
    return {
      streamsPerSession: perSession,
      ownerSessions: targets.length,
      customerSessions: customers.length,
      streamsPlanned: planned,
      streamsOpened: opened.streams,
      openFailures: opened.failures,
      restaurants: targets.length,
      signInSeconds: signedIn.seconds,
      openSeconds: opened.openSeconds,
      memory: {
        rssBeforeMb: before.rss / 1024 ** 2,
        rssAfterMb: after.rss / 1024 ** 2,
        perStreamKb,
        rawRssBeforeMb: before.rawRss / 1024 ** 2,
        rawRssAfterMb: after.rawRss / 1024 ** 2,
        rawPerStreamKb,
        heapPerStreamKb,
        rssPeakMb: rssPeak,
      },
      ordersPlaced: placed.orders.length,
      ordersRefused: placed.refused,
      refusals: placed.refusals,
      deliveriesExpected: all.expected,
      deliveriesReceived: all.received,
      misdelivered: all.misdelivered,
      latency: { p50Ms: figures.p50Ms, p99Ms: figures.p99Ms, maxMs: figures.maxMs },
      roundsP99Ms: perRound.map((round) => round.p99Ms),
      streamsEnded: collected.ended,
      streamErrors: collected.errors,
    };
  } finally {
    await generator.close();
  }
}

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);

/**
 * The server's resident memory as it is, then after a full, memory-reducing collection (asked over
 * its IPC channel, apps/server/src/memory-report.ts) and a settle: without it the figure swings by
 * whatever garbage and young generation (up to 32 MB, 6 KB a stream) V8 happens to hold at that
 * instant, not what the streams keep.
 */
async function settledMemory(app: { pid: number; child: ChildProcess }): Promise<{ rawRss: number; rss: number; heapUsed: number }> {
  const rawRss = rssBytes(app.pid);
  const answer = once(app.child, 'message');
  app.child.send({ type: 'direto:memory', collect: true });
  const [message] = (await answer) as [{ type?: string; usage?: NodeJS.MemoryUsage }];
  if (message.type !== 'direto:memory' || !message.usage) throw new Error('o servidor não respondeu à consulta de memória');
  await settle();
  return { rawRss, rss: rssBytes(app.pid), heapUsed: message.usage.heapUsed };
}
/** A moment for the server to finish what the last step started before its memory is read. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Open restaurants (not the dashboard's) with their owner and one available product. */
async function loadTargets(db: pg.Client, count: number): Promise<Target[]> {
  const { rows } = await db.query<{ id: string; email: string; delivery_fee: string; product_id: string; price: string }>(
    `SELECT r.id, u.email, r.delivery_fee, p.id AS product_id, p.price::text AS price
     FROM restaurants r
     JOIN users u ON u.id = r.owner_id
     JOIN LATERAL (SELECT id, price FROM products WHERE restaurant_id = r.id AND is_available ORDER BY created_at LIMIT 1) p ON true
     WHERE r.is_open AND r.shareable_slug LIKE 'bench-%' AND r.shareable_slug <> 'bench-00001'
     ORDER BY r.shareable_slug
     LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`esperados ${count} restaurantes abertos, achados ${rows.length}`);
  return rows.map((row) => ({ restaurantId: row.id, ownerEmail: row.email, feeCents: toCents(row.delivery_fee), productId: row.product_id, priceCents: toCents(row.price) }));
}

/** Customers from the far end of the seeded ones, away from those the orders case uses. */
async function loadCustomers(db: pg.Client, count: number): Promise<{ id: string; email: string }[]> {
  const emails = Array.from({ length: count }, (_, index) => customerEmail(1001 + index));
  const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = ANY($1) ORDER BY email', [emails]);
  if (rows.length !== count) throw new Error(`esperados ${count} clientes, achados ${rows.length}`);
  return rows;
}

interface PlacedOrder {
  id: string;
  restaurantId: string;
  customerId: string;
  createdAtMs: number;
}

/** LIVE.ordersPerSecond orders for `seconds`, paced, each from the next customer at the next restaurant. */
async function placeOrders(
  appUrl: string,
  targets: Target[],
  customers: { id: string; email: string }[],
  cookieOf: Map<string, string>,
  seconds: number,
  round: number,
): Promise<{ orders: PlacedOrder[]; refused: number; refusals: string[] }> {
  const total = Math.round(LIVE.ordersPerSecond * seconds);
  const orders: PlacedOrder[] = [];
  const refusals: string[] = [];
  let refused = 0;
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / LIVE.ordersPerSecond - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Each round starts elsewhere in the lists, so every restaurant and customer takes part.
    const k = n + round * total;
    const target = required(targets[k % targets.length], 'restaurante');
    const customer = required(customers[(k * 7) % customers.length], 'cliente');
    inFlight.push(
      (async () => {
        const response = await fetch(`${appUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: required(cookieOf.get(customer.email), 'cookie do cliente'), origin: appUrl },
          body: JSON.stringify({
            order: {
              restaurantId: target.restaurantId,
              subtotal: fromCents(target.priceCents),
              deliveryFee: fromCents(target.feeCents),
              total: fromCents(target.priceCents + target.feeCents),
              status: 'pending',
            },
            items: [{ productId: target.productId, quantity: 1, unitPrice: fromCents(target.priceCents), totalPrice: fromCents(target.priceCents) }],
          }),
        });
        const body = await response.text();
        if (!response.ok) {
          refused++;
          if (refusals.length < 5) refusals.push(`${response.status} ${body.slice(0, 200)}`);
          return;
        }
        const order = JSON.parse(body) as { id: string; createdAt: string };
        orders.push({ id: order.id, restaurantId: target.restaurantId, customerId: customer.id, createdAtMs: Date.parse(order.createdAt) });
      })(),
    );
  }
  await Promise.all(inFlight);
  return { orders, refused, refusals };
}

/** Matches each order to every stream concerned: its restaurant's boards and its customer's streams. */
function latencies(orders: PlacedOrder[], deliveries: LiveDelivery[], streamsByKey: Map<string, number>) {
  const byOrder = new Map(orders.map((order) => [order.id, order]));
  const values: number[] = [];
  let misdelivered = 0;
  for (const [key, orderId, type, arrivedMs] of deliveries) {
    const order = byOrder.get(orderId);
    if (!order || type !== 'order.placed') continue;
    if (key !== `r:${order.restaurantId}` && key !== `c:${order.customerId}`) {
      misdelivered++;
      continue;
    }
    values.push(arrivedMs - order.createdAtMs);
  }
  const expected = orders.reduce((sum, order) => sum + (streamsByKey.get(`r:${order.restaurantId}`) ?? 0) + (streamsByKey.get(`c:${order.customerId}`) ?? 0), 0);
  values.sort((a, b) => a - b);
  const at = (fraction: number) => (values.length ? required(values[Math.min(values.length - 1, Math.ceil(fraction * values.length) - 1)], 'percentil') : Number.NaN);
  // A delivery that never came counts as infinitely late in the percentiles' eyes: reported as missing.
  return { expected, received: values.length, misdelivered, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: values.at(-1) ?? Number.NaN };
}

type Reply<T extends FromGenerator['type']> = Extract<FromGenerator, { type: T }>;

/** The load generator process, pinned to the load cores, and a way to await its next answer. */
function startGenerator(cores: string | null) {
  const [command, args] = pinnedCommand(cores, process.execPath, ['--import', 'tsx', GENERATOR]);
  const child = spawn(command, args, { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  return {
    send(message: ToGenerator) {
      child.send(message);
    },
    async next<T extends FromGenerator['type']>(type: T): Promise<Reply<T>> {
      const [message] = (await Promise.race([once(child, 'message'), exited.then(() => Promise.reject(new Error('o gerador de carga ao vivo terminou')))])) as [FromGenerator];
      if (message.type === 'failed') throw new Error(`gerador de carga ao vivo: ${message.error}`);
      if (message.type !== type) throw new Error(`gerador de carga ao vivo: esperava ${type}, recebeu ${message.type}`);
      return message as Reply<T>;
    },
    async close() {
      if (child.exitCode !== null) return;
      if (child.connected) child.send({ type: 'close' } satisfies ToGenerator);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
