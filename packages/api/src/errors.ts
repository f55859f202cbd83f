import { TRPCError } from '@trpc/server';

/** Domain errors, always with a pt-BR message a person can act on. */
export const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });
export const forbidden = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message });
export const tooManyRequests = (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
