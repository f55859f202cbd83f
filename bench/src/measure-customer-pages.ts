import { existsSync } from 'node:fs';
import { navigation, startTimespan } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { CustomerPage } from './customer-pages';
import { CHROME_FLAGS, CHROMIUM, keepReport, lighthouseOnce, runOf, type LighthouseResult, type LighthouseRun } from './measure-lighthouse';
import { hasPaintableContent, startStaticCopyServer } from './static-copy-server';

/** The median of 3 Lighthouse runs, as for the menu page. */
const RUNS = 3;
/** Extra attempts for runs Lighthouse itself could not complete (a lost trace on a busy machine). */
const MAX_RETRIES = 2;
/** A static copy with nothing to paint: Lighthouse gives up on it after this long (NO_FCP). */
const EMPTY_COPY_FCP_WAIT_MS = 8000;

interface PageMedians {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

export interface CustomerPageFigures extends PageMedians {
  name: string;
  path: string;
  signedIn: boolean;
  runs: LighthouseRun[];
  /** The guest checkout only: the step from the first tap on 'Adicionar' to the checkout form (a Lighthouse timespan). */
  step?: { runs: LighthouseRun[]; tbtMs: number; formShownMs: number };
  /** The static, script-free copy of the server's HTML for this path, measured the same way. */
  reference: { serverRendered: true; runs: LighthouseRun[]; score: number; lcpMs: number } | { serverRendered: false; why: string };
}

/**
 * Issue 37 items 1–2: Lighthouse (mobile, performance) on each page a customer lands on, 3 runs,
 * and on a static copy of what the server sends for it. Every page is first opened in Chromium and
 * must show its own content (`shows`), so a refused session or a wrong token cannot pass as fast.
 */
export async function measureCustomerPages(appUrl: string, uiDist: string, pages: CustomerPage[], log: (m: string) => void): Promise<CustomerPageFigures[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM} (apt-get install -y chromium, ou defina CHROME_PATH)`);
  await assertPagesShowTheirContent(appUrl, pages);
  const copies = await startStaticCopyServer(appUrl, uiDist, pages);
  try {
    const figures: CustomerPageFigures[] = [];
    for (const page of pages) {
      const url = appUrl + page.path;
      const samePage = (lhr: LighthouseResult) => {
        if (!lhr.finalDisplayedUrl || new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} terminou em ${lhr.finalDisplayedUrl}`);
      };
      let runs: LighthouseRun[];
      let step: CustomerPageFigures['step'];
      if (page.checkoutStep) {
        const flows = await attempts(`${page.name}`, log, () => checkoutFlow(url, page.checkoutStep?.addButton ?? ''));
        runs = flows.map((flow) => flow.landing);
        step = { runs: flows.map((flow) => flow.step), tbtMs: median(flows.map((flow) => flow.step.tbtMs)), formShownMs: median(flows.map((flow) => flow.formShownMs)) };
      } else {
        runs = await attempts(page.name, log, () => lighthouseOnce(url, page.cookie, samePage));
      }
      const copyHtml = copies.html(page.path);
      let reference: CustomerPageFigures['reference'];
      if (hasPaintableContent(copyHtml)) {
        const copyRuns = await attempts(`${page.name} (cópia estática)`, log, () => lighthouseOnce(copies.url + page.path, undefined, () => {}));
        reference = { serverRendered: true, runs: copyRuns, ...medians(copyRuns) };
      } else {
        // Measured all the same, once: Lighthouse confirms there is nothing to paint.
        const why = await lighthouseOnce(copies.url + page.path, undefined, () => {}, EMPTY_COPY_FCP_WAIT_MS).then(
          (run) => `painted (score ${run.score}) though its body has no text`,
          // Lighthouse's code (NO_FCP: nothing painted) says it; its long advice does not.
          (error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            return /\b(NO_[A-Z_]+)\b/.exec(message)?.[1] ?? message.replace(/\s+/g, ' ').slice(0, 120);
          },
        );
        reference = { serverRendered: false, why };
        log(`Lighthouse ${page.name} (cópia estática, sem conteúdo): ${why}`);
      }
      figures.push({ name: page.name, path: page.path, signedIn: !!page.cookie, runs, step, reference, ...medians(runs) });
    }
    return figures;
  } finally {
    await copies.stop();
  }
}

/** RUNS completed runs; a run Lighthouse could not complete is tried again, up to MAX_RETRIES more. */
async function attempts<T extends LighthouseRun | { landing: LighthouseRun; step: LighthouseRun }>(label: string, log: (m: string) => void, once: () => Promise<T>): Promise<T[]> {
  const done: T[] = [];
  for (let attempt = 1; done.length < RUNS && attempt <= RUNS + MAX_RETRIES; attempt++) {
    try {
      const run = await once();
      done.push(run);
      log(`Lighthouse ${label} ${done.length}/${RUNS}: ${describe(run)}`);
    } catch (error) {
      log(`Lighthouse ${label}: tentativa ${attempt} falhou (${error instanceof Error ? error.message : String(error)})`);
      if (attempt === RUNS + MAX_RETRIES && done.length === 0) throw error;
    }
  }
  return done;
}

function describe(run: LighthouseRun | { landing: LighthouseRun; step: LighthouseRun }): string {
  const shown = (one: LighthouseRun) => `${one.score} (${Object.values(one.metrics).join(', ')})`;
  return 'landing' in run ? `chegada ${shown(run.landing)}; passo ${shown(run.step)}` : shown(run);
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : Number.NaN;
}

function medians(runs: LighthouseRun[]): PageMedians {
  return { score: median(runs.map((run) => run.score)), lcpMs: median(runs.map((run) => run.lcpMs)), tbtMs: median(runs.map((run) => run.tbtMs)) };
}

async function launch(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((flag) => flag !== '--headless'), defaultViewport: null });
}

/** Each page, opened once in Chromium (with its session cookie), shows its own content. */
async function assertPagesShowTheirContent(appUrl: string, pages: CustomerPage[]): Promise<void> {
  const browser = await launch();
  try {
    for (const customerPage of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (customerPage.cookie) await page.setExtraHTTPHeaders({ cookie: customerPage.cookie });
      await page.goto(appUrl + customerPage.path);
      await page
        // A string: it runs in the page, where `document` is.
        .waitForFunction(`document.body.innerText.includes(${JSON.stringify(customerPage.shows)})`, { timeout: 30_000 })
        .catch(() => {
          throw new Error(`${customerPage.path} não mostrou "${customerPage.shows}" (sessão, código ou dados do bench errados?)`);
        });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * The guest checkout step as a Lighthouse user flow: the landing on the menu signed out (a
 * navigation: score, LCP, TBT), then a timespan over the taps a guest makes — 'Adicionar',
 * 'Abrir carrinho', 'Finalizar Pedido' — until 'Confirmar pedido' shows. A timespan cannot use
 * simulated throttling, so it runs with DevTools throttling (the same 4× CPU slowdown, applied live).
 */
async function checkoutFlow(url: string, addButton: string): Promise<{ landing: LighthouseRun; step: LighthouseRun; formShownMs: number }> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const landing = await navigation(page, url, { flags: { onlyCategories: ['performance'] } });
    const landingLhr = checked(landing?.lhr, 'navegação');
    if (new URL(landingLhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} terminou em ${landingLhr.finalDisplayedUrl}`);
    await button(page, addButton).wait();
    const timespan = await startTimespan(page, { flags: { onlyCategories: ['performance'], throttlingMethod: 'devtools' } });
    const started = Date.now();
    await button(page, addButton).click();
    await button(page, 'Abrir carrinho: 1 item').click();
    await button(page, 'Finalizar Pedido').click();
    await button(page, 'Confirmar pedido').wait();
    const formShownMs = Date.now() - started;
    const step = checked((await timespan.endTimespan())?.lhr, 'passo do checkout');
    return { landing: runOf(landingLhr), step: runOf(step), formShownMs };
  } finally {
    await browser.close();
  }
}

function checked(lhr: LighthouseResult | undefined, what: string): LighthouseResult {
  if (!lhr) throw new Error(`Lighthouse não devolveu resultado (${what})`);
  if (lhr.runtimeError) throw new Error(`Lighthouse (${what}): ${lhr.runtimeError.code ?? ''} ${lhr.runtimeError.message}`);
  keepReport(lhr);
  return lhr;
}

/** A button by its accessible name, as a user finds it. */
function button(page: Page, name: string) {
  return page.locator(`::-p-aria([name=${JSON.stringify(name)}][role="button"])`).setTimeout(30_000);
}
