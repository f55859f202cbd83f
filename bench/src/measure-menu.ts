import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request } from 'autocannon';
import { startChildServer } from './child-server';
import { freePort } from './free-port';
import { warmThenRunLoad, type CpuTargets, type LoadResult } from './load';
import { getJson } from './http';
import { DURATIONS, MENU_SLUG, THROUGHPUT_CONNECTIONS, TARGETS } from './settings';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
/** What a browser sends: the app and the static limit answer their pre-compressed brotli (the baseline has no compression). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The answer without `asOf` (the instant its open state was computed, which differs between any two reads), keys sorted. */
function comparable(value: unknown): string {
  const sorted = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sorted);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.keys(node).filter((key) => key !== 'asOf').sort().map((key) => [key, sorted((node as Record<string, unknown>)[key])]));
  };
  return JSON.stringify(sorted(value));
}

export interface MenuComparison {
  name: string;
  /** What one "read" is, e.g. one request, or the slug + products pair. */
  unit: string;
  app: LoadResult;
  baseline: LoadResult;
  /** HTTP requests per read (2 for the REST pair), to turn req/s into reads/s. */
  requestsPerRead: number;
  appReadsPerSecond: number;
  baselineReadsPerSecond: number;
  ratio: number;
  /** Whether the ≥ 0.7 target applies (the signed-in row shows the session's cost, for information). */
  targeted: boolean;
  /** The static limit on the same path (issue 20): a bare route answering the same pre-compressed bytes from memory. */
  staticLimit?: LoadResult;
  staticReadsPerSecond?: number;
  /** App reads/s over the static limit's. */
  staticRatio?: number;
}

/**
 * The customer's menu page: the restaurant by slug, then its products. Measured per request, as
 * the REST pair the spec describes, and as the web app's batched tRPC call; each against the
 * baseline doing the same SQL through `pg`.
 */
export async function measureMenu(
  app: { url: string; cpu: CpuTargets },
  baseline: { url: string; cpu: CpuTargets },
  customerCookie: string,
  log: (m: string) => void,
  /** Cores for the static-limit process (the server's, as the app and baseline get). */
  options: { cores?: string | null } = {},
): Promise<MenuComparison[]> {
  const appUrl = app.url;
  const baselineUrl = baseline.url;
  const restaurant = await getJson<{ id: string }>(appUrl, `/api/restaurants/slug/${MENU_SLUG}`);
  const baselineRestaurant = await getJson<{ id: string }>(baselineUrl, `/api/restaurants/slug/${MENU_SLUG}`);
  if (comparable(restaurant) !== comparable(baselineRestaurant)) {
    throw new Error('A linha de base não devolve o mesmo restaurante que o servidor: a comparação não seria justa.');
  }
  const products = await getJson<unknown[]>(appUrl, `/api/restaurants/${restaurant.id}/products`);
  const baselineProducts = await getJson<unknown[]>(baselineUrl, `/api/restaurants/${restaurant.id}/products`);
  if (JSON.stringify(products) !== JSON.stringify(baselineProducts)) {
    throw new Error('A linha de base não devolve o mesmo cardápio que o servidor: a comparação não seria justa.');
  }
  log(`cardápio de ${MENU_SLUG}: ${products.length} produtos`);

  const slugPath = `/api/restaurants/slug/${MENU_SLUG}`;
  const productsPath = `/api/restaurants/${restaurant.id}/products`;
  const batchInput = encodeURIComponent(JSON.stringify({ 0: { slug: MENU_SLUG }, 1: { id: restaurant.id } }));
  const trpcPath = `/trpc/restaurant.bySlug,product.listByRestaurant?batch=1&input=${batchInput}`;
  const baselineMenuPath = `/baseline/menu/${MENU_SLUG}`;
  const slugRequest: Request = { method: 'GET', path: slugPath };
  const productsRequest: Request = { method: 'GET', path: productsPath };
  const pair = [slugRequest, productsRequest];

  const cases: { name: string; unit: string; app: Request[]; baseline: Request[]; headers?: Record<string, string>; targeted: boolean }[] = [
    { name: 'REST restaurant by slug', unit: 'GET /api/restaurants/slug/:slug', app: [slugRequest], baseline: [slugRequest], targeted: true },
    { name: 'REST menu products', unit: 'GET /api/restaurants/:id/products (200 products)', app: [productsRequest], baseline: [productsRequest], targeted: true },
    { name: 'REST menu (slug + products pair)', unit: 'the 2 requests in sequence per read', app: pair, baseline: pair, targeted: true },
    {
      name: 'tRPC menu, batched',
      unit: '1 request: restaurant.bySlug + product.listByRestaurant',
      app: [{ method: 'GET', path: trpcPath }],
      baseline: [{ method: 'GET', path: baselineMenuPath }],
      targeted: true,
    },
    {
      name: 'tRPC menu, batched, signed-in customer',
      unit: 'the same with a session cookie (session and user read on every request)',
      app: [{ method: 'GET', path: trpcPath }],
      baseline: [{ method: 'GET', path: baselineMenuPath }],
      headers: { cookie: customerCookie },
      targeted: false,
    },
  ];

  // The static limit: the app's own bytes for the paths held to it, served from memory by a bare route.
  const staticPort = await freePort();
  const staticServer = await startChildServer({
    name: 'limite estático',
    entry: join(BENCH_DIR, 'src', 'static-limit-server.ts'),
    cores: options.cores ?? null,
    cwd: BENCH_DIR,
    url: `http://127.0.0.1:${staticPort}`,
    readyPath: '/healthz',
    log,
    env: { PATH: process.env.PATH, PORT: String(staticPort), SOURCE_URL: appUrl, PATHS: JSON.stringify([slugPath, productsPath, trpcPath]) },
  });
  const staticTarget = { url: `http://127.0.0.1:${staticPort}`, cpu: { serverPid: staticServer.pid, postgresPid: app.cpu.postgresPid } };
  const staticRows = new Set(['REST restaurant by slug', 'REST menu products', 'tRPC menu, batched']);

  const results: MenuComparison[] = [];
  const baselineRuns = new Map<string, LoadResult>();
  try {
    for (const entry of cases) {
      const load = (target: { url: string; cpu: CpuTargets }, requests: Request[], headers?: Record<string, string>) =>
        warmThenRunLoad(target.url, {
          title: entry.name,
          connections: THROUGHPUT_CONNECTIONS,
          durationS: DURATIONS.throughput,
          requests,
          headers: { ...BROWSER_HEADERS, ...headers },
          cpu: target.cpu,
        });
      // The same baseline run serves both tRPC rows: the baseline has no session to pay for.
      const baselineKey = JSON.stringify(entry.baseline);
      const baselineRun = baselineRuns.get(baselineKey) ?? (await load(baseline, entry.baseline));
      baselineRuns.set(baselineKey, baselineRun);
      const appRun = await load(app, entry.app, entry.headers);
      const requestsPerRead = entry.app.length;
      const appReads = appRun.requestsPerSecond / requestsPerRead;
      const baselineReads = baselineRun.requestsPerSecond / entry.baseline.length;
      const staticRun = staticRows.has(entry.name) ? await load(staticTarget, entry.app, entry.headers) : undefined;
      const staticReads = staticRun && staticRun.requestsPerSecond / requestsPerRead;
      results.push({
        name: entry.name,
        unit: entry.unit,
        app: appRun,
        baseline: baselineRun,
        requestsPerRead,
        appReadsPerSecond: appReads,
        baselineReadsPerSecond: baselineReads,
        ratio: appReads / baselineReads,
        targeted: entry.targeted,
        ...(staticRun && staticReads ? { staticLimit: staticRun, staticReadsPerSecond: staticReads, staticRatio: appReads / staticReads } : {}),
      });
      const vsStatic = staticReads ? `, limite estático ${staticReads.toFixed(0)}/s, razão ${(appReads / staticReads).toFixed(2)} (meta ≥ ${TARGETS.menuStaticRatio})` : '';
      log(`${entry.name}: app ${appReads.toFixed(0)}/s, linha de base ${baselineReads.toFixed(0)}/s, razão ${(appReads / baselineReads).toFixed(2)}${vsStatic}`);
    }
  } finally {
    await staticServer.stop();
  }
  return results;
}
