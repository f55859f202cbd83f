/**
 * `pnpm bench`: a fresh embedded PostgreSQL seeded at 1×, 10× and 100× data, the real server and
 * a bare baseline beside it, autocannon against both, the web app's bundle and Lighthouse; writes
 * bench/RESULTS.md. Everything runs on 127.0.0.1 and every load run is bounded in time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword } from '@direto/db';
import { startAppServer } from './app-server';
import { startChildServer, type ChildServer } from './child-server';
import { startBenchDatabase, type BenchDatabase } from './database';
import { freePort } from './free-port';
import { describeMachine, oneMinuteLoadAverage, pinProcess, planCorePinning } from './machine';
import { buildServer } from './build-server';
import { buildWebApp, measureBundle } from './measure-bundle';
import { measureDashboard } from './measure-dashboard';
import { measureGrowthPoint, restaurantListEndpoints, type GrowthEndpoint } from './measure-growth';
import { measureLighthouse } from './measure-lighthouse';
import { measureCustomerPages } from './measure-customer-pages';
import { prepareCustomerPages } from './customer-pages';
import { measureBoard } from './measure-board';
import { measureLive } from './measure-live';
import { measureMenu } from './measure-menu';
import { measureMenuImport } from './measure-menu-import';
import { measureOdPolling } from './measure-od-polling';
import { measureOrders } from './measure-orders';
import { measureStart } from './measure-start';
import { sampleRss } from './process-memory';
import { startRequestStatements } from './request-statements';
import { renderResults, type Results, type Section } from './report';
import { sectionOf, withSection } from './results-section';
import { required } from './required';
import { growDataSet } from './seed';
import { seedListCustomers } from './seed-customers';
import { signIn } from './sign-in';
import { customerEmail, DASHBOARD_SLUG, LIVE, MENU_SLUG, ownerEmail, SCALES, SEED_PASSWORD, shapeAt, type ScaleShape } from './settings';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const startedAt = Date.now();

function log(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds}s] ${message}`);
}

/** BENCH_ONLY=menu,orders runs only those measurements (bundle, growth, menu, dashboard, orders, live, lighthouse, pages, board, odpolling, import). */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;

/** Runs one measurement; a failure is recorded in the results instead of ending the whole bench. */
async function section<T>(name: string, work: () => Promise<T>): Promise<Section<T>> {
  const started = Date.now();
  if (only && !only.has(required(name.split(' ')[0], `medição em "${name}"`))) return { name, error: 'skipped (BENCH_ONLY)', seconds: 0 };
  try {
    const value = await work();
    return { name, value, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`FALHOU ${name}: ${message}`);
    return { name, error: message, seconds: (Date.now() - started) / 1000 };
  }
}

const workDir = mkdtempSync(join('/var/tmp', 'direto-bench-run-'));
let database: BenchDatabase | undefined;
const servers: ChildServer[] = [];

async function cleanUp(): Promise<void> {
  for (const server of servers.splice(0)) await server.stop().catch(() => {});
  await database?.destroy().catch(() => {});
  database = undefined;
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: encerrando`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const machine = describeMachine();
  log(`máquina: ${machine.cpu}, ${machine.cores} núcleos, ${machine.memoryGb} GB, Node ${machine.node}`);

  // The bundle first: the build uses both cores, so it must not overlap a load run.
  const uiDist = join(workDir, 'ui-dist');
  const bundle = await section('bundle', async () => {
    buildWebApp(REPO_ROOT, uiDist);
    return measureBundle(uiDist);
  });
  if (!bundle.value && (!only || ['lighthouse', 'pages', 'board'].some((name) => only.has(name)))) buildWebApp(REPO_ROOT, uiDist);
  // The server as production runs it: compiled to JavaScript (`pnpm build`), not through tsx.
  buildServer(REPO_ROOT);

  database = await startBenchDatabase(log);
  // PostgreSQL started unpinned; from here this process (autocannon, and the live load generator
  // it starts) keeps to the load cores and the servers to the others.
  const pinning = planCorePinning();
  pinProcess(process.pid, pinning.load);
  log(`núcleos: ${pinning.note}`);
  // The closures below cannot see that `database` is set; the URL never changes.
  const databaseUrl = database.url;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const seedSeconds: Record<number, number> = {};
  let shape: ScaleShape | null = null;
  const grow = async (scale: number) => {
    const started = Date.now();
    const next = shapeAt(scale);
    await growDataSet(databaseUrl, shape, next, passwordHash);
    shape = next;
    const seconds = (Date.now() - started) / 1000;
    seedSeconds[scale] = seconds;
    log(`dados em ${scale}×: ${next.restaurants} restaurantes, ${next.restaurants * 200} produtos, ${next.targetOrders + next.spreadOrders} pedidos (${seconds.toFixed(1)} s)`);
  };
  await grow(SCALES[0]);

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const sessionSecret = randomBytes(48).toString('base64url');
  // Overrides: the statement-capturing copy of the dashboard's bare rows (request-statements.ts).
  const startApp = (overrides: { url?: string; databaseUrl?: string; dataDir?: string; ipc?: boolean } = {}) =>
    startAppServer({
      url: appUrl,
      // Fine enough for the start-up figure; the wait is over once it answers.
      pollMs: 10,
      // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
      nodeOptions: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
      cores: pinning.server,
      databaseUrl,
      sessionSecret,
      dataDir: join(workDir, 'server-data'),
      uiDist,
      // The live case holds LIVE.streams streams over a few hundred sessions (see settings.ts).
      liveStreamsPerSession: LIVE.streamsPerSession,
      log,
      ...overrides,
    });
  let appServer = await startApp();
  servers.push(appServer);
  // The first start migrated the new database: the next ones start on a warm database, as a restart or a new replica does.
  const start = await section('start', async () => {
    const measured = await measureStart(async () => {
      await appServer.stop();
      servers.splice(servers.indexOf(appServer), 1);
      appServer = await startApp();
      servers.push(appServer);
      return appServer;
    }, log);
    return measured.figures;
  });
  const baselinePort = await freePort();
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  const baselineServer = await startChildServer({
    name: 'linha de base',
    entry: join(BENCH_DIR, 'src', 'baseline-server.ts'),
    cores: pinning.server,
    cwd: BENCH_DIR,
    url: baselineUrl,
    readyPath: '/healthz',
    log,
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, PORT: String(baselinePort), POOL_MAX: '10' },
  });
  servers.push(baselineServer);
  const appCpu = { serverPid: appServer.pid, postgresPid: database.postgresPid };
  const baselineCpu = { serverPid: baselineServer.pid, postgresPid: database.postgresPid };

  const ids = await lookUpIds(database.url);
  const customerCookie = await signIn(appUrl, customerEmail(1));
  const ownerCookie = await signIn(appUrl, ownerEmail(1));
  const growthEndpoints: GrowthEndpoint[] = [
    ...restaurantListEndpoints(ids.customerId, customerCookie),
    { name: 'restaurant by slug', path: `/api/restaurants/slug/${MENU_SLUG}`, cookie: customerCookie },
    { name: 'menu products', path: `/api/restaurants/${ids.menuRestaurantId}/products`, cookie: customerCookie },
    { name: 'owner orders', path: `/api/restaurants/${ids.dashboardRestaurantId}/orders`, cookie: ownerCookie },
    { name: 'owner stats', path: `/api/restaurants/${ids.dashboardRestaurantId}/stats`, cookie: ownerCookie },
  ];

  const growth = [];
  for (const [index, scale] of SCALES.entries()) {
    if (index > 0) await grow(scale);
    const current = shapeAt(scale);
    growth.push(await section(`growth ${scale}x`, () => measureGrowthPoint(appUrl, scale, current.restaurants, current.targetOrders, growthEndpoints, log)));
  }

  const menu = await section('menu', () => measureMenu({ url: appUrl, cpu: appCpu }, { url: baselineUrl, cpu: baselineCpu }, customerCookie, log, { cores: pinning.server }));
  const dashboard = await section('dashboard', async () => {
    // Issue 37: the customers list at 100 000 customers, and each row's queries run bare through pg beside it.
    await seedListCustomers(databaseUrl, ids.dashboardRestaurantId);
    const captureUrl = `http://127.0.0.1:${await freePort()}`;
    const bare = await startRequestStatements(databaseUrl, ownerCookie, (url) => startApp({ url: captureUrl, databaseUrl: url, dataDir: join(workDir, 'capture-server-data') }));
    try {
      return await measureDashboard(appUrl, ownerCookie, ids.dashboardRestaurantId, shapeAt(100).targetOrders, log, bare);
    } finally {
      await bare.stop();
    }
  });
  // The data is at 100× by now: the server's memory under the order load is a target of its own.
  const ordersRss = sampleRss(appServer.pid);
  const orders = await section('orders', () => measureOrders({ url: appUrl, cpu: appCpu }, { url: baselineUrl, cpu: baselineCpu }, databaseUrl, log));
  const ordersRssFigures = ordersRss.stop();
  // Issue 37 item 4: 500 restaurants' POS polling Open Delivery, on the server the order case warmed.
  const odPolling = await section('odpolling', () => measureOdPolling(appUrl, appCpu, databaseUrl, sessionSecret, log));
  // A fresh server process for the live case: the heap the order load grew (and left free) would
  // otherwise take the streams in without the process's memory growing, hiding what they cost.
  const live = await section('live', async () => {
    await appServer.stop();
    servers.splice(servers.indexOf(appServer), 1);
    // With an IPC channel: the bench asks it for a full collection before each memory reading.
    appServer = await startApp({ ipc: true });
    servers.push(appServer);
    return measureLive({ url: appUrl, pid: appServer.pid, child: appServer.child }, databaseUrl, pinning.load, log);
  });
  // Chromium inherits this process's cores: Lighthouse gets all of them back, as a phone's browser would.
  pinProcess(process.pid, pinning.all);
  const lighthouse = await section('lighthouse', () => measureLighthouse(`${appUrl}/restaurant/${MENU_SLUG}`, customerCookie, log));
  // Issue 37: every page a customer lands on, each beside a static copy of what the server sends for it.
  const customerPages = await section('pages', async () => measureCustomerPages(appUrl, uiDist, await prepareCustomerPages(appUrl, ids.menuRestaurantId), log));
  const board = await section('board', () => measureBoard(appUrl, databaseUrl, log));
  const menuImport = await section('import', () => measureMenuImport(appUrl, databaseUrl, log));

  const results: Results = {
    date: new Date(),
    machine,
    pinning,
    loadAverageAtEnd: oneMinuteLoadAverage(),
    totalSeconds: (Date.now() - startedAt) / 1000,
    seedSeconds,
    bundle,
    start,
    growth,
    growthEndpoints: growthEndpoints.map(({ name, path, informational }) => ({ name, path, informational })),
    menu,
    dashboard,
    orders,
    ordersRss: orders.value ? ordersRssFigures : undefined,
    live,
    lighthouse,
    customerPages,
    board,
    odPolling,
    menuImport,
  };
  const markdown = renderResults(results);
  // The soak's section (`pnpm bench:soak`, a run of its own) stays as it was.
  const resultsPath = join(BENCH_DIR, 'RESULTS.md');
  const soak = existsSync(resultsPath) ? sectionOf(readFileSync(resultsPath, 'utf8'), 'soak') : null;
  writeFileSync(resultsPath, soak ? withSection(markdown, 'soak', soak) : markdown);
  // Every figure of the run, unrounded, for comparing runs (git-ignored).
  const rawDir = join(BENCH_DIR, 'results-raw');
  mkdirSync(rawDir, { recursive: true });
  writeFileSync(join(rawDir, `${results.date.toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
  log(`resultados em bench/RESULTS.md (${results.totalSeconds.toFixed(0)} s)`);
  console.log('\n' + markdown);
}

/** Ids the measured paths need, read from the seeded data. */
async function lookUpIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string, value: string) => {
      const { rows } = await client.query<{ id: string }>(sql, [value]);
      if (!rows[0]) throw new Error(`não encontrado: ${value}`);
      return rows[0].id;
    };
    return {
      customerId: await one('SELECT id FROM users WHERE email = $1', customerEmail(1)),
      menuRestaurantId: await one('SELECT id FROM restaurants WHERE shareable_slug = $1', MENU_SLUG),
      dashboardRestaurantId: await one('SELECT id FROM restaurants WHERE shareable_slug = $1', DASHBOARD_SLUG),
    };
  } finally {
    await client.end();
  }
}

try {
  await main();
} catch (error) {
  log(`o bench parou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
