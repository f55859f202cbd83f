import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse scores move a few points between runs; the median of three is reported. */
const RUNS = 3;
/** Extra attempts allowed for runs that Lighthouse itself could not complete. */
const MAX_RETRIES = 2;

export interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
  /** Largest contentful paint and total blocking time, in ms (the simulated phone's). */
  lcpMs: number;
  tbtMs: number;
  /** The scripts with the most main-thread time, e.g. "/assets/index-abc.js 900 ms (scripting 700 ms)". */
  heaviestScripts: string[];
  /** What Lighthouse says would save the most time, e.g. "Enable text compression — LCP −1,200 ms". */
  opportunities: string[];
}

export interface LighthouseFigures {
  url: string;
  /** How the server sends the entry script (with the chunks it imports) to a browser that accepts gzip and brotli. */
  entryScript: { path: string; importedChunks: number; sentBytes: number; encoding: string; gzipBytes: number };
  /** Median performance score (0–100) of the runs. */
  score: number;
  runs: LighthouseRun[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * Lighthouse's default mobile profile (emulated phone, simulated slow 4G and 4× CPU slowdown),
 * performance category only, on the menu page of a signed-in customer (session cookie sent
 * with every request). A run counts only if the page really fetched the menu.
 */
export async function measureLighthouse(url: string, cookie: string, log: (m: string) => void): Promise<LighthouseFigures> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM} (apt-get install -y chromium, ou defina CHROME_PATH)`);
  await assertSignedInPage(url, cookie);
  const runs: LighthouseRun[] = [];
  // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART…): such an attempt is retried.
  for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + MAX_RETRIES; attempt++) {
    try {
      const run = await lighthouseOnce(url, cookie, (lhr) => assertMenuLoaded(url, lhr.finalDisplayedUrl, lhr.audits['network-requests']?.details));
      runs.push(run);
      log(`Lighthouse ${runs.length}/${RUNS}: ${run.score} (${Object.values(run.metrics).join(', ')})`);
    } catch (error) {
      log(`Lighthouse: tentativa ${attempt} falhou (${error instanceof Error ? error.message : String(error)})`);
      if (attempt === RUNS + MAX_RETRIES && runs.length === 0) throw error;
    }
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('Lighthouse: nenhuma execução completa');
  return { url, entryScript: await entryScriptTransfer(url), score: median.score, runs };
}

/**
 * One Lighthouse navigation (mobile, performance only) in a fresh Chromium; `check` refuses a run
 * that did not measure the intended page. `maxWaitForFcpMs` shortens the wait on a page that may
 * paint nothing (a static copy of an empty shell): Lighthouse then fails with NO_FCP.
 */
export async function lighthouseOnce(url: string, cookie: string | undefined, check: (lhr: LighthouseResult) => void, maxWaitForFcpMs?: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      ...(maxWaitForFcpMs ? { maxWaitForFcp: maxWaitForFcpMs } : {}),
    });
    if (!result) throw new Error('Lighthouse não devolveu resultado');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code ?? ''} ${lhr.runtimeError.message}`);
    check(lhr);
    keepReport(lhr);
    return runOf(lhr);
  } finally {
    chrome.kill();
  }
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder>: each run's whole report, to read its audits (LCP element, bootup time…). */
export function keepReport(lhr: LighthouseResult): void {
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!reports) return;
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `lighthouse-${Date.now()}-${lhr.gatherMode}.json`), JSON.stringify(lhr));
}

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A run's figures from its report (a navigation's, or a timespan's: no LCP then, NaN). */
export function runOf(lhr: LighthouseResult): LighthouseRun {
  return {
    // A timespan may have no score (too few of its metrics apply): NaN, not 0.
    score: lhr.categories.performance?.score == null ? Number.NaN : Math.round(lhr.categories.performance.score * 100),
    metrics: Object.fromEntries(METRICS.filter((id) => lhr.audits[id]).map((id) => [id, lhr.audits[id]?.displayValue ?? '?'])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    heaviestScripts: heaviestScripts(lhr),
    opportunities: topOpportunities(lhr.audits as unknown as Audits),
  };
}

/**
 * Whether the entry script and the chunks index.html preloads with it (its static imports) go over
 * the wire compressed, and how big they would be gzipped: all of it runs before the first paint.
 */
async function entryScriptTransfer(pageUrl: string): Promise<LighthouseFigures['entryScript']> {
  const origin = new URL(pageUrl).origin;
  const html = await (await fetch(`${origin}/`)).text();
  const path = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('index.html sem script de entrada');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  const files = await Promise.all([path, ...preloads].map((file) => transferOf(`${origin}${file}`)));
  const encodings = [...new Set(files.map((file) => file.encoding))];
  return {
    path,
    importedChunks: preloads.length,
    sentBytes: files.reduce((total, file) => total + file.sentBytes, 0),
    encoding: encodings.length === 1 ? (encodings[0] as string) : encodings.join('/'),
    gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

/** One file as sent to a browser accepting gzip and brotli. */
async function transferOf(url: string): Promise<{ sentBytes: number; encoding: string; gzipBytes: number }> {
  // node:http, not fetch: fetch would decompress and hide the bytes actually sent.
  const { sentBytes, encoding, body } = await new Promise<{ sentBytes: number; encoding: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'none');
          const body = encoding === 'gzip' ? gunzipSync(sent) : encoding === 'br' ? brotliDecompressSync(sent) : sent;
          resolve({ sentBytes: sent.length, encoding, body });
        });
      })
      .on('error', reject);
  });
  return { sentBytes, encoding, gzipBytes: gzipSync(body).length };
}

/** Lighthouse's heaviest scripts by main-thread time (bootup-time), to say what blocks a page. */
function heaviestScripts(lhr: LighthouseResult): string[] {
  const items = (lhr.audits['bootup-time']?.details as { items?: { url?: string; total?: number; scripting?: number }[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((item) => `${(item.url ?? '?').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total ?? 0)} ms (scripting ${Math.round(item.scripting ?? 0)} ms)`);
}

type Audits = Record<string, { title: string; score: number | null; displayValue?: string; metricSavings?: Record<string, number | undefined> }>;

/** Failing audits with the largest estimated FCP/LCP savings. */
function topOpportunities(audits: Audits): string[] {
  return Object.values(audits)
    .map((audit) => ({ audit, savings: Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0, audit.metricSavings?.TBT ?? 0) }))
    .filter(({ audit, savings }) => savings > 0 && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 5)
    .map(({ audit, savings }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: up to ${Math.round(savings)} ms`);
}

/**
 * The session is accepted before measuring: the menu page's HTML carries the signed-in visitor
 * (issue 20), which it does only for a valid session.
 */
async function assertSignedInPage(url: string, cookie: string): Promise<void> {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  if (!html.includes('"signedIn":{"me":')) throw new Error('A página do cardápio não reconheceu a sessão do bench');
}

/**
 * The menu page was measured, signed in: the page stayed on the menu's URL (a refused session ends
 * on the login screen) and no auth.me call was refused (the visitor comes embedded in the HTML, so
 * there need not be one). The menu itself comes embedded too, so there need not be a menu request;
 * when there is one, it must succeed.
 */
function assertMenuLoaded(url: string, finalUrl: string | undefined, details: unknown): void {
  const items = (details as { items?: { url?: string; statusCode?: number }[] } | undefined)?.items ?? [];
  const signedIn = items.every((item) => !item.url?.includes('auth.me') || item.statusCode === 200);
  const menuRequest = items.find((item) => item.url?.includes('product.listByRestaurant') || /\/api\/restaurants\/[^/]+\/products/.test(item.url ?? ''));
  const onMenu = finalUrl !== undefined && new URL(finalUrl).pathname === new URL(url).pathname;
  if (!onMenu || !signedIn || (menuRequest && menuRequest.statusCode !== 200)) {
    throw new Error('A página medida não carregou o cardápio (sessão não aceita ou rota diferente)');
  }
}
