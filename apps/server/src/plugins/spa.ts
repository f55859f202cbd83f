import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the web app build: hashed assets with a year-long cache, and index.html for every
 * other GET path (history fallback) so client-side routes survive a reload.
 * Unknown /api and /trpc paths answer 404 JSON instead.
 */
export async function spaPlugin(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`Build da interface não encontrado em ${options.distDir}; rode "pnpm build".`);
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
    if (isApi || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ message: 'Rota não encontrada' });
    }
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
