/**
 * Sizes, durations and targets of the bench, in one place. Every load run is bounded in time and
 * aimed at 127.0.0.1 only.
 */

/** Data grows in three steps; the last one is the full data set of issue 8. */
export const SCALES = [1, 10, 100] as const;
export type Scale = (typeof SCALES)[number];

export interface ScaleShape {
  restaurants: number;
  customers: number;
  /** Orders of the dashboard restaurant (bench-00001). */
  targetOrders: number;
  /** Orders spread over every other restaurant. */
  spreadOrders: number;
}

/** At 100×: 1,000 restaurants × 200 products, 5,000 customers, 100,000 orders on one restaurant + 50,000 spread. */
export function shapeAt(scale: number): ScaleShape {
  return {
    restaurants: 10 * scale,
    customers: 50 * scale,
    targetOrders: 1000 * scale,
    spreadOrders: 500 * scale,
  };
}

/** Every restaurant's menu has this many products, so the menu is the same size at every scale. */
export const PRODUCTS_PER_RESTAURANT = 200;
/** The one password of every seeded account (hashed once, with the app's own hasher). */
export const SEED_PASSWORD = 'bench-senha-123';
/** The restaurant whose owner dashboard is measured. */
export const DASHBOARD_SLUG = 'bench-00001';
/** The restaurant whose menu is read (open, 200 products). */
export const MENU_SLUG = 'bench-00002';

export function ownerEmail(index: number): string {
  return `dono-${index}@bench.direto.app`;
}
export function customerEmail(index: number): string {
  return `cliente-${index}@bench.direto.app`;
}

/** Load-run lengths in seconds (BENCH_QUICK=1 shortens them for a smoke run of the harness). */
const quick = process.env.BENCH_QUICK === '1';
export const DURATIONS = {
  warmup: quick ? 1 : 2,
  /** Each of the MEASURED_RUNS of a throughput figure. */
  throughput: quick ? 2 : 5,
  orders: quick ? 3 : 12,
  latency: quick ? 2 : 3,
  growth: quick ? 1 : 2,
  /** Each of the MEASURED_RUNS rounds of orders placed while the live subscriptions are open. */
  live: quick ? 3 : 10,
};

/** Every figure from warmThenRunLoad is the median (by req/s) of this many measured runs after one warm-up. */
export const MEASURED_RUNS = 3;

/**
 * The live fan-out case: LIVE.streams SSE subscriptions on one server, 40 % owners' restaurant
 * boards (one restaurant per owner session) and 60 % customers' "my orders" streams. Each session
 * holds LIVE.streamsPerSession streams (a tablet and phones sharing a login): the server's own
 * cap is per session (LIVE_STREAMS_PER_SESSION, default 5), so the bench raises it to this
 * through the configuration rather than signing in thousands of accounts (each login verifies an
 * argon2 hash). There is no cap on a process's total streams.
 */
export const LIVE = {
  streams: 5000,
  ownerShare: 0.4,
  streamsPerSession: quick ? 50 : 10,
  /** Orders placed per second while the streams are open (each reaches its restaurant's and its customer's streams). */
  ordersPerSecond: 20,
};

/**
 * Issue 37 item 4, Open Delivery polling: this many restaurants' POS each poll every intervalS
 * (the document's 30 s), with acknowledgments, over a window of windowS, while eventsPerSecond
 * outbox events (orders) arrive spread over them.
 */
export const OD_POLLING = {
  restaurants: 500,
  intervalS: 30,
  windowS: quick ? 30 : 60,
  eventsPerSecond: 3,
  /** A window with nothing sent just before, whose CPU is shown beside the figure (never subtracted). */
  idleS: quick ? 10 : 20,
};

/** Concurrent connections for throughput runs (menu, orders); latency runs use one. */
export const THROUGHPUT_CONNECTIONS = 16;
export const ORDER_CONNECTIONS = 16;

export const TARGETS = {
  menuRatio: 0.7,
  /** Issue 20: the web app's menu read (restaurant + menu, signed out) ≥ 5× the uncached baseline… */
  menuBaselineMultiple: 5,
  /** …and it, REST restaurant by slug and REST menu products each ≥ 0.85× the static limit (issue 37; 0.7× before). */
  menuStaticRatio: 0.85,
  ordersPerSecond: 400,
  /** CPU per order, server + PostgreSQL (issue 20). */
  orderCpuMs: 2.5,
  /** Issue 37: …or at most this multiple of the bare `pg` reference doing the same writes, measured in the same run (it decides when the absolute misses). */
  orderCpuVsBaseline: 2,
  dashboardP99Ms: 20,
  /** Issue 32: any owner report over the 100 000-order restaurant. */
  reportsP99Ms: 50,
  /** Issue 37: Owner › Clientes (paged, filtered by inactivity) at 100 000 customers. */
  customersListP99Ms: 20,
  /** Issue 37: a latency row also holds at p99 ≤ this multiple of the same queries run bare through `pg` in the same run. */
  latencyVsBare: 3,
  /** Sub-linear growth: over the last 10× step, median latency and answer size grew less than √10× (log-log slope < 0.5). */
  growthSlope: 0.5,
  loginJsGzipKb: 150,
  lighthouse: 95,
  lighthouseLcpS: 2.0,
  /** Issue 37: total blocking time on every page a customer lands on (and the guest checkout step). */
  lighthouseTbtMs: 150,
  /** Issue 37: …or, measured in the same run, score ≥ the page's static, script-free copy's − this, and LCP ≤ the copy's + this (s). */
  pageScoreVsCopy: 5,
  pageLcpVsCopyS: 0.3,
  /** Issue 37: the owner's board with 300 open orders: rows on screen ≤ this long after the orders' answer arrived (ms)… */
  boardFirstRenderMs: 1000,
  /** …and a new live order costs ≤ this much main-thread work (ms). */
  boardLiveOrderMs: 50,
  /** Live fan-out on one instance (issue 20). */
  liveStreams: 5000,
  liveP99Ms: 500,
  /** Issue 37: ≤ 12 KB of server memory per open subscription (20 KB before). */
  livePerStreamKb: 12,
  /** Server resident memory at 100× data under the order load. */
  ordersRssMb: 300,
  /** Issue 29: the compiled server, ready and idle, on a warm database… */
  idleRssMb: 120,
  /** …and from its process start to /healthz 200. */
  startSeconds: 2,
  /** Issue 37 item 4: 500 POS polling every 30 s with acknowledgments, server + PostgreSQL, % of one core… */
  odPollingCpuPercent: 3,
  /** …and each poll or acknowledgment's p99. */
  odPollingP99Ms: 20,
  /** Issue 35: a 2,000-line menu spreadsheet imported, in seconds. */
  menuImportSeconds: 5,
};
