import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller, describeError } from '@direto/api';
import { createRequestContext } from '../context';
import { restRoutes } from './routes';

type ProcedureFn = (input: unknown) => Promise<unknown>;

/** Finds `a.b` on a tRPC caller. */
function resolveProcedure(caller: ReturnType<typeof createCaller>, path: string): ProcedureFn {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as ProcedureFn;
}

/**
 * The procedure input: the query (GET, DELETE; a DELETE's JSON object body too) or the JSON body, with the path params and the
 * declared headers (e.g. Idempotency-Key → idempotencyKey) on top.
 */
function requestInput(request: FastifyRequest, headers: Record<string, string> = {}): unknown {
  const onTop = { ...((request.params ?? {}) as Record<string, unknown>) };
  for (const [header, field] of Object.entries(headers)) if (request.headers[header] !== undefined) onTop[field] = request.headers[header];
  // A DELETE may also carry a JSON object body (DELETE /api/user { password }): both count.
  const deleteBody = request.method === 'DELETE' && request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : null;
  const source = deleteBody ? { ...(request.query as object), ...deleteBody } : request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  if (source === undefined || source === null) return Object.keys(onTop).length ? onTop : undefined;
  // A non-object body (array, string) goes to validation as it is, to be refused there.
  if (typeof source !== 'object' || Array.isArray(source)) return source;
  return { ...(source as Record<string, unknown>), ...onTop };
}

/** A page over REST: the items as the body (the spec's plain array), the next page's cursor as a header. */
function pageBody(reply: FastifyReply, header: string, page: { items: unknown[]; nextCursor: string | null }): unknown[] {
  if (page.nextCursor) reply.header(header, page.nextCursor);
  return page.items;
}

/** The REST facade: each path calls the tRPC procedure whose meta declares it, as the web app does. */
export async function restPlugin(app: FastifyInstance): Promise<void> {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const caller = createCaller(await createRequestContext(request));
        try {
          const result = await resolveProcedure(caller, route.procedure)(route.takesInput ? requestInput(request, route.headers) : undefined);
          reply.status(route.successStatus);
          if (route.contentType) return reply.type(route.contentType).send(result);
          if (route.nextCursorHeader) return pageBody(reply, route.nextCursorHeader, result as { items: unknown[]; nextCursor: string | null });
          return result ?? { ok: true };
        } catch (error) {
          const { status, body, unexpected } = describeError(error);
          if (unexpected) request.log.error({ err: error, route: route.url }, 'REST error');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
