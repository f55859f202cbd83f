import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_REFUSED_MESSAGE = 'Requisição de outra origem recusada.';

/**
 * Refuses state-changing requests sent by another site's page. Browsers always tell where a
 * request comes from (Origin, Sec-Fetch-Site); scripts such as curl send neither and are let
 * through, since they carry no victim's cookies. SameSite=Lax on the session cookie is the
 * second line of defence.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { config }: { config: Pick<Config, 'PUBLIC_URL'> }) => {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;

  // A callback hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin)) {
      reply.status(403).send({ message: CSRF_REFUSED_MESSAGE });
      return;
    }
    done();
  });
});

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // Our own origin is PUBLIC_URL, or the host the request was sent to (e.g. a dev proxy on another port).
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}
