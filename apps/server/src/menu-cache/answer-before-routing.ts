import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The levels at which Fastify logs every request ("incoming request", "request completed"). */
const REQUEST_LOG_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * Issue 20: lets `answer` take a request straight from Node, before Fastify's own work on it
 * (routing, request and reply objects, hooks, the request's logger) — for a kept menu answer that
 * work costs more than sending the bytes. `answer` returns false to leave the request to Fastify.
 *
 * Fastify is the server's only 'request' listener (it creates the server); wrapping it here, rather
 * than through Fastify's serverFactory, keeps every setting Fastify gives the server (timeouts,
 * keep-alive). Requests go to Fastify as before when it logs each request (so the log misses
 * none) and once the app is closing (Fastify answers 503 then). `app.inject` never passes here.
 */
export function answerBeforeRouting(app: FastifyInstance, answer: (request: IncomingMessage, response: ServerResponse) => boolean): void {
  const server = app.server;
  const [fastify, ...others] = server.listeners('request') as RequestListener[];
  if (!fastify || others.length > 0) throw new Error('Esperava o Fastify como único ouvinte de requisições do servidor');
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (closing || REQUEST_LOG_LEVELS.has(app.log.level) || !answer(request, response)) fastify(request, response);
  });
}
