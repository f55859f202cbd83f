import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FlushEventArgs, UnitOfWork } from '@mikro-orm/core';
import { now } from '@direto/api';
import type { Orm } from '@direto/db';
import { answerBeforeRouting } from './answer-before-routing';
import { encodeAnswer, sendEncoded, writeEncoded } from './encoded-answer';
import { MenuCache, type BuiltAnswer } from './menu-cache';
import { MENU_CHANGES_CHANNEL, MENU_TABLE_ENTITIES } from './menu-changes';
import { callKey, parseCall, restCallOf, runPublicCalls, trpcCallsOf, type PublicCall } from './public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's public restaurant and menu answers (issue 20). */
    menuCache: MenuCache;
    /** The restaurant by slug and its menu as the procedures answer them (JSON), from the cache; null when there is no such restaurant. */
    menuPageData(slug: string): Promise<{ restaurantId: string; restaurant: string; products: string | null } | null>;
  }
}

/** Public data, the same for everyone: caches may keep it but must ask whether it changed before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const REST_TYPE = 'application/json; charset=utf-8';
const TRPC_TYPE = 'application/json';

/**
 * Issue 20: the restaurant by slug and the menu (REST and tRPC, a batch of them too) answered from
 * memory, pre-compressed, with a strong ETag. Registered before the session plugin: these reads
 * never look a session up. A request the cache cannot answer (an unknown restaurant, an invalid
 * input) goes on to tRPC or the REST facade, which answer it as always. A URL answered from
 * memory once is answered again before Fastify even routes it (answer-before-routing.ts).
 */
export const menuCachePlugin = fp(async (app: FastifyInstance, { orm }: { orm: Orm }) => {
  // Registered early (its hook runs before the request's EntityManager is even forked); the live
  // plugin's listener is decorated later, so it is looked up when used.
  const cache = new MenuCache(() => app.orderEventListener.listening);
  app.decorate('menuCache', cache);

  // Every process hears every committed edit (database triggers, menu-changes.ts), on the live
  // orders' LISTEN connection. This onReady runs before the live plugin's, which starts listening.
  app.addHook('onReady', async () => {
    app.orderEventListener.addChannel(MENU_CHANGES_CHANNEL, {
      onMessage: (restaurantId) => cache.invalidate(restaurantId),
      onListening: () => cache.clear(),
    });
  });
  // This process's own edits drop the cache at once, so its next read shows them even before
  // the notification arrives (an owner saving a product and reloading the menu).
  const touchingMenu = new WeakSet<UnitOfWork>();
  orm.em.getEventManager().registerSubscriber({
    onFlush: ({ uow }: FlushEventArgs) => {
      if (uow.getChangeSets().some((changeSet) => MENU_TABLE_ENTITIES.has(changeSet.meta.className))) touchingMenu.add(uow);
    },
    afterFlush: ({ uow }: FlushEventArgs) => {
      if (touchingMenu.delete(uow)) cache.clear();
    },
  });

  /** The answer to `read` at `at` (the app clock), kept or built. */
  const answerFor = async (read: CachedRead, at: number): Promise<BuiltAnswer> =>
    cache.answer(read.key, at, async () => {
      const values = await runPublicCalls(app, orm, read.calls, at);
      const body =
        read.form === 'rest' ? (values.json[0] as string)
        : read.form === 'trpc' ? trpcResult(values.json[0] as string)
        : `[${values.json.map(trpcResult).join(',')}]`;
      const contentType = read.form === 'rest' ? REST_TYPE : TRPC_TYPE;
      const answer = await encodeAnswer(body, { contentType, cacheControl: PUBLIC_CACHE_CONTROL, securityHeaders: app.securityHeaders });
      return { answer, restaurantIds: values.restaurantIds, builtAt: at, expiresAt: values.expiresAt };
    });

  // A callback hook: a kept answer goes out with no promise at all.
  app.addHook('onRequest', (request, reply, done) => {
    const read = cachedReadOf(request);
    if (!read) return done();
    const send = (built: BuiltAnswer) => {
      // The next request for this very URL is answered before routing (answerBeforeRouting).
      if (request.raw.url !== undefined) cache.rememberUrl(request.raw.url, read.key);
      sendEncoded(request, reply, built.answer);
    };
    const at = now().getTime();
    const kept = cache.peek(read.key, at);
    if (kept) {
      send(kept);
      return;
    }
    answerFor(read, at)
      .then(send, () => {
        // Not found, invalid: the route itself answers, with its own error shape.
        done();
      })
      .catch((error: unknown) => {
        done(error as Error);
      });
  });

  // The same kept answers, for the same URLs, without Fastify's per-request work.
  answerBeforeRouting(app, (request, response) => {
    if (request.method !== 'GET' || request.headers['trpc-accept'] !== undefined || request.url === undefined) return false;
    const kept = cache.answerForUrl(request.url, now().getTime());
    if (!kept) return false;
    writeEncoded(request, response, kept.answer);
    return true;
  });

  app.decorate('menuPageData', async (slug: string) => {
    const bySlug = parseCall('restaurant.bySlug' satisfies PublicCall['procedure'], { slug });
    if (!bySlug) return null;
    let restaurant: BuiltAnswer;
    try {
      restaurant = await answerFor(restRead(bySlug), now().getTime());
    } catch {
      return null;
    }
    const restaurantJson = restaurant.answer.identity.toString('utf8');
    const { id } = JSON.parse(restaurantJson) as { id: string };
    try {
      const products = await answerFor(restRead({ procedure: 'product.listByRestaurant', input: { id } }), now().getTime());
      return { restaurantId: id, restaurant: restaurantJson, products: products.answer.identity.toString('utf8') };
    } catch {
      return { restaurantId: id, restaurant: restaurantJson, products: null };
    }
  });
});

/** A public read the cache answers: its form, its calls and its key in the cache. */
interface CachedRead {
  form: 'rest' | 'trpc' | 'batch';
  calls: PublicCall[];
  key: string;
}

function readOf(form: CachedRead['form'], calls: PublicCall[]): CachedRead {
  return { form, calls, key: `${form}|${calls.map(callKey).join('|')}` };
}

function restRead(call: PublicCall): CachedRead {
  return readOf('rest', [call]);
}

/** The cached read `request` asks for (REST or tRPC, a batch of them too), or null. */
function cachedReadOf(request: FastifyRequest): CachedRead | null {
  if (request.method !== 'GET') return null;
  const restCall = restCallOf(request);
  if (restCall) return restRead(restCall);
  const trpc = trpcCallsOf(request);
  return trpc ? readOf(trpc.batch ? 'batch' : 'trpc', trpc.calls) : null;
}

/** A query's answer as tRPC writes it. */
function trpcResult(json: string): string {
  return `{"result":{"data":${json}}}`;
}
