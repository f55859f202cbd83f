import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCaller, type CallableProcedureName, type Context } from '@direto/api';
import { restaurantIdInputSchema, slugInputSchema, type MenuProduct, type Restaurant } from '@direto/contracts';
import type { Orm } from '@direto/db';
import { restRoutes } from '../rest/routes';
import { openStateExpiry } from './open-state-expiry';

/** The two public reads the cache answers (names the router's type checks). */
const SLUG_READ = 'restaurant.bySlug' satisfies CallableProcedureName;
const MENU_READ = 'product.listByRestaurant' satisfies CallableProcedureName;

/** A public read the cache answers: the restaurant by its link, or a menu. */
export type PublicCall = { procedure: typeof SLUG_READ; input: { slug: string } } | { procedure: typeof MENU_READ; input: { id: string } };

/** The procedures' answers, and what they rest on. */
export interface PublicValues {
  /** Each call's answer serialised as the procedure's output (JSON). */
  json: string[];
  restaurantIds: string[];
  expiresAt: number;
}

/** The Fastify URL of a read's REST face, as the procedure's meta declares it (rest/routes.ts). */
function restUrlOf(procedure: CallableProcedureName): string {
  const route = restRoutes.find((candidate) => candidate.procedure === procedure && candidate.method === 'GET');
  if (!route) throw new Error(`${procedure} não tem rota GET em /api`);
  return route.url;
}

const REST_SLUG_URL = restUrlOf(SLUG_READ);
const REST_PRODUCTS_URL = restUrlOf(MENU_READ);
const TRPC_URL = '/trpc/:path';
/** A batch of more calls than this is left to tRPC (and its own limit). */
const MAX_CACHED_BATCH = 4;

/** The call if `procedure` is a cached public read and `input` valid for it, else null. */
export function parseCall(procedure: string, input: unknown): PublicCall | null {
  if (procedure === SLUG_READ) {
    const parsed = slugInputSchema.safeParse(input);
    // The service looks slugs up in lower case: one key for every spelling.
    return parsed.success ? { procedure, input: { slug: parsed.data.slug.toLowerCase() } } : null;
  }
  if (procedure === MENU_READ) {
    const parsed = restaurantIdInputSchema.safeParse(input);
    return parsed.success ? { procedure, input: { id: parsed.data.id } } : null;
  }
  return null;
}

export function callKey(call: PublicCall): string {
  return call.procedure === SLUG_READ ? `slug:${call.input.slug}` : `menu:${call.input.id}`;
}

/** The REST form: GET /api/restaurants/slug/{slug} or /api/restaurants/{id}/products, without a query. */
export function restCallOf(request: FastifyRequest): PublicCall | null {
  if (request.method !== 'GET' || request.url.includes('?')) return null;
  const url = request.routeOptions.url;
  const params = request.params as Record<string, unknown>;
  if (url === REST_SLUG_URL) return parseCall(SLUG_READ, { slug: params.slug });
  if (url === REST_PRODUCTS_URL) return parseCall(MENU_READ, { id: params.id });
  return null;
}

/**
 * The tRPC form: GET /trpc/<procedure>?input=… or a batch (?batch=1&input={"0":…}) whose calls
 * are all public reads; anything else (another procedure in the batch, a streaming client) is
 * left to tRPC.
 */
export function trpcCallsOf(request: FastifyRequest): { calls: PublicCall[]; batch: boolean } | null {
  if (request.method !== 'GET' || request.routeOptions.url !== TRPC_URL || request.headers['trpc-accept'] !== undefined) return null;
  const { path } = request.params as { path?: string };
  const query = request.query as Record<string, unknown>;
  const names = Object.keys(query);
  if (!path || typeof query.input !== 'string' || names.some((name) => name !== 'input' && name !== 'batch')) return null;
  const batch = query.batch === '1';
  if (query.batch !== undefined && !batch) return null;
  let input: unknown;
  try {
    input = JSON.parse(query.input);
  } catch {
    return null;
  }
  const procedures = path.split(',');
  if (!batch) {
    const call = procedures.length === 1 ? parseCall(path, input) : null;
    return call ? { calls: [call], batch } : null;
  }
  if (procedures.length > MAX_CACHED_BATCH || !input || typeof input !== 'object' || Array.isArray(input)) return null;
  const inputs = input as Record<string, unknown>;
  if (Object.keys(inputs).length !== procedures.length) return null;
  const calls: PublicCall[] = [];
  for (const [index, procedure] of procedures.entries()) {
    const call = parseCall(procedure, inputs[String(index)]);
    if (!call) return null;
    calls.push(call);
  }
  return { calls, batch };
}

/**
 * A context for public reads only: no caller and no session (a public answer is the same for
 * everyone, so signed-in reads never look their session up). Anything else fails loudly.
 */
function publicReadContext(app: FastifyInstance, em: EntityManager): Context {
  const unavailable = () => {
    throw new Error('Leitura pública sem sessão');
  };
  return {
    em,
    user: null,
    session: { id: null, signedInAt: null, signIn: unavailable, signOut: unavailable, rotate: unavailable },
    sessions: { revokeAll: unavailable, revokeOthers: unavailable, list: unavailable, revokeOne: unavailable },
    ip: '',
    objects: app.objectStorage,
    authProviders: app.authProviders,
    limits: app.requestLimits,
    orderEvents: app.orderEvents,
    notifications: app.notifications,
    publicUrl: app.publicUrl,
    mailer: app.mailer,
    device: { id: null, remember: unavailable, forget: unavailable },
    openDelivery: app.openDeliveryKeys,
    log: app.log,
  };
}

/**
 * Runs the calls through the procedures themselves (input and output schemas, access checks),
 * so a kept answer is exactly what tRPC and the REST facade send. Throws as they would.
 */
export async function runPublicCalls(app: FastifyInstance, orm: Orm, calls: PublicCall[], builtAt: number): Promise<PublicValues> {
  const caller = createCaller(publicReadContext(app, orm.em.fork() as EntityManager));
  const restaurantIds = new Set<string>();
  let expiresAt = Number.POSITIVE_INFINITY;
  const values = await Promise.all(
    calls.map(async (call) => {
      if (call.procedure === SLUG_READ) {
        const restaurant: Restaurant = await caller.restaurant.bySlug(call.input);
        restaurantIds.add(restaurant.id);
        expiresAt = Math.min(expiresAt, openStateExpiry(restaurant.openState, builtAt));
        return restaurant;
      }
      const menu: MenuProduct[] = await caller.product.listByRestaurant(call.input);
      restaurantIds.add(call.input.id);
      return menu;
    }),
  );
  return { json: values.map((value) => JSON.stringify(value)), restaurantIds: [...restaurantIds], expiresAt };
}
