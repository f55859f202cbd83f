import type { LoadResult } from './load';
import type { Machine } from './machine';
import type { BundleFigures } from './measure-bundle';
import type { DashboardFigures } from './measure-dashboard';
import { bytesAt, growthSlope, lastStep, loadAt, sizeSlope, type GrowthPoint } from './measure-growth';
import type { LighthouseFigures } from './measure-lighthouse';
import type { MenuComparison } from './measure-menu';
import type { OrderFigures } from './measure-orders';
import { DURATIONS, ORDER_CONNECTIONS, PRODUCTS_PER_RESTAURANT, SCALES, shapeAt, TARGETS, THROUGHPUT_CONNECTIONS } from './settings';

/** A measurement's outcome: its value, or why it could not be taken. */
export type Section<T> = { name: string; seconds: number } & ({ value: T; error?: undefined } | { value?: undefined; error: string });

export interface Results {
  date: Date;
  machine: Machine;
  /** 1-minute load average when the run ended. */
  loadAverageAtEnd: number;
  totalSeconds: number;
  seedSeconds: Record<number, number>;
  bundle: Section<BundleFigures>;
  growth: Section<GrowthPoint>[];
  growthEndpoints: { name: string; path: string }[];
  menu: Section<MenuComparison[]>;
  dashboard: Section<DashboardFigures>;
  orders: Section<OrderFigures>;
  lighthouse: Section<LighthouseFigures>;
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

  body.push(...menuSection(results.menu, verdicts));
  body.push(...ordersSection(results.orders, verdicts));
  body.push(...dashboardSection(results.dashboard, verdicts));
  body.push(...growthSection(results, verdicts));
  body.push(...webSection(results.bundle, results.lighthouse, verdicts));

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
  const menu = results.menu.value?.find((row) => row.targeted && row.requestsPerRead === 2) ?? results.menu.value?.[0];
  if (menu && menu.ratio < TARGETS.menuRatio) {
    const app = cpuPerRead(menu.app, menu.requestsPerRead);
    const baseline = cpuPerRead(menu.baseline, menu.requestsPerRead);
    if (app && baseline) {
      lines.push(
        `- **Menu read**: the app spends ${ms(total(app))} of CPU per read (${menu.name}) against ${ms(total(baseline))} for the baseline running the same SQL. ` +
          `PostgreSQL's share barely differs (${ms(app.postgres)} vs ${ms(baseline.postgres)}); the Node process's does (${ms(app.server)} vs ${ms(baseline.server)}): ` +
          'the cost is in the request\'s path through the ORM\'s entities, tRPC and validation, not in the database.',
      );
    }
  }
  const orders = results.orders.value;
  if (orders && orders.ordersPerSecond < TARGETS.ordersPerSecond && orders.load.cpuMsPerRequest) {
    lines.push(
      `- **Orders**: ${ms(total(orders.load.cpuMsPerRequest))} of CPU per order (server ${ms(orders.load.cpuMsPerRequest.server)}, PostgreSQL ${ms(orders.load.cpuMsPerRequest.postgres)}) ` +
        `caps two dedicated cores near ${ceiling(orders.load.cpuMsPerRequest)} before the load generator's share; this run reached ${perSecond(orders.ordersPerSecond)}/s ` +
        `with a load average of ${Math.max(results.machine.loadAverage, results.loadAverageAtEnd).toFixed(1)}.`,
    );
  }
  for (const row of results.dashboard.value?.rows ?? []) {
    if (row.load.p99Ms > TARGETS.dashboardP99Ms) {
      lines.push(
        `- **${row.name.split(' ')[0]}**: p50 ${ms(row.load.p50Ms)} but p99 ${ms(row.load.p99Ms)} on one connection; ` +
          `the tail of a single-connection run is where other work on the machine shows (load average up to ${Math.max(results.machine.loadAverage, results.loadAverageAtEnd).toFixed(1)}).`,
      );
    }
  }
  const points = results.growth.map((section) => section.value).filter((point): point is GrowthPoint => !!point);
  if (points.length === SCALES.length) {
    for (const endpoint of results.growthEndpoints) {
      if (sizeSlope(points, endpoint.name) >= TARGETS.growthSlope) {
        const [before, last] = lastStep(points);
        lines.push(
          `- **${endpoint.name}** answers ${kb(bytesAt(before, endpoint.name) / 1024)} at 10× and ${kb(bytesAt(last, endpoint.name) / 1024)} at 100×: ` +
            'it returns every row instead of a page, so its cost grows with the data.',
        );
      }
    }
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
      `- **Lighthouse**: the entry script goes out ${entry.encoding === 'none' ? '**uncompressed**' : `as ${entry.encoding}`}, ` +
        `${kb(entry.sentBytes / 1024)} on the wire (gzip would be ${kb(entry.gzipBytes / 1024)}); on the simulated slow 4G link every uncompressed byte of script ` +
        `delays first paint. Largest estimated savings: ${(lighthouse.runs[0]?.opportunities ?? []).slice(0, 3).join('; ')}.`,
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
      '(no per-request log line), database pool 10, on 127.0.0.1.',
    '- **Baseline**: `bench/src/baseline-server.ts`, a bare Fastify route running the same SQL statements through `pg` ' +
      '(pool 10) and answering the same JSON, in its own process. The bench checks both answer the same menu before measuring.',
    `- **Load**: autocannon from the bench process. Throughput runs: ${THROUGHPUT_CONNECTIONS} connections, ${DURATIONS.warmup} s warm-up then ` +
      `${DURATIONS.throughput} s measured. Orders: ${ORDER_CONNECTIONS} connections, ${DURATIONS.orders} s. Latency runs (dashboard, growth): ` +
      `1 connection, ${DURATIONS.latency} s (growth: ${DURATIONS.growth} s). Latencies are timed per response (sub-millisecond), ` +
      'p50/p99 nearest-rank; req/s is completed requests over the measured time.',
    '- Server, baseline, PostgreSQL and autocannon share the same 2 cores, so absolute figures are lower than on a dedicated server; the ratios compare like with like.',
  ];
}

function failure(section: Section<unknown>): string[] {
  return [`Not measured: \`${section.error}\``, ''];
}

function loadCells(load: LoadResult): string {
  return `${perSecond(load.requestsPerSecond)} | ${ms(load.p50Ms)} | ${ms(load.p99Ms)}`;
}

function menuSection(menu: Section<MenuComparison[]>, verdicts: Verdict[]): string[] {
  const lines = ['## Menu read vs baseline', ''];
  if (!menu.value) {
    verdicts.push({ measurement: 'Menu read throughput vs baseline', figure: 'not measured', target: `≥ ${TARGETS.menuRatio}×`, pass: false });
    return [...lines, ...failure(menu)];
  }
  lines.push(
    'A signed-out read of `bench-00002` (200 products). "Reads/s" counts a whole menu read: the REST pair is two requests per read.',
    '',
    '| Case | What is sent | App req/s | App p50 | App p99 | Baseline req/s | Baseline p50 | Baseline p99 | App reads/s | Baseline reads/s | Ratio | Target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of menu.value) {
    const pass = row.ratio >= TARGETS.menuRatio;
    lines.push(
      `| ${row.name} | ${row.unit} | ${loadCells(row.app)} | ${loadCells(row.baseline)} | ${perSecond(row.appReadsPerSecond)} | ` +
        `${perSecond(row.baselineReadsPerSecond)} | ${row.ratio.toFixed(2)} | ${row.targeted ? `≥ ${TARGETS.menuRatio} ${mark(pass)}` : 'information'} |`,
    );
    if (row.targeted) {
      verdicts.push({ measurement: `Menu read: ${row.name}`, figure: `${row.ratio.toFixed(2)}× baseline (${perSecond(row.appReadsPerSecond)} vs ${perSecond(row.baselineReadsPerSecond)} reads/s)`, target: `≥ ${TARGETS.menuRatio}×`, pass });
    }
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

type CpuPerRead = { server: number; postgres: number } | undefined;

function cpuPerRead(load: LoadResult, requestsPerRead: number): CpuPerRead {
  const cpu = load.cpuMsPerRequest;
  return cpu && { server: cpu.server * requestsPerRead, postgres: cpu.postgres * requestsPerRead };
}
const total = (cpu: CpuPerRead) => (cpu ? cpu.server + cpu.postgres : Number.NaN);
const cpuCell = (cpu: CpuPerRead) => (cpu ? `${ms(total(cpu))} (${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)})` : 'n/a');
const ceiling = (cpu: CpuPerRead) => (cpu ? `${perSecond(2000 / total(cpu))}/s` : 'n/a');

function ordersSection(orders: Section<OrderFigures>, verdicts: Verdict[]): string[] {
  const lines = ['## Order placement', ''];
  if (!orders.value) {
    verdicts.push({ measurement: 'Orders placed per second', figure: 'not measured', target: `≥ ${TARGETS.ordersPerSecond}/s`, pass: false });
    verdicts.push({ measurement: 'Every accepted order stored once and correct', figure: 'not measured', target: 'no problem found', pass: false });
    return [...lines, ...failure(orders)];
  }
  const figures = orders.value;
  const rate = figures.ordersPerSecond;
  verdicts.push({ measurement: 'Orders placed per second', figure: `${perSecond(rate)}/s (p99 ${ms(figures.load.p99Ms)})`, target: `≥ ${TARGETS.ordersPerSecond}/s`, pass: rate >= TARGETS.ordersPerSecond });
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
    'The check: every order answered 2xx (warm-up included) is in the database exactly once, for that customer and restaurant, ' +
      'pending, with the cart\'s lines and subtotal + delivery fee = total as computed from the prices; and no other order of those customers appeared, ' +
      'except requests still in flight when a run stopped (autocannon closes their connections before the answer), each matched to exactly one stored order.',
    '',
  );
  if (figures.problems.length) lines.push('Problems:', '', ...figures.problems.map((problem) => `- ${problem}`), '');
  if (figures.refusals.length) lines.push('Sample of refused answers:', '', ...figures.refusals.map((refusal) => `- \`${refusal}\``), '');
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
    const pass = row.load.p99Ms <= TARGETS.dashboardP99Ms && row.load.failures === 0;
    lines.push(`| ${row.name} | ${loadCells(row.load)} | p99 ≤ ${TARGETS.dashboardP99Ms} ms ${mark(pass)} |`);
    verdicts.push({ measurement: `Owner dashboard: ${row.name.split(' ')[0]}`, figure: `p99 ${ms(row.load.p99Ms)}`, target: `p99 ≤ ${TARGETS.dashboardP99Ms} ms`, pass });
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
    lines.push(
      `| ${endpoint.name} | \`${endpoint.path.replace(/[0-9a-f-]{36}/g, ':id')}\` | ${cells.join(' | ')} | ${slope.toFixed(2)} | ${bytesSlope.toFixed(2)} | ${mark(pass)} |`,
    );
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
    const metricNames = Object.keys(figures.runs[0]?.metrics ?? {});
    lines.push(
      `Lighthouse (npm \`lighthouse\`, headless Chromium, default mobile profile: emulated phone, simulated slow 4G, 4× CPU slowdown), performance only, on \`/restaurant/bench-00002\` as a signed-in customer (session cookie in extraHeaders), served by the real server from the build above. Median of ${figures.runs.length} runs: **${figures.score}**.`,
      '',
      `| Run | Score | ${metricNames.join(' | ')} |`,
      `| --- | --- | ${metricNames.map(() => '---').join(' | ')} |`,
      ...figures.runs.map((run, index) => `| ${index + 1} | ${run.score} | ${metricNames.map((name) => run.metrics[name]).join(' | ')} |`),
      '',
      `Entry script \`${figures.entryScript.path}\` as sent to a browser accepting gzip and brotli: ${kb(figures.entryScript.sentBytes / 1024)}, ` +
        `content-encoding ${figures.entryScript.encoding} (gzip would be ${kb(figures.entryScript.gzipBytes / 1024)}).`,
      '',
      'Lighthouse\'s largest estimated savings (first run):',
      '',
      ...(figures.runs[0]?.opportunities ?? []).map((opportunity) => `- ${opportunity}`),
      '',
    );
  } else {
    verdicts.push({ measurement: 'Lighthouse performance, menu page (mobile)', figure: 'not measured', target: `≥ ${TARGETS.lighthouse}`, pass: false });
    lines.push(...failure(lighthouse));
  }
  return lines;
}
