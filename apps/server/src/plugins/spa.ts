import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the web app build: hashed assets with a year-long cache (the .br/.gz written next to
 * them at build time when the client accepts one), and index.html for every other GET path (history fallback) so client-side routes survive a reload.
 * Unknown /api, /trpc and /assets paths answer 404 instead: a missing script must not come back
 * as an HTML page. Source maps (*.map) are served only when asked for (SERVE_SOURCE_MAPS): they
 * hand the original source to anyone, so production answers 404 by default.
 */
export async function spaPlugin(app: FastifyInstance, options: { distDir: string; serveSourceMaps: boolean }): Promise<void> {
  const indexFile = join(options.distDir, 'index.html');
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      preCompressed: true,
      allowedPath: (path) => options.serveSourceMaps || !path.toLowerCase().endsWith('.map'),
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`Build da interface não encontrado em ${options.distDir}; rode "pnpm build".`);
  }
  const readIndexHtml = indexHtmlReader(indexFile);

  const sendIndexHtml = (reply: FastifyReply, indexHtml: string) =>
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

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

/** Reads index.html again only when the build changed it, so a rebuild needs no restart. */
function indexHtmlReader(file: string): () => string | null {
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
