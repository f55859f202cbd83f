import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { firstViewPage, serverRenderLoader, withFirstView } from './menu-page-render';
import { indexHtmlReader, sendIndexHtml, withInitialData } from './spa';
import { chunkWithImports, entryFiles, readViteManifest } from './vite-manifest';

/** One query's answer for this request, as the web app seeds it (packages/ui/src/lib/seeded-queries.ts). */
export interface SeededQuery {
  path: string;
  input?: unknown;
  data: unknown;
}

/** What a page with its first view takes from the build, worked out once per index.html. */
interface PageBuild {
  indexHtml: string;
  /** The page's own chunk and what it imports, that index.html does not preload already. */
  pageChunks: readonly string[];
  firstViewPage: string | null;
}

/**
 * Issue 37: a page sent with the answers of the queries it asks first (the same procedures, input
 * and access checks as the browser's, called for this request) and its first view rendered by the
 * web app's own components (entry-server.tsx's renderPage), so it paints before any script has
 * run; the app starts after that paint and hydrates it (menu-page-render.ts's firstViewPage).
 * `source` is the page's module in packages/ui (its key in the build's manifest), so its chunk is
 * preloaded. Given no queries (nothing the visitor may see), the page goes out as always, rendered
 * by the browser; so does one whose render fails or leaves a part to the browser.
 */
export function pageFirstViewSender(distDir: string, source: string, log: FastifyBaseLogger) {
  const readIndexHtml = indexHtmlReader(join(distDir, 'index.html'));
  const loadRender = serverRenderLoader(distDir, log);
  let cached: { build: PageBuild; complete: boolean } | null = null;
  const readBuild = (): PageBuild | null => {
    const indexHtml = readIndexHtml();
    if (indexHtml === null) return null;
    if (cached?.build.indexHtml !== indexHtml || !cached.complete) cached = pageBuild(distDir, indexHtml, source);
    return cached.build;
  };

  return async (request: FastifyRequest, reply: FastifyReply, queries: SeededQuery[] | null, privately: boolean) => {
    const build = readBuild();
    if (!build) return reply.status(404).send({ message: 'Rota não encontrada' });
    if (!queries) return sendIndexHtml(reply, build.indexHtml);
    const path = request.url.split('?')[0] ?? request.url;
    const json = JSON.stringify({ page: path, queries });
    const html = build.firstViewPage === null ? null : await renderFirstView(request.url, queries);
    const page = build.firstViewPage !== null && html !== null ? withTitleInHead(withFirstView(withInitialData(build.firstViewPage, json), bodyOf(html)), titleOf(html)) : withInitialData(build.indexHtml, json, build.pageChunks);
    return sendIndexHtml(reply, page, privately);
  };

  async function renderFirstView(url: string, queries: SeededQuery[]): Promise<string | null> {
    const render = await loadRender();
    if (!render?.renderPage) return null;
    try {
      return await render.renderPage(url, queries);
    } catch (error) {
      log.warn({ err: error, url }, 'Falha ao renderizar a página no servidor');
      return null;
    }
  }
}

/**
 * React writes the page's <title> (a hoistable element) at the start of the render: it belongs in
 * the head, in place of index.html's, not in the root element, where the browser would show it as
 * hidden text beside the page (React, hydrating, puts its own title in the head).
 */
const LEADING_TITLE = /^<title>[^<]*<\/title>/;

function titleOf(html: string): string | null {
  return LEADING_TITLE.exec(html)?.[0] ?? null;
}

function bodyOf(html: string): string {
  return html.replace(LEADING_TITLE, '');
}

function withTitleInHead(pageHtml: string, title: string | null): string {
  // A function, not a string: `$&` in a restaurant's name must not be read as a pattern.
  return title === null ? pageHtml : pageHtml.replace(/<title>[^<]*<\/title>/, () => title);
}

function pageBuild(distDir: string, indexHtml: string, source: string): { build: PageBuild; complete: boolean } {
  const manifest = readViteManifest(distDir);
  const entry = manifest && entryFiles(manifest);
  if (!manifest || !entry) return { build: { indexHtml, pageChunks: [], firstViewPage: null }, complete: false };
  const preloaded = new Set([entry.script, ...entry.modulePreloads]);
  const pageChunks = chunkWithImports(manifest, source).filter((file) => !preloaded.has(file));
  return { build: { indexHtml, pageChunks, firstViewPage: firstViewPage(indexHtml, { distDir, entry, menuChunks: pageChunks }) }, complete: true };
}
