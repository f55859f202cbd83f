import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { launchChromium, type BrowserLanguage } from './chromium';
import { PageGuard } from './page-guard';
import { RESULTS_DIR } from './paths';

interface VisitorOptions {
  /** Default 1280 × 800 (desktop); 390 × 844 is a phone. */
  viewport?: { width: number; height: number };
  /** Lets the page read and write the clipboard (the share link's copy button). */
  clipboard?: boolean;
  /**
   * A Chromium whose own language is this one (launched for the file on first use), with the
   * page's locale to match. By default the file's browser, with the page's locale pt-BR.
   */
  language?: BrowserLanguage;
  /** The device's time zone (IANA); by default the restaurants' own, America/Sao_Paulo. */
  timeZone?: string;
}

/** One person's browser: its own cookies and storage, a page, and the guard watching it. */
interface Visitor {
  context: BrowserContext;
  page: Page;
  guard: PageGuard;
}

export interface BrowserSuite {
  /** The server under test, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** A fresh browser context with one page; closed after the test. */
  newVisitor(options?: VisitorOptions): Promise<Visitor>;
}

/** How long a wait on the UI (a locator, a navigation) may take before the test fails. */
const UI_TIMEOUT_MS = 15_000;

/**
 * Call once at the top of a test file: launches Chromium for the file and, after each test,
 * fails it on console errors or CSP violations, saves screenshots of failures to
 * test-results/e2e/ and closes the test's browser contexts.
 */
export function useBrowser(): BrowserSuite {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const browsersByLanguage = new Map<BrowserLanguage, Promise<Browser>>();
  let visitors: Visitor[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterEach(async (context) => {
    const current = visitors;
    visitors = [];
    const problems = current.flatMap((visitor) => visitor.guard.problems);
    if (context.task.result?.state === 'fail' || problems.length > 0) await saveScreenshots(context, current);
    await Promise.all(current.map((visitor) => visitor.context.close()));
    if (problems.length > 0) throw new Error(`A página registrou problemas:\n${problems.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([...browsersByLanguage.values()].map(async (launched) => (await launched).close()));
  });

  const browserFor = (language: BrowserLanguage): Promise<Browser> => {
    let launched = browsersByLanguage.get(language);
    if (!launched) {
      launched = launchChromium(language);
      browsersByLanguage.set(language, launched);
    }
    return launched;
  };

  return {
    baseUrl,
    async newVisitor(options = {}) {
      if (!browser) throw new Error('useBrowser(): o navegador ainda não foi iniciado (chame newVisitor dentro de um teste).');
      const chosen = options.language ? await browserFor(options.language) : browser;
      const contextOptions: BrowserContextOptions = {
        baseURL: baseUrl,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: options.language ?? 'pt-BR',
        timezoneId: options.timeZone ?? 'America/Sao_Paulo',
        permissions: options.clipboard ? ['clipboard-read', 'clipboard-write'] : [],
      };
      const context = await chosen.newContext(contextOptions);
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      const guard = await PageGuard.attach(context);
      const page = await context.newPage();
      const visitor = { context, page, guard };
      visitors.push(visitor);
      return visitor;
    },
  };
}

async function saveScreenshots(context: TestContext, visitors: Visitor[]): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = basename(context.task.file.name).replace(/\.test\.ts$/, '');
  const test = context.task.name.normalize('NFD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  const pages = visitors.flatMap((visitor) => visitor.context.pages());
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({ path: `${RESULTS_DIR}/${file}--${test}${pages.length > 1 ? `--${index + 1}` : ''}.png`, fullPage: true })
        .catch(() => undefined),
    ),
  );
}
