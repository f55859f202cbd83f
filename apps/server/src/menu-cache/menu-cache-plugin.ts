import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FlushEventArgs, UnitOfWork } from '@mikro-orm/core';
import { now } from '@direto/api';
import type { Orm } from '@direto/db';
import { encodeAnswer, sendEncoded } from './encoded-answer';
import { MenuCache, type BuiltAnswer } from './menu-cache';
import { MENU_CHANGES_CHANNEL, MENU_TABLE_ENTITIES } from './menu-changes';
import { callKey, parseCall, restCallOf, runPublicCalls, trpcCallsOf, type PublicCall } from './public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's public restaurant and menu answers (issue 20). */
    menuCache: MenuCache;
    /** The restaurant by slug and its menu as the procedures answer them (JSON), from the cache; null when there is no such restaurant. */
    menuPageData(slug: string): Promise<{ restaurant: string; products: string | null } | null>;
  }
}

/** Public data, the same for everyone: caches may keep it but must ask whether it changed before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const REST_TYPE = 'application/json; charset=utf-8';
const TRPC_TYPE = 'application/json';

const UNCACHEABLE = Symbol('uncacheable');

/**
 * Issue 20: the restaurant by slug and the menu (REST and tRPC, a batch of them too) answered from
 * memory, pre-compressed, with a strong ETag. Registered before the session plugin: these reads
 * never look a session up. A request the cache cannot answer (an unknown restaurant, an invalid
 * input) goes on to tRPC or the REST facade, which answer it as always.
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

  /** The answer for `calls` in one of the three forms, kept or built. */
  const answerFor = async (form: 'rest' | 'trpc' | 'batch', calls: PublicCall[]): Promise<BuiltAnswer> => {
    const key = `${form}|${calls.map(callKey).join('|')}`;
    const at = now().getTime();
    return cache.answer(key, at, async () => {
      const values = await runPublicCalls(app, orm, calls, at);
      const body =
        form === 'rest' ? (values.json[0] as string)
        : form === 'trpc' ? trpcResult(values.json[0] as string)
        : `[${values.json.map(trpcResult).join(',')}]`;
      const answer = await encodeAnswer(body, form === 'rest' ? REST_TYPE : TRPC_TYPE, PUBLIC_CACHE_CONTROL);
      return { answer, restaurantIds: values.restaurantIds, builtAt: at, expiresAt: values.expiresAt };
    });
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, form: 'rest' | 'trpc' | 'batch', calls: PublicCall[]) => {
    let built: BuiltAnswer;
    try {
      built = await answerFor(form, calls);
    } catch {
      // Not found, invalid: the route itself answers, with its own error shape.
      return UNCACHEABLE;
    }
    return sendEncoded(request, reply, built.answer);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const restCall = restCallOf(request);
    if (restCall) {
      const sent = await serve(request, reply, 'rest', [restCall]);
      return sent === UNCACHEABLE ? undefined : sent;
    }
    const trpc = trpcCallsOf(request);
    if (trpc) {
      const sent = await serve(request, reply, trpc.batch ? 'batch' : 'trpc', trpc.calls);
      return sent === UNCACHEABLE ? undefined : sent;
    }
  });

  app.decorate('menuPageData', async (slug: string) => {
    const bySlug = parseCall('restaurant.bySlug', { slug });
    if (!bySlug) return null;
    let restaurant: BuiltAnswer;
    try {
      restaurant = await answerFor('rest', [bySlug]);
    } catch {
      return null;
    }
    const restaurantJson = restaurant.answer.identity.toString('utf8');
    const { id } = JSON.parse(restaurantJson) as { id: string };
    try {
      const products = await answerFor('rest', [{ procedure: 'product.listByRestaurant', input: { id } }]);
      return { restaurant: restaurantJson, products: products.answer.identity.toString('utf8') };
    } catch {
      return { restaurant: restaurantJson, products: null };
    }
  });
});

/** A query's answer as tRPC writes it. */
function trpcResult(json: string): string {
  return `{"result":{"data":${json}}}`;
}
