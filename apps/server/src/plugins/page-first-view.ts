import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { now as clockNow } from '@direto/api';
import { pageBuildReader } from './menu-page-build';
import { serverRenderLoader, withFirstView } from './menu-page-render';
import { sendIndexHtml, withInitialData } from './spa';

/** One query's answer for this request, as the web app seeds it (packages/ui/src/lib/seeded-queries.ts). */
export interface SeededQuery {
  path: string;
  input?: unknown;
  data: unknown;
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
  const readBuild = pageBuildReader(distDir, [source]);
  const loadRender = serverRenderLoader(distDir, log);

  return async (request: FastifyRequest, reply: FastifyReply, queries: SeededQuery[] | null, privately: boolean) => {
    const build = readBuild();
    if (!build) return reply.status(404).send({ message: 'Rota não encontrada' });
    if (!queries) return sendIndexHtml(reply, build.indexHtml);
    const path = request.url.split('?')[0] ?? request.url;
    // The instant texts relative to now are rendered from, here and in the browser's hydration (first-view-now.ts).
    const now = clockNow().toISOString();
    const json = JSON.stringify({ page: path, now, queries });
    const html = build.firstViewPage === null ? null : await renderFirstView(request.url, queries, now);
    const page = build.firstViewPage !== null && html !== null ? withTitleInHead(withFirstView(withInitialData(build.firstViewPage, json), bodyOf(html)), titleOf(html)) : withInitialData(build.indexHtml, json, build.pageChunks);
    return sendIndexHtml(reply, page, privately);
  };

  async function renderFirstView(url: string, queries: SeededQuery[], now: string): Promise<string | null> {
    const render = await loadRender();
    if (!render?.renderPage) return null;
    try {
      return await render.renderPage(url, queries, now);
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
