import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { RestaurantMember, type IUser } from '@direto/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from './context';
import { describeError } from './error-reply';
import { badRequest, forbidden, unauthorized, type AppError } from './errors';
import type { Access, ProcedureMeta } from './procedure-meta';

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
    // Every tRPC error answer goes through the one mapping (error-reply.ts): status, code,
    // pt-BR message, issues; internal errors never show their text.
    errorFormatter({ shape, error }) {
      const reply = describeError(error);
      return {
        ...shape,
        message: reply.body.message,
        code: TRPC_ERROR_CODES_BY_KEY[reply.code],
        data: { ...shape.data, code: reply.code, httpStatus: reply.status, stack: undefined, issues: reply.body.issues },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

const INVALID_CHARACTERS = 'Os dados enviados contêm caracteres inválidos.';

/** An unpaired UTF-16 surrogate ('\ud800'): not a character at all; stored, it would come back as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a string anywhere in the input holds U+0000, which PostgreSQL text cannot store, or a
 * lone surrogate (malformed Unicode).
 */
function containsInvalidCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  // Deeper than any input schema goes: such parts are refused or stripped by validation.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((item) => containsInvalidCharacters(item, depth + 1));
}

const SIGN_IN_FIRST = 'Faça login para continuar.';

/** Why `user` may not make a call of this access level, or null when they may. */
async function accessRefusal(access: Access, user: IUser | null, em: EntityManager): Promise<AppError | null> {
  if (access === 'public') return null;
  if (!user) return unauthorized(SIGN_IN_FIRST);
  if (access === 'owner' && user.userType !== 'restaurant') return forbidden('Apenas donos de restaurante podem fazer isso.');
  if (access === 'restaurantStaff' && user.userType !== 'restaurant' && (await em.count(RestaurantMember, { user: user.id })) === 0) {
    // The owners' refusal, word for word: to a customer, staff is an owner's helper (and clients match this text).
    return forbidden('Apenas donos de restaurante podem fazer isso.');
  }
  if (access === 'customer' && user.userType !== 'customer') return forbidden('Apenas clientes podem fazer isso.');
  if (access === 'admin' && !user.isAdmin) return forbidden('Apenas administradores podem fazer isso.');
  return null;
}

/**
 * Every procedure: a NUL character is a 400 here rather than a database error (500) later; then
 * the caller is checked against the procedure's own `meta.access` — the same field the REST
 * facade, OpenAPI and the authorization matrix read.
 */
const baseProcedure = t.procedure.use(async ({ ctx, meta, path, type, getRawInput, next }) => {
  if (containsInvalidCharacters(await getRawInput())) throw badRequest(INVALID_CHARACTERS);
  // Fails closed: every builder below sets an access level, so none means a broken build.
  if (!meta?.access) throw new Error(`Procedimento ${path} sem meta.access`);
  const refusal = await accessRefusal(meta.access, ctx.user, ctx.em);
  if (refusal) throw refusal;
  return type === 'mutation' ? oneMutationAtATime(ctx.em, next) : next();
});

/** The mutation running last on each request's EntityManager (a tRPC batch may carry several). */
const lastMutation = new WeakMap<object, Promise<unknown>>();

/**
 * The calls of one batch share the request's EntityManager; two mutations flushing it at once
 * interleave their unit of work (an order saved but answered 500). They run one after another;
 * queries still run side by side.
 */
function oneMutationAtATime<T>(em: object, run: () => Promise<T>): Promise<T> {
  const previous = lastMutation.get(em) ?? Promise.resolve();
  const current = previous.then(run, run);
  lastMutation.set(em, current.catch(() => undefined));
  return current;
}

export const publicProcedure = baseProcedure.meta({ access: 'public' });

/** A builder for a signed-in access level: sets it as meta and narrows ctx.user to non-null. */
function signedInProcedure(access: Exclude<Access, 'public'>) {
  return baseProcedure.meta({ access }).use(({ ctx, next }) => {
    // Already refused by the access check above; this narrows the type.
    if (!ctx.user) throw unauthorized(SIGN_IN_FIRST);
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
}

/** Any signed-in user. */
export const authedProcedure = signedInProcedure('signedIn');
/** A restaurant owner (userType restaurant); ownership of the restaurant is checked in the services. */
export const ownerProcedure = signedInProcedure('owner');
/** A restaurant owner or a staff member of a restaurant: order work; which restaurant is checked in the services. */
export const restaurantStaffProcedure = signedInProcedure('restaurantStaff');
/** A customer (userType customer). */
export const customerProcedure = signedInProcedure('customer');
/** An administrator (isAdmin). */
export const adminProcedure = signedInProcedure('admin');
