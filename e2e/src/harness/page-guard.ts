import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/** An HTTP error the app answers on purpose, which Chromium still logs as a console error. */
export interface ExpectedHttpError {
  status: number;
  /** Part of the request URL, e.g. 'auth.me'. */
  urlPart: string;
}

/** A signed-out visitor's current-user call answers 401: that is how the app learns it is signed out (spec §7). */
const ALWAYS_EXPECTED: ExpectedHttpError[] = [{ status: 401, urlPart: 'auth.me' }];

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

declare global {
  interface Window {
    __e2eReportCspViolation?: (violation: { directive: string; blockedURI: string; sourceFile: string }) => void;
  }
}

/**
 * Watches every page of a browser context for what a user would never notice but a broken
 * build would cause: console errors, uncaught exceptions and Content-Security-Policy
 * violations (the CSP must not break the app). `problems` lists them; the suite fails the test.
 */
export class PageGuard {
  readonly problems: string[] = [];
  private readonly expected = [...ALWAYS_EXPECTED];

  static async attach(context: BrowserContext): Promise<PageGuard> {
    const guard = new PageGuard();
    context.on('console', (message) => guard.onConsole(message));
    context.on('weberror', (webError) => guard.problems.push(`Exceção não tratada: ${webError.error().message}`));
    await context.exposeFunction('__e2eReportCspViolation', (violation: { directive: string; blockedURI: string; sourceFile: string }) => {
      guard.problems.push(`Violação de CSP: ${violation.directive} bloqueou ${violation.blockedURI || '(inline)'} em ${violation.sourceFile}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__e2eReportCspViolation?.({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile });
      });
    });
    return guard;
  }

  /** A test that provokes an error answer on purpose declares it first. */
  expectHttpError(error: ExpectedHttpError): void {
    this.expected.push(error);
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    const status = Number(FAILED_RESOURCE.exec(text)?.[1]);
    if (status && this.expected.some((error) => error.status === status && url.includes(error.urlPart))) return;
    this.problems.push(`Erro no console: ${text}${url ? ` (${url})` : ''}`);
  }
}
