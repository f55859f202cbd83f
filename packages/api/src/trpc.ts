import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context';

/** Metadata every REST-exposed procedure may carry (used by the OpenAPI document). */
export interface ProcedureMeta {
  description?: string;
}

export const SSE_PING_MS = 15_000;
const SSE_CLIENT_RECONNECT_AFTER_MS = 40_000;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    sse: {
      // A comment every 15 s keeps proxies and load balancers from closing an idle stream; a
      // client that hears nothing for 40 s (a half-open connection) reconnects by itself.
      ping: { enabled: true, intervalMs: SSE_PING_MS },
      client: { reconnectAfterInactivityMs: SSE_CLIENT_RECONNECT_AFTER_MS },
    },
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

export const INVALID_CHARACTERS = 'Os dados enviados contêm caracteres inválidos.';

/** Whether a string anywhere in the input holds U+0000, which PostgreSQL text cannot store. */
function containsNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any input schema goes: such parts are refused or stripped by validation.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((item) => containsNullCharacter(item, depth + 1));
}

/** Every procedure: a NUL character is a 400 here rather than a database error (500) later. */
const baseProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  if (containsNullCharacter(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CHARACTERS });
  return next();
});

export const publicProcedure = baseProcedure;

/** Signed in: narrows ctx.user to non-null. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
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
