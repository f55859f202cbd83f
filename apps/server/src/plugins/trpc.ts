import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { appRouter, describeError, type AppRouter } from '@direto/api';
import { TRPC_MAX_BATCH_CALLS } from '@direto/contracts';
import { createRequestContext } from '../context';
import { liveStreamRoutes } from '../live/live-stream-route';

/** Calls one batched request may carry; the web app and the typed client split larger batches. */
export const MAX_BATCH_CALLS = TRPC_MAX_BATCH_CALLS;
export const BATCH_TOO_LARGE = `Envie no máximo ${MAX_BATCH_CALLS} chamadas por requisição.`;

/** How /trpc runs procedures; the lean live stream route hands tRPC what it does not serve itself. */
const trpcOptions = {
  router: appRouter,
  createContext: ({ req }) => createRequestContext(req),
  // The client got the generic message (the error formatter); the log gets the real error.
  onError({ error, path, req }) {
    if (describeError(error).unexpected) req.log.error({ err: error.cause ?? error, path }, 'tRPC error');
  },
} satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

/** Mounts every procedure at /trpc for the web app and the typed client. */
export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  // Refused before anything runs: a batch must not multiply the work (or the password guesses)
  // one request buys. `path` is decoded by the router, so "%2C" counts as a comma too.
  app.addHook('onRequest', async (request, reply) => {
    const { path } = request.params as { path?: string };
    const query = request.query as { batch?: string };
    if (query.batch !== '1' || !path || path.split(',').length <= MAX_BATCH_CALLS) return;
    return reply.status(400).send({
      error: { message: BATCH_TOO_LARGE, code: TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
    });
  });

  // The two subscriptions every open dashboard holds (issue 20): a route of their own, same answers.
  await app.register(liveStreamRoutes, { prefix: '/trpc', trpcOptions });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
}
