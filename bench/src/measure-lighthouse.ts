import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
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

export interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
}

export interface LighthouseFigures {
  url: string;
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
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
      });
      if (!result) throw new Error('Lighthouse não devolveu resultado');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      assertMenuLoaded(lhr.audits['network-requests']?.details);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
      runs.push({ score, metrics });
      log(`Lighthouse ${run + 1}/${RUNS}: ${score} (${Object.values(metrics).join(', ')})`);
    } finally {
      chrome.kill();
    }
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { url, score: sorted[Math.floor(sorted.length / 2)]!.score, runs };
}

/** The menu is fetched only by a signed-in customer's page: otherwise the login screen was measured. */
function assertMenuLoaded(details: unknown): void {
  const items = (details as { items?: { url?: string; statusCode?: number }[] } | undefined)?.items ?? [];
  const menuRequest = items.find((item) => item.url?.includes('product.listByRestaurant') || /\/api\/restaurants\/[^/]+\/products/.test(item.url ?? ''));
  if (!menuRequest || menuRequest.statusCode !== 200) {
    throw new Error('A página medida não carregou o cardápio (sessão não aceita ou rota diferente)');
  }
}
