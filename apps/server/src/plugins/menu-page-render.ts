import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { withInitialData } from './spa';
import type { EntryFiles } from './vite-manifest';

/** packages/ui/src/entry-server.tsx, as `vite build` writes it beside the web app (<distDir>/ssr). */
export interface ServerRender {
  renderMenuPage(url: string, data: unknown): Promise<string | null>;
  /** Another page's first view from the answers of the queries it asks first (page-first-view.ts). */
  renderPage(url: string, queries: unknown, now?: string): Promise<string | null>;
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
  const load = serverRenderLoader(distDir, log);
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

/**
 * The build's render module (<distDir>/ssr/entry-server.js), loaded on first use and again when a
 * build replaces it; null without one. Shared by the menu page and the other pages with a first view.
 */
export function serverRenderLoader(distDir: string, log: FastifyBaseLogger): () => Promise<ServerRender | null> {
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
  return load;
}

/** The script that starts the web app once the page has painted (packages/ui/public/after-first-paint.js). */
const AFTER_FIRST_PAINT = '/after-first-paint.js';

const ROOT = '<div id="root"></div>';

/** What a build has for a page with its first view (from its manifest: vite-manifest.ts). */
interface FirstViewFiles {
  /** The build folder. */
  distDir: string;
  entry: EntryFiles;
  /** The page's chunks that index.html does not preload already. */
  pageChunks: readonly string[];
}

/**
 * index.html made, once per build, for a page that comes with its first view; null when it has
 * no root element to put it in. Nothing then stands between the HTML and its first paint: the
 * stylesheet comes in the page itself, and the app's code, not needed for that paint, is fetched
 * and run once the page has painted (after-first-paint.js, given the entry and the chunks to
 * preload: the entry's and the menu page's), never before it. Without that script in the build,
 * the entry's tags stay and the page's chunks are preloaded beside them.
 */
export function firstViewPage(indexHtml: string, { distDir, entry, pageChunks }: FirstViewFiles): string | null {
  if (!indexHtml.includes(ROOT)) return null;
  let page = indexHtml;
  for (const href of entry.stylesheets) {
    const css = inlineStylesheet(distDir, href);
    const link = elementNaming(page, 'href', href);
    // A function, not a string: `$&` in the stylesheet must not be read as a pattern.
    if (css !== null && link !== null) page = page.replace(link, () => `<style>${css}</style>`);
  }
  const script = elementNaming(page, 'src', entry.script);
  if (script === null || !existsSync(join(distDir, AFTER_FIRST_PAINT))) return withInitialData(page, null, pageChunks);
  for (const href of entry.modulePreloads) {
    const link = elementNaming(page, 'href', href);
    if (link !== null) page = page.replace(link, '');
  }
  const preloads = [...entry.modulePreloads, ...pageChunks].join(' ');
  // data-inlined: the stylesheets now in the page, which the script tells the app's chunk loader about.
  const inlined = entry.stylesheets.join(' ');
  return page.replace(script, () => `<script defer src="${AFTER_FIRST_PAINT}" data-entry="${entry.script}" data-preload="${preloads}" data-inlined="${inlined}"></script>`);
}

/** The page (firstViewPage, with its data) with the first view in its root element (the markup React wrote escapes every text). */
export function withFirstView(pageHtml: string, html: string): string {
  // A function, not a string: `$&` in a dish's name must not be read as a pattern.
  return pageHtml.replace(ROOT, () => `<div id="root">${html}</div>`);
}

/**
 * The element of index.html that names this file in this attribute (`href="/assets/x.css"`),
 * with its closing tag for a script; null when there is none. The file names come from the
 * manifest; index.html holds no text but the build's.
 */
function elementNaming(html: string, attribute: 'href' | 'src', url: string): string | null {
  const at = html.indexOf(` ${attribute}="${url}"`);
  const start = html.lastIndexOf('<', at);
  const end = html.indexOf('>', at);
  if (at < 0 || start < 0 || end < 0) return null;
  const closing = attribute === 'src' ? '</script>' : '';
  return html.startsWith(closing, end + 1) ? html.slice(start, end + 1 + closing.length) : null;
}

/** A stylesheet of the build by URL path, as a <style> element may hold it: null for one that is missing or could end the element. */
function inlineStylesheet(distDir: string, href: string): string | null {
  try {
    const css = readFileSync(join(distDir, href), 'utf8');
    return /<\/style/i.test(css) ? null : css;
  } catch {
    return null;
  }
}
