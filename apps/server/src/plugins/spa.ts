import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the web app build: hashed assets with a year-long cache (the .br/.gz written next to
 * them at build time when the client accepts one), and index.html for every other GET path (history fallback) so client-side routes survive a reload.
 * The menu page (/restaurant/{slug}, /r/{slug}) is menu-page.ts's: its HTML carries data.
 * Unknown /api, /trpc and /assets paths answer 404 instead: a missing script must not come back
 * as an HTML page. Source maps (*.map) are served only when asked for (SERVE_SOURCE_MAPS): they
 * hand the original source to anyone, so production answers 404 by default. The build's ssr/
 * folder (the menu page's render on the server) and its manifest (.vite/) are never served.
 */
export async function spaPlugin(app: FastifyInstance, options: { distDir: string; serveSourceMaps: boolean }): Promise<void> {
  const indexFile = join(options.distDir, 'index.html');
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      preCompressed: true,
      // ssr/ holds the server's own render of the menu page (menu-page-render.ts) and .vite/ the
      // manifest the server reads (vite-manifest.ts): neither is for browsers.
      allowedPath: (path) => !path.startsWith('/ssr/') && !path.startsWith('/.vite/') && (options.serveSourceMaps || !path.toLowerCase().endsWith('.map')),
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`Build da interface não encontrado em ${options.distDir}; rode "pnpm build".`);
  }
  const readIndexHtml = indexHtmlReader(indexFile);

  // The static handler would refuse the root folder itself (403): '/' is the app.
  app.get('/', (_request, reply) => {
    const indexHtml = readIndexHtml();
    return indexHtml ? sendIndexHtml(reply, indexHtml) : reply.status(404).send({ message: 'Rota não encontrada' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isNeverHtml = path === '/api' || ['/api/', '/trpc', '/assets/', '/objects/'].some((prefix) => path.startsWith(prefix));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const indexHtml = isNeverHtml || !isPageRequest ? null : readIndexHtml();
    if (!indexHtml) return reply.status(404).send({ message: 'Rota não encontrada' });
    return sendIndexHtml(reply, indexHtml);
  });
}

/** index.html as every page of the app gets it; `privately` when it carries the visitor's own data. */
export function sendIndexHtml(reply: FastifyReply, indexHtml: string, privately = false) {
  return reply
    .status(200)
    .header('Cache-Control', privately ? 'private, no-cache' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(indexHtml);
}

/** Reads index.html again only when the build changed it, so a rebuild needs no restart. */
export function indexHtmlReader(file: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}

/** The element the web app reads its first answers from (packages/ui/src/lib/initial-data.ts). */
export const INITIAL_DATA_ID = 'direto-initial-data';

/**
 * index.html with the JSON in a data block. `<`, `>` and `&` are written as \u003c-style JSON escapes, so no
 * text of an owner ('</script><script>…') can close the block, and U+2028/2029 too, for older
 * parsers. A block of type application/json is never run, so the CSP needs no nonce for it.
 */
export function withInitialData(indexHtml: string, json: string | null, modulePreloads: readonly string[] = []): string {
  const safe = json?.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const preload = modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const block = `${preload}${safe === undefined ? '' : `<script type="application/json" id="${INITIAL_DATA_ID}">${safe}</script>`}`;
  // A function, not a string: `$&` or `$'` in a dish's name must not be read as a pattern.
  if (indexHtml.includes('</head>')) return indexHtml.replace('</head>', () => `${block}</head>`);
  return `${indexHtml}${block}`;
}
