import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createCaller, describeError } from '@direto/api';
import { createRequestContext } from '../context';
import { multipartInput } from './multipart-input';
import { restRoutes, type RestRoute } from './routes';

type ProcedureFn = (input: unknown) => Promise<unknown>;

/** Finds `a.b` on a tRPC caller. */
function resolveProcedure(caller: ReturnType<typeof createCaller>, path: string): ProcedureFn {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as ProcedureFn;
}

/**
 * The procedure input: the query (GET, DELETE; a DELETE's JSON object body too) or the JSON body, with the path params and the
 * declared headers (e.g. Idempotency-Key → idempotencyKey) on top.
 */
function requestInput(request: FastifyRequest, headers: Record<string, string> = {}, textBodyField?: string): unknown {
  const onTop = { ...((request.params ?? {}) as Record<string, unknown>) };
  // A text body (text/csv) is one field of the input, beside the path params.
  if (textBodyField && typeof request.body === 'string') return { ...onTop, [textBodyField]: request.body };
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

/** Whether the client asked for CSV (Accept: text/csv). */
const acceptsCsv = (request: FastifyRequest) => (request.headers.accept ?? '').toLowerCase().includes('text/csv');

/**
 * A route's CSV variant (RestFace.csvVariant), when asked for: by `Accept: text/csv`, or by '.csv'
 * after the path's last parameter (taken off it, so the input is the same either way).
 */
function csvVariantOf(route: RestRoute, request: FastifyRequest): RestRoute | null {
  if (!route.csvVariant) return null;
  const params = (request.params ?? {}) as Record<string, string>;
  const last = Object.keys(params).at(-1);
  const suffixed = last !== undefined && params[last]?.endsWith('.csv');
  if (!suffixed && !acceptsCsv(request)) return null;
  if (suffixed && last) params[last] = params[last]?.slice(0, -'.csv'.length) ?? '';
  return { ...route, procedure: route.csvVariant.procedure as RestRoute['procedure'], contentType: 'text/csv; charset=utf-8', fileName: route.csvVariant.fileName, nextCursorHeader: undefined };
}

/** The REST facade: each path calls the tRPC procedure whose meta declares it, as the web app does. */
export async function restPlugin(app: FastifyInstance): Promise<void> {
  // CSV bodies (RestFace.textBody) arrive as text; a route that expects none refuses them in validation.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // Files picked in a form (RestFace.upload) arrive as multipart/form-data, read by multipartInput.
  await app.register(multipart);
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      // A JSON body carries an upload's file in base64 (a third larger than the file).
      ...(route.upload ? { bodyLimit: Math.ceil(route.upload.maxBytes / 3) * 4 + 64 * 1024 } : {}),
      handler: async (request, reply) => {
        // Issue 32: a path that also answers CSV (Accept: text/csv or a '.csv' suffix).
        const served = csvVariantOf(route, request) ?? route;
        const caller = createCaller(await createRequestContext(request));
        try {
          const input = !served.takesInput
            ? undefined
            : served.upload && request.isMultipart()
              ? { ...(await multipartInput(request, served.upload)), ...(request.params as object) }
              : requestInput(request, served.headers, served.textBodyField);
          const result = await resolveProcedure(caller, served.procedure)(input);
          reply.status(served.successStatus);
          if (served.fileName) reply.header('Content-Disposition', `attachment; filename="${served.fileName}"`);
          if (served.contentType) return reply.type(served.contentType).send(result);
          if (served.nextCursorHeader) return pageBody(reply, served.nextCursorHeader, result as { items: unknown[]; nextCursor: string | null });
          return result ?? { ok: true };
        } catch (error) {
          const { status, body, unexpected } = describeError(error);
          if (unexpected) request.log.error({ err: error, route: served.url }, 'REST error');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
