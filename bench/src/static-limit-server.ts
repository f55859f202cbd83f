/**
 * The static limit (issue 20): a bare Fastify route answering, from memory, the very bytes the app
 * answers for the menu paths — fetched from the app once at start, compressed once (brotli and
 * gzip) — with an ETag and the same cache policy. No database, no parsing, no work per request
 * beyond choosing an encoding: the fastest any server on this stack can answer. Run as its own
 * process by the bench, like the baseline.
 *
 * Env: PORT, SOURCE_URL (the app), PATHS (JSON array of the paths to copy).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

interface Answer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
}

const source = process.env.SOURCE_URL as string;
const paths = JSON.parse(process.env.PATHS ?? '[]') as string[];
const answers = new Map<string, Answer>();
for (const path of paths) {
  const response = await fetch(source + path, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const identity = Buffer.from(await response.arrayBuffer());
  answers.set(path, {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 8, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    contentType: response.headers.get('content-type') ?? 'application/json',
  });
}

const app = Fastify({ logger: false, routerOptions: { maxParamLength: 500 } });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send({ message: 'not a copied path' });
  reply.header('ETag', answer.etag).header('Cache-Control', 'public, max-age=0, must-revalidate').header('Vary', 'Accept-Encoding').type(answer.contentType);
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return reply.header('Content-Encoding', 'br').send(answer.br);
  if (accepted.includes('gzip')) return reply.header('Content-Encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.identity);
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
