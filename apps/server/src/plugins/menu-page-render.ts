import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** packages/ui/src/entry-server.tsx, as `vite build` writes it beside the web app (<distDir>/ssr). */
interface ServerRender {
  renderMenuPage(url: string, data: unknown): Promise<string | null>;
}

/**
 * Issue 20: the menu page's first view as HTML, rendered with the web app's own components
 * (packages/ui/src/entry-server.tsx) from the data the page embeds, or null — no such build (dev,
 * tests without a build), a visitor the page is not for, a render that failed — and the page goes
 * out as before, rendered by the browser. The render's code is loaded on the first menu page
 * (never at start-up: a server that sends none carries none of it) and again when a build
 * replaces it, as index.html is.
 */
export function menuPageRenderer(distDir: string, log: FastifyBaseLogger): (url: string, json: string) => Promise<string | null> {
  const entry = join(distDir, 'ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; module: Promise<ServerRender | null> } | null = null;
  const load = (): Promise<ServerRender | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // The build's time in the URL: a new build is a new module (ES modules are kept by URL).
      const module = import(`${pathToFileURL(entry).href}?t=${mtimeMs}`).then(
        (imported: ServerRender) => imported,
        (error: unknown) => {
          log.error({ err: error }, 'Renderização do cardápio no servidor indisponível');
          return null;
        },
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  };
  return async (url, json) => {
    const render = await load();
    if (!render) return null;
    try {
      return await render.renderMenuPage(url, JSON.parse(json));
    } catch (error) {
      log.warn({ err: error }, 'Falha ao renderizar o cardápio no servidor');
      return null;
    }
  };
}

/** What the build offers a page with its first view (firstViewAssets). */
export interface FirstViewAssets {
  /** A stylesheet of the build by URL path, as a <style> element may hold it, or null. */
  stylesheet(href: string): string | null;
  /** Whether the build has the script that starts the app after the first paint (packages/ui/public). */
  startsAfterPaint(): boolean;
}

/** The script that starts the web app once the page has painted (packages/ui/public/after-first-paint.js). */
const AFTER_FIRST_PAINT = '/after-first-paint.js';

/**
 * The page with the first view in its root element (the markup React wrote escapes every text).
 * Nothing then stands between the HTML and its first paint: the stylesheet comes in the page
 * itself, and the app's code, not needed for that paint, is fetched and run once the page has
 * painted (after-first-paint.js, given the entry and the chunks to preload), never before it.
 */
export function withFirstView(pageHtml: string, html: string | null, assets: FirstViewAssets): string {
  const root = '<div id="root"></div>';
  if (html === null || !pageHtml.includes(root)) return pageHtml;
  // Only the page's own tags are touched: any text of an owner in it is escaped, so cannot look like one.
  let page = pageHtml.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
    const css = assets.stylesheet(href);
    return css === null ? link : `<style>${css}</style>`;
  });
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(page);
  if (entry && assets.startsAfterPaint()) {
    const preloads: string[] = [];
    page = page.replace(/<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[\w.-]+\.js)">/g, (_link, href: string) => {
      preloads.push(href);
      return '';
    });
    const start = `<script defer src="${AFTER_FIRST_PAINT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
    page = page.replace(entry[0], () => start);
  }
  // A function, not a string: `$&` in a dish's name must not be read as a pattern.
  return page.replace(root, () => `<div id="root">${html}</div>`);
}

/**
 * The build's files a page with its first view takes in: stylesheets by URL path
 * (/assets/<name>-<hash>.css, never changed once built, so read once; null for one that is missing
 * or could end a <style> element) and the after-first-paint script, looked up again after a rebuild.
 */
export function firstViewAssets(distDir: string): FirstViewAssets {
  const kept = new Map<string, string | null>();
  return {
    stylesheet(href) {
      if (!kept.has(href)) {
        let css: string | null;
        try {
          css = readFileSync(join(distDir, href), 'utf8');
        } catch {
          css = null;
        }
        kept.set(href, css !== null && !/<\/style/i.test(css) ? css : null);
      }
      return kept.get(href) ?? null;
    },
    startsAfterPaint: () => existsSync(join(distDir, AFTER_FIRST_PAINT)),
  };
}
