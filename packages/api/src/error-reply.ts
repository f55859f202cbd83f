import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@direto/db';
import { AppError, type ErrorIssue } from './errors';

const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor';
const SERVICE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** What a client is told about an error, whatever the transport (tRPC, REST, plain routes). */
export interface ErrorReply {
  /** HTTP status. */
  status: number;
  /** The tRPC code for that status (error.data.code of a tRPC answer). */
  code: TRPC_ERROR_CODE_KEY;
  body: { message: string; issues?: ErrorIssue[] };
  /** A fault of ours rather than of the request: log it (with the request id); the client gets a generic message. */
  unexpected: boolean;
}

// Refusals by the HTTP layer (Fastify's body parser, limits): its own texts are English.
const HTTP_LAYER_MESSAGES: Record<number, string> = {
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
};

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

/** A validation failure reads as its first problem, in pt-BR, instead of a JSON dump. */
function formatZodError(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Dados inválidos';
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
}

const zodIssues = (error: ZodError): ErrorIssue[] => error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const internal = (): ErrorReply => ({ status: 500, code: 'INTERNAL_SERVER_ERROR', body: { message: INTERNAL_ERROR_MESSAGE }, unexpected: true });

/** The database is down or restarting: a 503 the client may retry, not a fault to log per request. */
const internalOrUnavailable = (error: unknown): ErrorReply =>
  isDatabaseUnavailable(error) ? { status: 503, code: 'SERVICE_UNAVAILABLE', body: { message: SERVICE_UNAVAILABLE_MESSAGE }, unexpected: false } : internal();

/**
 * The one mapping from an error to what the client sees: used by tRPC's error formatter, the
 * REST facade, Fastify's error handler and the Google sign-in routes.
 * - AppError (services, roles): its status and pt-BR message.
 * - Invalid input (tRPC BAD_REQUEST caused by zod): 400 with the first problem and every issue.
 * - Anything else that is a 500 — an invalid *output*, a database error, a bug: the generic
 *   message, never the internal text.
 */
export function describeError(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    const status = getHTTPStatusCodeFromError(error);
    return { status, code: error.code, body: { message: error.message, ...(error.issues ? { issues: error.issues } : {}) }, unexpected: false };
  }
  if (error instanceof TRPCError) {
    // tRPC wraps what a procedure throws; an AppError thrown through another layer stays one.
    if (error.cause instanceof AppError) return describeError(error.cause);
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      return { status: 400, code: 'BAD_REQUEST', body: { message: formatZodError(error.cause), issues: zodIssues(error.cause) }, unexpected: false };
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') return internalOrUnavailable(error);
    // tRPC's own refusals (unknown procedure, wrong method, unparsable request) and deliberate 5xx.
    return { status: getHTTPStatusCodeFromError(error), code: error.code, body: { message: error.message }, unexpected: false };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, code: CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', body: { message: HTTP_LAYER_MESSAGES[statusCode] ?? 'Requisição inválida' }, unexpected: false };
  }
  return internalOrUnavailable(error);
}
