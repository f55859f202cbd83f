import type { FastifyReply } from 'fastify';

/**
 * Every Open Delivery error: `application/problem+json` with `title` and `status` (the document's
 * Error schema), plus what a client can act on (`detail`, OAuth's `error` code). One helper for
 * every route, so none answers Direto's own `{ message }` shape.
 */
export function sendProblem(reply: FastifyReply, status: number, title: string, extra: Record<string, unknown> = {}) {
  return reply.status(status).type('application/problem+json').send({ title, status, ...extra });
}
