import type { FastifyInstance } from 'fastify';
import { createCaller } from '@direto/api';
import { createRequestContext } from '../context';
import { toRestError } from './errors';
import { defaultInput, type RestRoute } from './route';
import { restRoutes } from './routes';

type ProcedureFn = (input: unknown) => Promise<unknown>;

/** Finds `a.b` on a tRPC caller; fails at start-up, not at request time, when a path is wrong. */
function resolveProcedure(caller: ReturnType<typeof createCaller>, path: string): ProcedureFn {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as ProcedureFn;
}

export function assertProceduresExist(routes: RestRoute[], procedures: Record<string, unknown>): void {
  const missing = routes.filter((route) => !(route.procedure in procedures)).map((r) => `${r.method} ${r.url} → ${r.procedure}`);
  if (missing.length) throw new Error(`Rotas REST sem procedimento tRPC:\n${missing.join('\n')}`);
}

/** The REST facade: each spec path calls the same tRPC procedure the web app uses. */
export async function restPlugin(app: FastifyInstance, options: { procedures: Record<string, unknown> }): Promise<void> {
  assertProceduresExist(restRoutes, options.procedures);
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const caller = createCaller(await createRequestContext(request));
        try {
          const input = (route.input ?? defaultInput)(request);
          const result = await resolveProcedure(caller, route.procedure)(input);
          reply.status(route.successStatus ?? 200);
          return result ?? { ok: true };
        } catch (error) {
          const { status, body, unexpected } = toRestError(error);
          if (unexpected) request.log.error({ err: error, route: route.url }, 'REST error');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
