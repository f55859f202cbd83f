import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '@direto/db';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager (a fork of the global one). */
    em: EntityManager;
  }
}

/** Gives every request its own EntityManager so identity maps never leak between requests. */
export const requestContextPlugin = fp(async (app: FastifyInstance, options: { orm: Orm }) => {
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', async (request) => {
    request.em = options.orm.em.fork() as EntityManager;
  });
});
