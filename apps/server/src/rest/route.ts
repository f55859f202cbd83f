import type { FastifyRequest } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST path of the spec, mapped onto the tRPC procedure that implements it.
 * The facade never reaches the database itself: same input schema, same roles, same errors.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Fastify path syntax, e.g. '/api/restaurants/slug/:slug'. */
  url: string;
  /** Dotted procedure path, e.g. 'restaurant.bySlug'. */
  procedure: string;
  /** Builds the procedure input; by default the query (GET) or body, with path params on top. */
  input?: (request: FastifyRequest) => unknown;
  /** HTTP status on success (default 200). */
  successStatus?: number;
}

export function defaultInput(request: FastifyRequest): unknown {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const source = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  if (source === undefined || source === null) return Object.keys(params).length ? params : undefined;
  // A non-object body (array, string) goes to validation as it is, to be refused there.
  if (typeof source !== 'object' || Array.isArray(source)) return source;
  return { ...(source as Record<string, unknown>), ...params };
}
