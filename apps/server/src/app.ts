import Fastify from 'fastify';
import type { LoggerOptions } from 'pino';
import { appRouter, type ObjectStorage } from '@direto/api';
import type { Orm } from '@direto/db';
import type { Config } from './config';
import { requestContextPlugin } from './plugins/request-context';
import { spaPlugin } from './plugins/spa';
import { trpcPlugin } from './plugins/trpc';
import { restPlugin } from './rest/plugin';
import { createObjectStorage } from './uploads/object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    objectStorage: ObjectStorage;
  }
}

export interface AppDependencies {
  config: Config;
  orm: Orm;
}

export function loggerOptions(config: Config): LoggerOptions | false {
  if (config.NODE_ENV === 'test') return false;
  if (config.NODE_ENV === 'development') {
    return { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
  }
  return { level: config.LOG_LEVEL };
}

/** Builds the whole HTTP application; `main.ts` listens, tests call `inject`. */
export async function buildApp({ config, orm }: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Erro inesperado');
    const messages: Record<number, string> = {
      400: 'Requisição inválida',
      413: 'Conteúdo grande demais',
      415: 'Tipo de conteúdo não suportado',
    };
    return reply.status(status).send({ message: messages[status] ?? (status === 500 ? 'Erro interno do servidor' : 'Requisição inválida') });
  });

  app.decorate('objectStorage', createObjectStorage(config));
  await app.register(requestContextPlugin, { orm });

  app.get('/healthz', async (_request, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'Banco de dados indisponível' });
    }
  });

  await app.register(trpcPlugin);
  await app.register(restPlugin, { procedures: appRouter._def.procedures as Record<string, unknown> });
  await app.register(spaPlugin, { distDir: config.UI_DIST_DIR });
  return app;
}
