/**
 * `pnpm bench:soak`: the compiled server under SOAK_MINUTES (30) of mixed load — menu reads, image
 * reads, orders, status changes, sign-ins, live screens opening and closing — sampled every few
 * seconds for resident memory, V8 heap, open descriptors and database connections, with each
 * kind's latency per window. After the warm-up, memory must be flat (< 5 MB per 10 minutes),
 * descriptors and connections too, and no kind's p99 may grow by more than 20 %. Writes the
 * "Soak" section of bench/RESULTS.md and bench/soak-memory.svg; exits with 1 on a FAIL.
 * Not part of CI (half an hour); see docs/performance.md, "Soak".
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { toCents } from '@direto/contracts';
import { hashPassword } from '@direto/db';
import { startAppServer } from './app-server';
import { buildServer } from './build-server';
import type { ChildServer } from './child-server';
import { startBenchDatabase, type BenchDatabase } from './database';
import { freePort } from './free-port';
import { rssBytes } from './process-memory';
import { describeMachine, oneMinuteLoadAverage, pinProcess, planCorePinning } from './machine';
import { sectionOf, withSection } from './results-section';
import { growDataSet } from './seed';
import { customerEmail, SEED_PASSWORD, shapeAt } from './settings';
import { signIn, signInAll } from './sign-in';
import { LatencyRecorder, startSoakLoad, type SoakRestaurant, type SoakWorld } from './soak-load';
import { analyseSoak, renderMemorySvg, renderSoakSection } from './soak-report';
import { startSampling } from './soak-samples';
import { SOAK, SOAK_IMAGES, SOAK_LIVE, SOAK_LOGIN_CUSTOMERS, SOAK_ORDER_CUSTOMERS } from './soak-settings';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLOT_FILE = 'soak-memory.svg';
/** A real PNG of the web app, uploaded as the products' image. */
const IMAGE_FILE = join(REPO_ROOT, 'packages', 'ui', 'public', 'icons', 'icon-192.png');
const startedAt = Date.now();

function log(message: string): void {
  console.log(`[soak ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)}s] ${message}`);
}

const workDir = mkdtempSync(join('/var/tmp', 'direto-soak-'));
let database: BenchDatabase | undefined;
let server: ChildServer | undefined;

async function cleanUp(): Promise<void> {
  await server?.stop().catch(() => {});
  await database?.destroy().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: encerrando`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Open restaurants other than the dashboard's, each with its owner signed in and up to 20 dishes. */
async function loadRestaurants(appUrl: string, databaseUrl: string): Promise<SoakRestaurant[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; slug: string; fee: string; owner: string; products: { id: string; price: string }[] }>(
      `SELECT r.id, r.shareable_slug AS slug, r.delivery_fee::text AS fee, u.email AS owner,
              (SELECT json_agg(json_build_object('id', p.id, 'price', p.price::text))
                 FROM (SELECT id, price FROM products WHERE restaurant_id = r.id AND is_available ORDER BY created_at LIMIT 20) p) AS products
         FROM restaurants r JOIN users u ON u.id = r.owner_id
        WHERE r.is_open AND r.shareable_slug LIKE 'bench-%' AND r.shareable_slug <> 'bench-00001'
        ORDER BY r.shareable_slug`,
    );
    const cookies = await signInAll(appUrl, rows.map((row) => row.owner));
    return rows.map((row, index) => ({
      id: row.id,
      slug: row.slug,
      feeCents: toCents(row.fee),
      products: row.products.map((product) => ({ id: product.id, priceCents: toCents(product.price) })),
      ownerCookie: cookies[index] as string,
    }));
  } finally {
    await db.end();
  }
}

/** Uploads the image SOAK_IMAGES times as an owner (POST /api/objects/upload, then PUT), answering the /objects paths. */
async function uploadImages(appUrl: string, ownerCookie: string): Promise<string[]> {
  const image = readFileSync(IMAGE_FILE);
  const paths: string[] = [];
  for (let index = 0; index < SOAK_IMAGES; index++) {
    const issued = await fetch(`${appUrl}/api/objects/upload`, { method: 'POST', headers: { origin: appUrl, cookie: ownerCookie } });
    if (!issued.ok) throw new Error(`POST /api/objects/upload → ${issued.status} ${await issued.text()}`);
    const { uploadURL, objectPath } = (await issued.json()) as { uploadURL: string; objectPath: string };
    const put = await fetch(new URL(uploadURL, appUrl), { method: 'PUT', headers: { 'content-type': 'image/png', cookie: ownerCookie }, body: image });
    if (!put.ok) throw new Error(`PUT ${uploadURL} → ${put.status} ${await put.text()}`);
    paths.push(objectPath);
  }
  return paths;
}

async function main(): Promise<number> {
  const machine = describeMachine();
  const loadAtStart = oneMinuteLoadAverage();
  log(`máquina: ${machine.cpu}, ${machine.cores} núcleos; ${SOAK.minutes} min (aquecimento ${SOAK.warmupMinutes} min)`);
  buildServer(REPO_ROOT);
  database = await startBenchDatabase(log);
  await growDataSet(database.url, null, shapeAt(1), await hashPassword(SEED_PASSWORD));
  const pinning = planCorePinning();
  pinProcess(process.pid, pinning.load);
  log(`núcleos: ${pinning.note}`);

  const appUrl = `http://127.0.0.1:${await freePort()}`;
  server = await startAppServer({
    url: appUrl,
    databaseUrl: database.url,
    sessionSecret: randomBytes(48).toString('base64url'),
    dataDir: join(workDir, 'server-data'),
    // Owners' boards and customers' screens over few sessions (see SOAK_LIVE).
    liveStreamsPerSession: SOAK_LIVE.streams,
    cores: pinning.server,
    ipc: true,
    log,
  });

  const restaurants = await loadRestaurants(appUrl, database.url);
  const customerEmails = Array.from({ length: SOAK_ORDER_CUSTOMERS + SOAK_LOGIN_CUSTOMERS }, (_, index) => customerEmail(index + 1));
  const world: SoakWorld = {
    appUrl,
    restaurants,
    customerCookies: await signInAll(appUrl, customerEmails.slice(0, SOAK_ORDER_CUSTOMERS)),
    loginEmails: customerEmails.slice(SOAK_ORDER_CUSTOMERS),
    password: SEED_PASSWORD,
    imagePaths: await uploadImages(appUrl, (restaurants[0] as SoakRestaurant).ownerCookie),
  };
  // One sign-in first, so the soak's own sign-ins never meet a cold path.
  await signIn(appUrl, world.loginEmails[0] as string);
  log(`${restaurants.length} restaurantes, ${world.customerCookies.length} clientes, ${world.imagePaths.length} imagens; carga por ${SOAK.minutes} min`);

  const loadStart = performance.now();
  const recorder = new LatencyRecorder(loadStart, SOAK.windowMinutes * 60_000);
  const sampling = await startSampling(server, database.url, SOAK.sampleSeconds, loadStart);
  const problems: string[] = [];
  const load = startSoakLoad(world, recorder, problems);
  for (let minute = 1; minute <= Math.ceil(SOAK.minutes); minute++) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, SOAK.minutes * 60_000 - (performance.now() - loadStart))));
    log(`minuto ${minute}: RSS ${(rssBytes(server.pid) / 1024 ** 2).toFixed(1)} MB`);
  }
  await load.stop();
  const samples = await sampling.stop();

  const analysis = analyseSoak(samples, recorder.windows);
  const run = { date: new Date(), machine: `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`, loadAverage: { start: loadAtStart, end: oneMinuteLoadAverage() }, samples, analysis, plotFile: PLOT_FILE, problems };
  const section = renderSoakSection(run);
  writeFileSync(join(BENCH_DIR, PLOT_FILE), renderMemorySvg(samples));
  const resultsPath = join(BENCH_DIR, 'RESULTS.md');
  const results = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
  writeFileSync(resultsPath, withSection(results, 'soak', section));
  const rawDir = join(BENCH_DIR, 'results-raw');
  mkdirSync(rawDir, { recursive: true });
  writeFileSync(join(rawDir, `soak-${run.date.toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ ...run, windows: recorder.windows.map((window) => Object.fromEntries(window)) }));
  console.log(`\n${sectionOf(readFileSync(resultsPath, 'utf8'), 'soak')}`);
  const failed = analysis.checks.filter((check) => !check.pass);
  log(failed.length ? `FALHOU: ${failed.map((check) => check.name).join('; ')}` : 'todas as verificações passaram');
  return failed.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  log(`o soak parou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
