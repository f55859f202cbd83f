import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createMailer, describeError, type Mailer, type RequestLimits } from '@direto/api';
import { join } from 'node:path';
import type { Orm } from '@direto/db';
import type { Config } from './config';
import { createDatabaseProbe } from './database-reachability';
import { createLogger, requestLogController } from './logger';
import { isGoogleConfigured } from './auth/google-client';
import { googleAuthRoutes } from './auth/google-routes';
import { logoutRoute } from './auth/logout-route';
import { menuPageRoutes } from './plugins/menu-page';
import { tablePageRoutes } from './plugins/table-page';
import { guestOrderPageRoutes } from './plugins/guest-order-page';
import { livePlugin } from './live/live-plugin';
import { menuCachePlugin } from './menu-cache/menu-cache-plugin';
import { openApiPlugin } from './openapi/openapi-plugin';
import { pushPlugin } from './push/push-plugin';
import { openDeliveryPlugin } from './open-delivery/open-delivery-plugin';
import { scheduledRemindersPlugin } from './reminders/scheduled-reminders-plugin';
import { backupsPlugin } from './backups/backups-plugin';
import type { ResolveHost } from './push/push-endpoint-policy';
import { compressionPlugin } from './plugins/compression';
import { testClockRoutes } from './plugins/test-clock';
import { csrfPlugin } from './plugins/csrf';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { unreadBodyPlugin } from './plugins/unread-body';
import { sessionPlugin } from './plugins/session';
import { guestDevicePlugin } from './plugins/guest-device';
import { spaPlugin } from './plugins/spa';
import { trpcPlugin } from './plugins/trpc';
import { restPlugin } from './rest/plugin';
import { createObjectStorage } from './uploads/object-storage';
import type { ServerObjectStorage } from './uploads/server-object-storage';
import { uploadsPlugin } from './uploads/uploads-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    objectStorage: ServerObjectStorage;
    /** Sign-in methods offered besides email and password (auth.providers). */
    authProviders: { google: boolean };
    /** Operator-tunable limits passed to every procedure (ctx.limits). */
    requestLimits: RequestLimits;
    /** PUBLIC_URL, for links the server writes (ctx.publicUrl). */
    publicUrl: string;
    /** Outgoing e-mail (ctx.mailer). */
    mailer: Mailer;
  }
}

export interface AppDependencies {
  config: Config;
  orm: Orm;
  /** Instead of the configured logger (tests read what was logged). */
  logger?: FastifyBaseLogger;
  /** Instead of the system's DNS for push services' names (tests point one at a local address). */
  resolvePushHost?: ResolveHost;
}

/** Builds the whole HTTP application; `main.ts` listens, tests call `inject`. */
export async function buildApp({ config, orm, logger, resolvePushHost }: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: requestLogController(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  // Errors no route answered itself (Fastify's body parser and limits, a plain route that
  // threw): the same mapping as tRPC and the REST facade, so internal text never leaves.
  app.setErrorHandler((error, request, reply) => {
    const { status, body, unexpected } = describeError(error);
    if (unexpected) request.log.error({ err: error }, 'Erro inesperado');
    return reply.status(status).send(body);
  });

  app.decorate('objectStorage', await createObjectStorage(config));
  app.decorate('authProviders', { google: isGoogleConfigured(config) });
  app.decorate('requestLimits', { registrationsPerHourPerIp: config.REGISTER_RATE_LIMIT_PER_HOUR } satisfies RequestLimits);
  app.decorate('publicUrl', config.PUBLIC_URL);
  app.decorate('mailer', createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.DATA_DIR, 'outbox'), log: app.log }));
  app.addHook('onClose', async () => {
    await app.mailer.delivered();
  });
  // First, so that every answer carries the headers, even one refused by a later hook.
  await app.register(securityHeadersPlugin, { config });
  // Before every route: an answer given before the body has arrived waits for it (a readable 413).
  await app.register(unreadBodyPlugin);
  // Before every route, so that each gets the compression hook.
  await app.register(compressionPlugin);
  await app.register(csrfPlugin, { config });
  // Public menus from memory (issue 20): answered before any per-request work (EntityManager, session).
  await app.register(menuCachePlugin, { orm });
  await app.register(requestContextPlugin, { orm });

  // Answers within 1.5 s whatever the request pool is doing (see createDatabaseProbe).
  const databaseAnswers = createDatabaseProbe(orm.config.get('clientUrl') as string);
  app.get('/healthz', async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable', message: 'Banco de dados indisponível' });
  });

  // Test-only clock hook (issue 18): exists only when DIRETO_TEST_CLOCK is set, never in production.
  if (config.DIRETO_TEST_CLOCK) await app.register(testClockRoutes);
  await app.register(uploadsPlugin, { storage: app.objectStorage });
  await app.register(openApiPlugin);
  await app.register(livePlugin, { connectionString: orm.config.get('clientUrl') as string, orm, maxStreamsPerSession: config.LIVE_STREAMS_PER_SESSION });
  await app.register(pushPlugin, { config, orm, resolvePushHost });
  // Issue 34: Open Delivery's own routes (/oauth/token, /v1/…) and the keys of its settings.
  await app.register(openDeliveryPlugin, { config, orm, resolveHost: resolvePushHost });
  await app.register(scheduledRemindersPlugin, { orm });
  await app.register(backupsPlugin, { orm, config });
  // Sessions only where the caller matters: assets, images and docs never read the session store.
  await app.register(async (withSessions) => {
    await withSessions.register(sessionPlugin, { orm, config });
    await withSessions.register(guestDevicePlugin, { config });
    await withSessions.register(googleAuthRoutes, { config });
    await withSessions.register(logoutRoute);
    await withSessions.register(trpcPlugin);
    await withSessions.register(restPlugin);
    await withSessions.register(menuPageRoutes, { distDir: config.UI_DIST_DIR });
    // Issue 37: table mode and the order pages sent with their first view.
    await withSessions.register(tablePageRoutes, { distDir: config.UI_DIST_DIR });
    await withSessions.register(guestOrderPageRoutes, { distDir: config.UI_DIST_DIR });
  });
  await app.register(spaPlugin, { distDir: config.UI_DIST_DIR, serveSourceMaps: config.SERVE_SOURCE_MAPS });
  return app;
}
