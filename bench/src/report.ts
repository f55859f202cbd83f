import type { LoadResult } from './load';
import type { CorePinning, Machine } from './machine';
import type { BundleFigures } from './measure-bundle';
import type { DashboardFigures } from './measure-dashboard';
import type { MenuImportFigures } from './measure-menu-import';
import { bytesAt, growthSlope, lastStep, loadAt, sizeSlope, type GrowthPoint } from './measure-growth';
import type { LighthouseFigures } from './measure-lighthouse';
import type { LiveFigures } from './measure-live';
import type { MenuComparison } from './measure-menu';
import type { OrderFigures } from './measure-orders';
import type { StartFigures } from './measure-start';
import type { RssSample } from './process-memory';
import { DURATIONS, LIVE, MEASURED_RUNS, ORDER_CONNECTIONS, PRODUCTS_PER_RESTAURANT, SCALES, shapeAt, TARGETS, THROUGHPUT_CONNECTIONS } from './settings';

/** A measurement's outcome: its value, or why it could not be taken. */
export type Section<T> = { name: string; seconds: number } & ({ value: T; error?: undefined } | { value?: undefined; error: string });

export interface Results {
  date: Date;
  machine: Machine;
  /** Which cores the servers and the load generators ran on. */
  pinning: CorePinning;
  /** 1-minute load average when the run ended. */
  loadAverageAtEnd: number;
  totalSeconds: number;
  seedSeconds: Record<number, number>;
  bundle: Section<BundleFigures>;
  start: Section<StartFigures>;
  growth: Section<GrowthPoint>[];
  growthEndpoints: { name: string; path: string; informational?: boolean }[];
  menu: Section<MenuComparison[]>;
  dashboard: Section<DashboardFigures>;
  orders: Section<OrderFigures>;
  /** The server's resident memory while the orders case ran (at 100× data); absent when it did not run. */
  ordersRss?: RssSample;
  live: Section<LiveFigures>;
  lighthouse: Section<LighthouseFigures>;
  /** Issue 35: a 2,000-line menu spreadsheet imported. */
  menuImport: Section<MenuImportFigures>;
}

interface Verdict {
  measurement: string;
  figure: string;
  target: string;
  pass: boolean;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const perSecond = (value: number) => value.toFixed(0);
const kb = (value: number) => `${value.toFixed(1)} KB`;
const mark = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');

export function renderResults(results: Results): string {
  const verdicts: Verdict[] = [];
  const body: string[] = [];

  body.push(...startSection(results.start, verdicts));
  body.push(...menuSection(results.menu, verdicts));
  body.push(...ordersSection(results.orders, results.ordersRss, verdicts));
  body.push(...liveSection(results.live, verdicts));
  body.push(...dashboardSection(results.dashboard, verdicts));
  body.push(...growthSection(results, verdicts));
  body.push(...webSection(results.bundle, results.lighthouse, verdicts));
  body.push(...menuImportSection(results.menuImport, verdicts));

  const { machine } = results;
  const failed = verdicts.filter((verdict) => !verdict.pass);
  return [
    '# Benchmark results',
    '',
    `Written by \`pnpm bench\` on ${results.date.toISOString()} (whole run: ${results.totalSeconds.toFixed(0)} s). ` +
      'Regenerate it with the same command; the numbers below are from that run only.',
    '',
    '## Machine',
    '',
    '| CPU | Cores | Memory | Node | OS | Load average (1 min) at start / end |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${machine.cpu} | ${machine.cores} | ${machine.memoryGb} GB | ${machine.node} | ${machine.os} | ${machine.loadAverage.toFixed(2)} / ${results.loadAverageAtEnd.toFixed(2)} |`,
    '',
    ...(Math.max(machine.loadAverage, results.loadAverageAtEnd) > machine.cores / 2
      ? [
          `> **The machine was busy with other work during this run** (load average up to ${Math.max(machine.loadAverage, results.loadAverageAtEnd).toFixed(1)} on ${machine.cores} cores): ` +
            'absolute figures are pessimistic. Re-run `pnpm bench` on an idle machine before drawing conclusions from throughput.',
          '',
        ]
      : []),
    '## Commands',
    '',
    '```bash',
    'pnpm install',
    'pnpm bench            # = pnpm --filter @direto/bench bench',
    'apt-get install -y chromium   # once, for Lighthouse (or set CHROME_PATH)',
    '```',
    '',
    '## Summary',
    '',
    '| Measurement | Figure | Target | Result |',
    '| --- | --- | --- | --- |',
    ...verdicts.map((verdict) => `| ${verdict.measurement} | ${verdict.figure} | ${verdict.target} | ${mark(verdict.pass)} |`),
    '',
    failed.length === 0 ? 'Every target holds.' : `${failed.length} of ${verdicts.length} targets fail; the sections below give the numbers.`,
    '',
    ...findings(results),
    '## Set-up',
    '',
    ...setupLines(results),
    '',
    ...body,
  ].join('\n');
}

/** What stands in the way of each failing target, in this run's own numbers. */
function findings(results: Results): string[] {
  const lines: string[] = [];
  const menu = results.menu.value?.find((row) => row.name === WEB_APP_MENU_ROW);
  if (menu && menu.ratio < TARGETS.menuBaselineMultiple) {
    const app = cpuPerRead(menu.app, menu.requestsPerRead);
    const baseline = cpuPerRead(menu.baseline, menu.requestsPerRead);
    if (app && baseline) {
      lines.push(
        `- **Menu read**: ${menu.ratio.toFixed(2)}× the baseline; the app spends ${ms(total(app))} of CPU per read (${menu.name}) against ${ms(total(baseline))} for the baseline running the same SQL ` +
          `(server ${ms(app.server)} vs ${ms(baseline.server)}, PostgreSQL ${ms(app.postgres)} vs ${ms(baseline.postgres)}).`,
      );
    }
  }
  const orders = results.orders.value;
  const orderCpu = orders?.load.cpuMsPerRequest;
  if (orders && orderCpu && (orders.ordersPerSecond < TARGETS.ordersPerSecond || total(orderCpu) > TARGETS.orderCpuMs)) {
    lines.push(
      `- **Orders**: ${ms(total(orderCpu))} of CPU per order (server ${ms(orderCpu.server)}, PostgreSQL ${ms(orderCpu.postgres)}) ` +
        `caps two dedicated cores near ${ceiling(orderCpu)} before the load generator's share; this run reached ${perSecond(orders.ordersPerSecond)}/s ` +
        `with a load average of ${Math.max(results.machine.loadAverage, results.loadAverageAtEnd).toFixed(1)} (CPU per order read from /proc grows when other work shares the cores: ` +
        'caches and context switches). An order takes 2 round trips (two prepared statements; the session and the user come from the process\'s cache), ' +
        'builds no ORM entity but the signed-in user, and writes its e-mail in one pass (packages/api/src/mail/mime-message.ts). ' +
        'What is left, from a CPU profile of the server (`BENCH_PROFILE`, a separate run made while tuning it): the outbox file each e-mail is written to without ' +
        '`SMTP_URL` (~0.1 ms of system time to create a file), socket writes, the session cookie\'s signature, Fastify, tRPC and zod, garbage collection ~6 %. ' +
        'PostgreSQL\'s part is mostly the insert: three tables with their indexes and foreign-key checks, the WAL and the commit.',
    );
  }
  for (const row of results.dashboard.value?.rows ?? []) {
    if (row.load.p99Ms > row.targetP99Ms) {
      lines.push(
        `- **${row.name.split(' ')[0]}**: p50 ${ms(row.load.p50Ms)} but p99 ${ms(row.load.p99Ms)} on one connection; ` +
          `the tail of a single-connection run is where other work on the machine shows (load average up to ${Math.max(results.machine.loadAverage, results.loadAverageAtEnd).toFixed(1)}).`,
      );
    }
  }
  const points = results.growth.map((section) => section.value).filter((point): point is GrowthPoint => !!point);
  if (points.length === SCALES.length) {
    for (const endpoint of results.growthEndpoints) {
      if (!endpoint.informational && sizeSlope(points, endpoint.name) >= TARGETS.growthSlope) {
        const [before, last] = lastStep(points);
        lines.push(
          `- **${endpoint.name}** answers ${kb(bytesAt(before, endpoint.name) / 1024)} at 10× and ${kb(bytesAt(last, endpoint.name) / 1024)} at 100×: ` +
            'it returns every row instead of a page, so its cost grows with the data.',
        );
      }
    }
  }
  const live = results.live.value;
  if (live && live.memory.perStreamKb > TARGETS.livePerStreamKb) {
    lines.push(
      `- **Live memory**: each open stream holds ${kb(live.memory.perStreamKb)} of the server's memory (RSS ${live.memory.rssBeforeMb.toFixed(0)} → ${live.memory.rssAfterMb.toFixed(0)} MB ` +
        `for ${live.streamsOpened.toLocaleString('en')} streams). The streams no longer go through tRPC's SSE pipeline nor keep the request's EntityManager ` +
        '(apps/server/src/live/live-stream-route.ts); most of what is left is Node\'s own socket and HTTP state and Fastify\'s request and reply, kept until the response ends: ' +
        'a bare Node http server holding SSE responses costs about 13 KB per connection at 5,000 on this machine.',
    );
  }
  if (live && live.latency.p99Ms > TARGETS.liveP99Ms) {
    lines.push(
      `- **Live latency**: p99 ${ms(live.latency.p99Ms)} from commit to event over ${live.streamsOpened.toLocaleString('en')} streams ` +
        `(p50 ${ms(live.latency.p50Ms)}, max ${ms(live.latency.maxMs)}), load average ${Math.max(results.machine.loadAverage, results.loadAverageAtEnd).toFixed(1)}.`,
    );
  }
  if (results.ordersRss && results.ordersRss.peakMb > TARGETS.ordersRssMb) {
    lines.push(
      `- **Server memory under the order load**: peak RSS ${results.ordersRss.peakMb.toFixed(0)} MB at 100× data (target ≤ ${TARGETS.ordersRssMb} MB), ` +
        `at ${results.orders.value ? perSecond(results.orders.value.ordersPerSecond) : '?'} orders/s. The window starts with the 200 sign-ins (argon2id: 19 MiB each, 4 at a time). ` +
        'Measured while tuning (not this run): the server process holds ~190 MB as soon as it is ready (code, the TypeScript loader\'s compiled sources and ' +
        'source maps, the ORM\'s metadata) and the earlier loads of a run leave it near 260–300 MB; a `--trace-gc` run saw ~60 MB of live heap after each full ' +
        'collection under the order load. The server lets the heap grow to 1.5× what lives (apps/server/src/heap-growth.ts; V8 otherwise went up to 4×), ' +
        'glibc\'s arenas are capped by `MALLOC_ARENA_MAX=2` and big blocks are given back at once (`MALLOC_MMAP_THRESHOLD_`), as the Docker image runs the server. ' +
        'Orders build no ORM entities nor nodemailer\'s MIME tree any more. What is left is the process\'s own base: running compiled JavaScript instead of ' +
        'the TypeScript loader would lower it; capping the heap (`--max-old-space-size`) would risk an out-of-memory crash on a bigger instance.',
    );
  }
  const bundle = results.bundle.value;
  if (bundle && bundle.loginGzipKb > TARGETS.loginJsGzipKb) {
    lines.push(
      `- **Login screen JS**: ${kb(bundle.loginGzipKb)}, ${kb(bundle.loginGzipKb - TARGETS.loginJsGzipKb)} over; the largest files: ` +
        bundle.loginBreakdown.slice(0, 4).map((entry) => `${kb(entry.gzipKb)} (${entry.contents.split(',').slice(0, 2).join(',')})`).join('; ') + '.',
    );
  }
  const lighthouse = results.lighthouse.value;
  if (lighthouse && lighthouse.score < TARGETS.lighthouse) {
    const entry = lighthouse.entryScript;
    lines.push(
      `- **Lighthouse**: the entry script (with the ${entry.importedChunks} chunks it imports) goes out ${entry.encoding === 'none' ? '**uncompressed**' : `as ${entry.encoding}`}, ` +
        `${kb(entry.sentBytes / 1024)} on the wire (gzip would be ${kb(entry.gzipBytes / 1024)}). Largest estimated savings: ${(lighthouse.runs[0]?.opportunities ?? []).slice(0, 3).join('; ')}. ` +
        'The page comes rendered by the server (its first 8 dishes, hydrated in the browser), with its stylesheet inlined and its code fetched once it has ' +
        'painted, so FCP and LCP no longer wait for any script; what is left is total blocking time: the app\'s modules starting and React rendering the ' +
        'remaining dishes (4 per task) at the simulated phone\'s 4× slower CPU, which swings with what else runs on this machine. Rendering the rest of ' +
        'the dishes as the visitor scrolls, rather than all after hydration, would cut it further.',
    );
  }
  return lines.length ? ['### What stands in the way', '', ...lines, ''] : [];
}

function setupLines(results: Results): string[] {
  const shapes = SCALES.map((scale) => {
    const shape = shapeAt(scale);
    const seconds = results.seedSeconds[scale];
    return `${scale}×: ${shape.restaurants} restaurants × ${PRODUCTS_PER_RESTAURANT} products, ${shape.customers} customers, ${shape.targetOrders + shape.spreadOrders} orders with 1–4 items each (${shape.targetOrders} on the dashboard restaurant)${seconds === undefined ? '' : `, seeded in ${seconds.toFixed(1)} s`}`;
  });
  return [
    '- **Database**: a fresh embedded PostgreSQL (`startEmbeddedPostgres`) in a temporary folder, migrated with the app\'s migrations, ' +
      'seeded with set-based SQL (`generate_series`, `INSERT … SELECT`) and grown in place from one scale to the next, `VACUUM ANALYZE` after each step:',
    ...shapes.map((line) => `  - ${line}`),
    '  - orders spread over the past year, mostly delivered; today\'s orders (São Paulo time, every status) are 1 in 40 of the first 12,000, ' +
      'so the dashboard restaurant has at most 300 today at any scale; every 25th restaurant is closed, every 20th product unavailable.',
    '- **Server**: the real one (`apps/server/src/main.ts`) in its own process: `NODE_ENV=production`, `LOG_LEVEL=warn` ' +
      '(no per-request log line), `MALLOC_ARENA_MAX=2` and `MALLOC_MMAP_THRESHOLD_=131072` (as the Docker image runs it), database pool 10, on 127.0.0.1; started again before the live case.',
    '- **Baseline**: `bench/src/baseline-server.ts`, a bare Fastify route running the same SQL statements through `pg` ' +
      '(pool 10) and answering the same JSON, in its own process. The bench checks both answer the same menu before measuring.',
    `- **Cores**: ${results.pinning.note}.`,
    `- **Load**: autocannon from the bench process. Throughput runs: ${THROUGHPUT_CONNECTIONS} connections, ${DURATIONS.warmup} s warm-up then ` +
      `${MEASURED_RUNS} measured runs of ${DURATIONS.throughput} s; each figure is the median run (by req/s; [min–max] of the runs beside it), and the baseline is measured in the same bench run, just before the app. Orders: ${ORDER_CONNECTIONS} connections, ${DURATIONS.orders} s. Latency runs (dashboard, growth): ` +
      `1 connection, ${MEASURED_RUNS} runs of ${DURATIONS.latency} s (growth: ${DURATIONS.growth} s), the median kept. Latencies are timed per response (sub-millisecond), ` +
      'p50/p99 nearest-rank; req/s is completed requests over the measured time.',
    '- Server, baseline, PostgreSQL and autocannon share the same machine, so absolute figures are lower than on a dedicated server; the ratios compare like with like. ' +
      '"CPU … /req" beside req/s is the CPU time of the server process and PostgreSQL per request, read from /proc: it does not depend on what else ran.',
  ];
}

function failure(section: Section<unknown>): string[] {
  return [`Not measured: \`${section.error}\``, ''];
}

/** req/s (the median run; the range of the runs beside it) and the CPU time per request when measured, then p50 and p99. */
function loadCells(load: LoadResult): string {
  return `${requestsCell(load)} | ${ms(load.p50Ms)} | ${ms(load.p99Ms)}`;
}

function requestsCell(load: LoadResult): string {
  const runs = load.runsRequestsPerSecond;
  const range = runs && runs.length > 1 ? ` [${perSecond(Math.min(...runs))}–${perSecond(Math.max(...runs))}]` : '';
  const cpu = load.cpuMsPerRequest ? ` · CPU ${ms(load.cpuMsPerRequest.server + load.cpuMsPerRequest.postgres)}/req` : '';
  return `${perSecond(load.requestsPerSecond)}${range}${cpu}`;
}

/** The web app's public menu read (restaurant + menu, signed out) and the REST reads held to the static limit. */
const WEB_APP_MENU_ROW = 'tRPC menu, batched';
const STATIC_LIMIT_ROWS = [WEB_APP_MENU_ROW, 'REST restaurant by slug', 'REST menu products'];

function menuSection(menu: Section<MenuComparison[]>, verdicts: Verdict[]): string[] {
  const lines = ['## Menu read vs baseline', ''];
  if (!menu.value) {
    verdicts.push({ measurement: 'Public menu read (web app, signed out) vs baseline and static limit', figure: 'not measured', target: `≥ ${TARGETS.menuBaselineMultiple}× baseline, ≥ ${TARGETS.menuStaticRatio}× static limit`, pass: false });
    return [...lines, ...failure(menu)];
  }
  lines.push(
    'A signed-out read of `bench-00002` (200 products). "Reads/s" counts a whole menu read: the REST pair is two requests per read.',
    '',
    '| Case | What is sent | App req/s | App p50 | App p99 | Baseline req/s | Baseline p50 | Baseline p99 | App reads/s | Baseline reads/s | Ratio | Target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of menu.value) {
    const webApp = row.name === WEB_APP_MENU_ROW;
    lines.push(
      `| ${row.name} | ${row.unit} | ${loadCells(row.app)} | ${loadCells(row.baseline)} | ${perSecond(row.appReadsPerSecond)} | ` +
        `${perSecond(row.baselineReadsPerSecond)} | ${row.ratio.toFixed(2)} | ${webApp ? `≥ ${TARGETS.menuBaselineMultiple} ${mark(row.ratio >= TARGETS.menuBaselineMultiple)}` : 'information'} |`,
    );
    verdicts.push(...menuVerdicts(row));
    if (row.app.failures + row.baseline.failures > 0) lines.push(`| | ${row.app.failures} app / ${row.baseline.failures} baseline failed requests | | | | | | | | | | |`);
  }
  lines.push(
    '',
    'CPU time per read, read from /proc for the server process and PostgreSQL\'s processes during each run (processes that ended ' +
      'mid-run, such as autovacuum workers, left out): unlike req/s it does not ' +
      'depend on what else the machine was doing, so it shows the cost difference itself. "Ceiling" is the reads/s two dedicated cores ' +
      'would allow at that cost (2,000 ms / CPU ms per read), before the load generator\'s own share.',
    '',
    '| Case | App CPU per read (server + PostgreSQL) | Baseline CPU per read | App / baseline CPU | App ceiling on 2 cores | Baseline ceiling |',
    '| --- | --- | --- | --- | --- | --- |',
    ...menu.value.map((row) => {
      const app = cpuPerRead(row.app, row.requestsPerRead);
      const baseline = cpuPerRead(row.baseline, row.requestsPerRead);
      return `| ${row.name} | ${cpuCell(app)} | ${cpuCell(baseline)} | ${(total(app) / total(baseline)).toFixed(1)}× | ${ceiling(app)} | ${ceiling(baseline)} |`;
    }),
  );
  return [...lines, ''];
}

/** Issue 20's menu targets: the web app's read ≥ 5× the baseline; it and the two REST reads ≥ 0.7× the static limit. */
function menuVerdicts(row: MenuComparison): Verdict[] {
  const verdicts: Verdict[] = [];
  if (row.name === WEB_APP_MENU_ROW) {
    verdicts.push({
      measurement: 'Public menu read as the web app does it (signed out) vs uncached baseline',
      figure: `${row.ratio.toFixed(2)}× (${perSecond(row.appReadsPerSecond)} vs ${perSecond(row.baselineReadsPerSecond)} reads/s)`,
      target: `≥ ${TARGETS.menuBaselineMultiple}×`,
      pass: row.ratio >= TARGETS.menuBaselineMultiple && row.app.failures === 0,
    });
  }
  if (STATIC_LIMIT_ROWS.includes(row.name)) {
    const ratio = row.staticRatio;
    verdicts.push({
      measurement: `${row.name === WEB_APP_MENU_ROW ? 'Public menu read (web app)' : row.name} vs static limit`,
      figure: ratio === undefined ? 'static limit not measured' : `${ratio.toFixed(2)}× (${perSecond(row.appReadsPerSecond)} vs ${perSecond(row.staticReadsPerSecond ?? Number.NaN)} reads/s)`,
      target: `≥ ${TARGETS.menuStaticRatio}×`,
      pass: ratio !== undefined && ratio >= TARGETS.menuStaticRatio && row.app.failures === 0,
    });
  }
  return verdicts;
}

function startSection(start: Section<StartFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Server start', ''];
  const startTarget = `≤ ${TARGETS.startSeconds} s`;
  const rssTarget = `≤ ${TARGETS.idleRssMb} MB`;
  if (!start.value) {
    verdicts.push({ measurement: 'Server start → /healthz 200 (warm database)', figure: 'not measured', target: startTarget, pass: false });
    verdicts.push({ measurement: 'Server RSS, ready and idle', figure: 'not measured', target: rssTarget, pass: false });
    return [...lines, ...failure(start)];
  }
  const figures = start.value;
  verdicts.push({
    measurement: 'Server start → /healthz 200 (warm database)',
    figure: `${figures.medianReadySeconds.toFixed(2)} s (median of ${figures.readySeconds.length})`,
    target: startTarget,
    pass: figures.medianReadySeconds <= TARGETS.startSeconds,
  });
  verdicts.push({ measurement: 'Server RSS, ready and idle', figure: `${figures.idleRssMb.toFixed(0)} MB`, target: rssTarget, pass: figures.idleRssMb <= TARGETS.idleRssMb });
  lines.push(
    'The compiled server (`node apps/server/dist/main.js`, as production runs it) started on the bench database, already migrated and running; ' +
      'the time runs from the process spawn to the first 200 of `/healthz` (asked every 10 ms), and the memory is its RSS 5 s later, before any other request.',
    '',
    '| Runs (s) | Median | Idle RSS |',
    '| --- | --- | --- |',
    `| ${figures.readySeconds.map((seconds) => seconds.toFixed(2)).join(' / ')} | ${figures.medianReadySeconds.toFixed(2)} s | ${figures.idleRssMb.toFixed(0)} MB |`,
    '',
  );
  return lines;
}

function menuImportSection(menuImport: Section<MenuImportFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Menu import', ''];
  const target = `≤ ${TARGETS.menuImportSeconds} s`;
  if (!menuImport.value) {
    verdicts.push({ measurement: 'Menu import, 2,000 lines', figure: 'not measured', target, pass: false });
    return [...lines, ...failure(menuImport)];
  }
  const figures = menuImport.value;
  verdicts.push({ measurement: `Menu import, ${figures.lines} lines`, figure: `${figures.importSeconds.toFixed(2)} s`, target, pass: figures.importSeconds <= TARGETS.menuImportSeconds });
  lines.push(
    'An .xlsx of 1,000 products (the seeded 200 with new prices, 800 new ones with a code) and 1,000 options (50 groups, each offered by 16 products) sent to ' +
      '`POST /api/restaurants/{id}/menu-import` as multipart/form-data by the restaurant\'s owner, after its preview; the time runs from the request to the answer.',
    '',
    '| Lines | Preview | Import | Created | Updated | Groups created |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${figures.lines} | ${figures.previewSeconds.toFixed(2)} s | ${figures.importSeconds.toFixed(2)} s | ${figures.creates} | ${figures.updates} | ${figures.groups} |`,
    '',
  );
  return lines;
}

type CpuPerRead = { server: number; postgres: number } | undefined;

function cpuPerRead(load: LoadResult, requestsPerRead: number): CpuPerRead {
  const cpu = load.cpuMsPerRequest;
  return cpu && { server: cpu.server * requestsPerRead, postgres: cpu.postgres * requestsPerRead };
}
const total = (cpu: CpuPerRead) => (cpu ? cpu.server + cpu.postgres : Number.NaN);
const cpuCell = (cpu: CpuPerRead) => (cpu ? `${ms(total(cpu))} (${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)})` : 'n/a');
const ceiling = (cpu: CpuPerRead) => (cpu ? `${perSecond(2000 / total(cpu))}/s` : 'n/a');

function ordersSection(orders: Section<OrderFigures>, rss: RssSample | undefined, verdicts: Verdict[]): string[] {
  const lines = ['## Order placement', ''];
  const rssTarget = `≤ ${TARGETS.ordersRssMb} MB`;
  if (!orders.value) {
    verdicts.push({ measurement: 'Orders placed per second', figure: 'not measured', target: `≥ ${TARGETS.ordersPerSecond}/s`, pass: false });
    verdicts.push({ measurement: 'CPU per order (server + PostgreSQL)', figure: 'not measured', target: `≤ ${TARGETS.orderCpuMs} ms`, pass: false });
    verdicts.push({ measurement: 'Server RSS at 100× data under the order load', figure: 'not measured', target: rssTarget, pass: false });
    verdicts.push({ measurement: 'Every accepted order stored once and correct', figure: 'not measured', target: 'no problem found', pass: false });
    return [...lines, ...failure(orders)];
  }
  const figures = orders.value;
  const rate = figures.ordersPerSecond;
  verdicts.push({ measurement: 'Orders placed per second', figure: `${perSecond(rate)}/s (p99 ${ms(figures.load.p99Ms)})`, target: `≥ ${TARGETS.ordersPerSecond}/s`, pass: rate >= TARGETS.ordersPerSecond });
  const orderCpu = figures.load.cpuMsPerRequest;
  verdicts.push({
    measurement: 'CPU per order (server + PostgreSQL)',
    figure: orderCpu ? `${ms(total(orderCpu))} (${orderCpu.server.toFixed(2)} + ${orderCpu.postgres.toFixed(2)})` : 'not measured',
    target: `≤ ${TARGETS.orderCpuMs} ms`,
    pass: !!orderCpu && total(orderCpu) <= TARGETS.orderCpuMs,
  });
  verdicts.push({
    measurement: 'Server RSS at 100× data under the order load',
    figure: rss ? `peak ${rss.peakMb.toFixed(0)} MB (at the end ${rss.lastMb.toFixed(0)} MB)` : 'not measured',
    target: rssTarget,
    pass: !!rss && rss.peakMb <= TARGETS.ordersRssMb,
  });
  verdicts.push({
    measurement: 'Every accepted order stored once and correct',
    figure: `${figures.checked} orders checked, ${figures.problems.length} problems, ${figures.load.failures} refused`,
    target: 'no problem, no refusal',
    pass: figures.problems.length === 0 && figures.load.failures === 0 && figures.checked > 0,
  });
  lines.push(
    `POST /api/orders with a session cookie, as the web app sends it: each request from the next of ${figures.customers} signed-in customers ` +
      '(round-robin), a cart of 1–3 available products of an open restaurant, amounts computed from the menu prices.',
    '',
    '| Orders accepted (measured run) | Orders/s | p50 | p99 | Refused / errors | CPU per order (server + PostgreSQL) | Ceiling on 2 cores | Orders checked in the database | Cut off by the end of a run, stored | Problems |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${figures.placed} | ${perSecond(rate)} | ${ms(figures.load.p50Ms)} | ${ms(figures.load.p99Ms)} | ${figures.load.failures} | ` +
      `${cpuCell(figures.load.cpuMsPerRequest)} | ${ceiling(figures.load.cpuMsPerRequest)} | ${figures.checked} | ${figures.cutOff} | ${figures.problems.length} |`,
    '',
    `Server resident memory (VmRSS, sampled every 250 ms from sign-in to the end of the check, data at 100×): ${rss ? `peak **${rss.peakMb.toFixed(0)} MB**, ${rss.lastMb.toFixed(0)} MB at the end` : 'not sampled'} (target ${rssTarget}).`,
    '',
    'The check: every order answered 2xx (warm-up included) is in the database exactly once, for that customer and restaurant, ' +
      'pending, with the cart\'s lines and subtotal + delivery fee = total as computed from the prices; and no other order of those customers appeared, ' +
      'except requests still in flight when a run stopped (autocannon closes their connections before the answer), each matched to exactly one stored order.',
    '',
  );
  if (figures.problems.length) lines.push('Problems:', '', ...figures.problems.map((problem) => `- ${problem}`), '');
  if (figures.refusals.length) lines.push('Sample of refused answers:', '', ...figures.refusals.map((refusal) => `- \`${refusal}\``), '');
  return lines;
}

function liveSection(live: Section<LiveFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Live fan-out', ''];
  const streamsTarget = `${TARGETS.liveStreams.toLocaleString('en')} open, every event delivered`;
  const latencyTarget = `p99 ≤ ${TARGETS.liveP99Ms} ms`;
  const memoryTarget = `≤ ${TARGETS.livePerStreamKb} KB`;
  if (!live.value) {
    verdicts.push({ measurement: 'Live subscriptions on one instance', figure: 'not measured', target: streamsTarget, pass: false });
    verdicts.push({ measurement: 'Live: order commit → event received', figure: 'not measured', target: latencyTarget, pass: false });
    verdicts.push({ measurement: 'Live: server memory per subscription', figure: 'not measured', target: memoryTarget, pass: false });
    return [...lines, ...failure(live)];
  }
  const f = live.value;
  const allDelivered = f.deliveriesReceived === f.deliveriesExpected && f.misdelivered === 0 && f.ordersRefused === 0 && f.streamsEnded === 0;
  verdicts.push({
    measurement: 'Live subscriptions on one instance',
    figure: `${f.streamsOpened.toLocaleString('en')} open; ${f.deliveriesReceived.toLocaleString('en')} of ${f.deliveriesExpected.toLocaleString('en')} deliveries`,
    target: streamsTarget,
    pass: f.streamsOpened >= TARGETS.liveStreams && allDelivered,
  });
  verdicts.push({
    measurement: 'Live: order commit → event received',
    figure: `p99 ${ms(f.latency.p99Ms)} (p50 ${ms(f.latency.p50Ms)}, max ${ms(f.latency.maxMs)}; rounds: ${f.roundsP99Ms.map((value) => value.toFixed(0)).join(', ')} ms)`,
    target: latencyTarget,
    pass: f.latency.p99Ms <= TARGETS.liveP99Ms && allDelivered,
  });
  verdicts.push({
    measurement: 'Live: server memory per subscription',
    figure: `${kb(f.memory.perStreamKb)} (RSS ${f.memory.rssBeforeMb.toFixed(0)} → ${f.memory.rssAfterMb.toFixed(0)} MB)`,
    target: memoryTarget,
    pass: f.memory.perStreamKb <= TARGETS.livePerStreamKb,
  });
  lines.push(
    `A load generator in its own process (\`src/live-load-generator.ts\`, on the load core) signs in ${f.ownerSessions} owners and ${f.customerSessions} customers ` +
      `through \`POST /api/login\` and opens ${f.streamsPlanned.toLocaleString('en')} SSE subscriptions over plain HTTP/1.1 (one keep-alive socket each, \`maxSockets: Infinity\`): ` +
      `${(LIVE.ownerShare * 100).toFixed(0)} % owners' boards (\`live.restaurantOrders\`, ${f.restaurants} restaurants) and the rest customers' \`live.myOrders\`, ` +
      `${f.streamsPerSession} per session. The server's only stream cap is per session (\`LIVE_STREAMS_PER_SESSION\`, default 5; none per process), ` +
      `so the bench starts it with \`LIVE_STREAMS_PER_SESSION=${f.streamsPerSession}\`. Then the bench places ${LIVE.ordersPerSecond} orders/s ` +
      `as subscribed customers at subscribed restaurants: ${DURATIONS.warmup} s of warm-up, then ${MEASURED_RUNS} rounds of ${DURATIONS.live} s, the latency figures from the median round (by p99); ` +
      'each order\'s event must reach every stream of its restaurant and of its customer (every round and the warm-up counted). ' +
      'Latency: from the order\'s `createdAt` (stamped in its transaction, before the commit) to the moment the subscriber read the event, on the same clock.',
    '',
    '| Streams open / asked | Sign-in, opening | Orders placed (refused) | Deliveries received / expected | Misdelivered | p50 | p99 (each round) | Max | Server RSS before → after opening | Per stream | RSS peak while fanning out |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${f.streamsOpened} / ${f.streamsPlanned} | ${f.signInSeconds.toFixed(1)} s, ${f.openSeconds.toFixed(1)} s | ${f.ordersPlaced} (${f.ordersRefused}) | ` +
      `${f.deliveriesReceived} / ${f.deliveriesExpected} | ${f.misdelivered} | ${ms(f.latency.p50Ms)} | ${ms(f.latency.p99Ms)} (${f.roundsP99Ms.map((value) => value.toFixed(0)).join(', ')}) | ${ms(f.latency.maxMs)} | ` +
      `${f.memory.rssBeforeMb.toFixed(0)} → ${f.memory.rssAfterMb.toFixed(0)} MB | ${kb(f.memory.perStreamKb)} | ${f.memory.rssPeakMb.toFixed(0)} MB |`,
    '',
    'Memory per subscription = growth of the server\'s resident memory (VmRSS) from just before the streams opened (sessions already signed in) to 1.5 s after the last one opened, ' +
      'on a server process started afresh for this case (after the order load its heap holds enough free space to take 5,000 streams in without growing, which would hide their cost), ' +
      'divided by the streams: everything a stream costs (socket, request, tRPC stream, subscriber), measured from outside the process. ' +
      'The peak while fanning out also counts garbage V8 has not collected yet (every event written allocates per stream); ' +
      'a heap snapshot (which collects first) taken after the rounds found the live heap within a few percent of its size right after opening: no growth per event.',
    '',
  );
  const notes = [...f.openFailures.map((failure) => `stream refused: \`${failure}\``), ...f.refusals.map((refusal) => `order refused: \`${refusal}\``), ...f.streamErrors.map((error) => `stream error: \`${error}\``)];
  if (f.streamsEnded > 0) notes.push(`${f.streamsEnded} streams ended by the server during the run`);
  if (notes.length) lines.push(...notes.map((note) => `- ${note}`), '');
  return lines;
}

function dashboardSection(dashboard: Section<DashboardFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Owner dashboard', ''];
  if (!dashboard.value) {
    verdicts.push({ measurement: 'Owner dashboard p99', figure: 'not measured', target: `≤ ${TARGETS.dashboardP99Ms} ms`, pass: false });
    return [...lines, ...failure(dashboard)];
  }
  lines.push(
    `The owner of \`bench-00001\` (${dashboard.value.restaurantOrders.toLocaleString('en')} orders), signed in; one connection.`,
    '',
    '| Call | req/s | p50 | p99 | Target |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const row of dashboard.value.rows) {
    const pass = row.load.p99Ms <= row.targetP99Ms && row.load.failures === 0;
    lines.push(`| ${row.name} | ${loadCells(row.load)} | p99 ≤ ${row.targetP99Ms} ms ${mark(pass)} |`);
    verdicts.push({ measurement: `Owner dashboard: ${row.name.split(' (')[0]}`, figure: `p99 ${ms(row.load.p99Ms)}`, target: `p99 ≤ ${row.targetP99Ms} ms`, pass });
  }
  return [...lines, ''];
}

function growthSection(results: Results, verdicts: Verdict[]): string[] {
  const lines = ['## Cost growth', ''];
  const points = results.growth.map((section) => section.value).filter((point): point is GrowthPoint => !!point);
  const errors = results.growth.filter((section) => section.error);
  if (points.length !== SCALES.length) {
    verdicts.push({ measurement: 'Cost growth (sub-linear)', figure: 'not measured', target: `slope < ${TARGETS.growthSlope}`, pass: false });
    return [...lines, ...errors.flatMap(failure)];
  }
  lines.push(
    'Latency of one request (one connection) as the data grows; the menu stays 200 products and the dashboard restaurant has at most 300 orders today, ' +
      'while the restaurant list and the order history grow with the data. Slope = log10(value at 100× / value at 10×): 1 is linear, 0 flat. ' +
      `Sub-linear here means both the latency slope and the answer-size slope are < ${TARGETS.growthSlope} (less than √10 ≈ 3.2× for 10× the data): ` +
      'the size is free of timing noise and shows at once an answer that grows with the data instead of being paginated or bounded.',
    '',
    `| Call | Path | ${SCALES.map((scale) => `${scale}× p50 (p99), answer size`).join(' | ')} | Latency slope | Size slope | Result |`,
    `| --- | --- | ${SCALES.map(() => '---').join(' | ')} | --- | --- | --- |`,
  );
  for (const endpoint of results.growthEndpoints) {
    const slope = growthSlope(points, endpoint.name);
    const bytesSlope = sizeSlope(points, endpoint.name);
    const pass = slope < TARGETS.growthSlope && bytesSlope < TARGETS.growthSlope && points.every((point) => loadAt(point, endpoint.name).failures === 0);
    const latencies = points.map((point) => `${ms(loadAt(point, endpoint.name).p50Ms)} (${ms(loadAt(point, endpoint.name).p99Ms)})`);
    const cells = points.map((point, index) => `${latencies[index]}, ${kb(bytesAt(point, endpoint.name) / 1024)}`);
    const path = decodeURIComponent(endpoint.path).replace(/[0-9a-f-]{36}/g, ':id');
    // The spec's list answers every restaurant by definition: shown for reference, without a verdict.
    lines.push(`| ${endpoint.name} | \`${path}\` | ${cells.join(' | ')} | ${slope.toFixed(2)} | ${bytesSlope.toFixed(2)} | ${endpoint.informational ? 'informational' : mark(pass)} |`);
    if (endpoint.informational) continue;
    verdicts.push({
      measurement: `Cost growth: ${endpoint.name}`,
      figure: `p50 ${latencies[0]} → ${latencies.at(-1)}; slopes: latency ${slope.toFixed(2)}, size ${bytesSlope.toFixed(2)}`,
      target: `sub-linear (slopes < ${TARGETS.growthSlope})`,
      pass,
    });
  }
  return [...lines, ''];
}

function webSection(bundle: Section<BundleFigures>, lighthouse: Section<LighthouseFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Web app', ''];
  if (bundle.value) {
    const figures = bundle.value;
    verdicts.push({ measurement: 'Login screen initial JS (gzip)', figure: kb(figures.loginGzipKb), target: `≤ ${TARGETS.loginJsGzipKb} KB`, pass: figures.loginGzipKb <= TARGETS.loginJsGzipKb });
    verdicts.push({ measurement: 'Each role\'s screens in their own chunks', figure: figures.separateRoleChunks ? 'yes' : 'no', target: 'yes', pass: figures.separateRoleChunks });
    lines.push(
      'Built with `vite build --manifest` into a temporary folder; sizes are gzip (zlib default level) of the emitted files.',
      '',
      `- Entry (index.html's script and its static imports): ${kb(figures.entryGzipKb)} — ${figures.entryFiles.map((file) => `\`${file}\``).join(', ')}`,
      `- Login screen (entry + \`auth-page\` chunk and their static imports): **${kb(figures.loginGzipKb)}** JS, plus ${kb(figures.loginCssGzipKb)} CSS:`,
      '',
      '| File | gzip | Mostly (share of original source) |',
      '| --- | --- | --- |',
      ...figures.loginBreakdown.map((entry) => `| \`${entry.file}\` | ${kb(entry.gzipKb)} | ${entry.contents} |`),
      '',
      '| Role | Screen chunks (gzip) | Other roles\' screens reachable by static import |',
      '| --- | --- | --- |',
      ...figures.roles.map(
        (role) => `| ${role.role} | ${role.pages.map((page) => `\`${page.file}\` ${kb(page.gzipKb)}`).join(', ')} | ${role.leaks.length ? role.leaks.join(', ') : 'none'} |`,
      ),
      '',
    );
  } else {
    verdicts.push({ measurement: 'Login screen initial JS (gzip)', figure: 'not measured', target: `≤ ${TARGETS.loginJsGzipKb} KB`, pass: false });
    verdicts.push({ measurement: 'Each role\'s screens in their own chunks', figure: 'not measured', target: 'yes', pass: false });
    lines.push(...failure(bundle));
  }
  if (lighthouse.value) {
    const figures = lighthouse.value;
    verdicts.push({ measurement: 'Lighthouse performance, menu page (mobile)', figure: String(figures.score), target: `≥ ${TARGETS.lighthouse}`, pass: figures.score >= TARGETS.lighthouse });
    const lcp = medianLcpSeconds(figures);
    verdicts.push({ measurement: 'Lighthouse LCP, menu page (mobile)', figure: Number.isNaN(lcp) ? 'not measured' : `${lcp.toFixed(1)} s (median)`, target: `≤ ${TARGETS.lighthouseLcpS.toFixed(1)} s`, pass: lcp <= TARGETS.lighthouseLcpS });
    const metricNames = Object.keys(figures.runs[0]?.metrics ?? {});
    lines.push(
      `Lighthouse (npm \`lighthouse\`, headless Chromium, default mobile profile: emulated phone, simulated slow 4G, 4× CPU slowdown), performance only, on \`/restaurant/bench-00002\` as a signed-in customer (session cookie in extraHeaders), served by the real server from the build above. Median of ${figures.runs.length} runs: **${figures.score}**.`,
      '',
      `| Run | Score | ${metricNames.join(' | ')} |`,
      `| --- | --- | ${metricNames.map(() => '---').join(' | ')} |`,
      ...figures.runs.map((run, index) => `| ${index + 1} | ${run.score} | ${metricNames.map((name) => run.metrics[name]).join(' | ')} |`),
      '',
      `Entry script \`${figures.entryScript.path}\` with the ${figures.entryScript.importedChunks} chunks it imports, as sent to a browser accepting gzip and brotli: ${kb(figures.entryScript.sentBytes / 1024)}, ` +
        `content-encoding ${figures.entryScript.encoding} (gzip would be ${kb(figures.entryScript.gzipBytes / 1024)}).`,
      '',
      'Lighthouse\'s largest estimated savings (first run):',
      '',
      ...(figures.runs[0]?.opportunities ?? []).map((opportunity) => `- ${opportunity}`),
      '',
    );
  } else {
    verdicts.push({ measurement: 'Lighthouse performance, menu page (mobile)', figure: 'not measured', target: `≥ ${TARGETS.lighthouse}`, pass: false });
    verdicts.push({ measurement: 'Lighthouse LCP, menu page (mobile)', figure: 'not measured', target: `≤ ${TARGETS.lighthouseLcpS.toFixed(1)} s`, pass: false });
    lines.push(...failure(lighthouse));
  }
  return lines;
}

/** The median of the runs' largest contentful paint, in seconds (Lighthouse shows it as e.g. "1.8 s"). */
function medianLcpSeconds(figures: LighthouseFigures): number {
  const values = figures.runs
    .map((run) => {
      const shown = run.metrics['largest-contentful-paint'] ?? '';
      const value = Number.parseFloat(shown.replace(',', '.'));
      return /\bms\b/.test(shown) ? value / 1000 : value;
    })
    .filter((value) => !Number.isNaN(value))
    .sort((a, b) => a - b);
  return values.length ? (values[Math.floor((values.length - 1) / 2)] ?? Number.NaN) : Number.NaN;
}
