import { TRPCError } from '@trpc/server';

/** A field-level problem of a refused request (`issues` of a 400). */
export interface ErrorIssue {
  path: string;
  message: string;
}

/** The refusals a service may answer with; error-reply.ts maps each to its HTTP status. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/**
 * The application's error: a code and a pt-BR message a person can act on, plus optional
 * field issues. It is a TRPCError so that tRPC (and createCaller) carry it unchanged; every
 * transport turns it into a response with `describeError` (error-reply.ts), and nowhere else.
 */
export class AppError extends TRPCError {
  declare readonly code: AppErrorCode;
  readonly issues: ErrorIssue[] | undefined;

  constructor(code: AppErrorCode, message: string, issues?: ErrorIssue[]) {
    super({ code, message });
    this.issues = issues;
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) => new AppError('BAD_REQUEST', message, issues);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string) => new AppError('TOO_MANY_REQUESTS', message);
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
