import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context';

/** Metadata every REST-exposed procedure may carry (used by the OpenAPI document). */
export interface ProcedureMeta {
  description?: string;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      return {
        ...shape,
        // A validation failure reads as its first problem, in pt-BR, instead of a JSON dump.
        message: zodError ? formatZodError(zodError) : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          issues: zodError ? zodError.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) : undefined,
        },
      };
    },
  });

export function formatZodError(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Dados inválidos';
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Signed in: narrows ctx.user to non-null. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Faça login para continuar.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A restaurant owner (userType restaurant). */
export const ownerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.userType !== 'restaurant') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Apenas donos de restaurante podem fazer isso.' });
  }
  return next({ ctx });
});

/** A customer (userType customer). */
export const customerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.userType !== 'customer') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Apenas clientes podem fazer isso.' });
  }
  return next({ ctx });
});

/** An administrator (isAdmin). */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Apenas administradores podem fazer isso.' });
  return next({ ctx });
});
