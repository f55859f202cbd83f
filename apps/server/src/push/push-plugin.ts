import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '@direto/db';
import type { Config } from '../config';
import { OrderNotifier } from './order-notifier';
import { PushEndpointPolicy, type ResolveHost } from './push-endpoint-policy';
import { resolveVapidIdentity } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push alerts to owners (ctx.notifications). */
    notifications: OrderNotifier;
  }
}

export interface PushPluginOptions {
  config: Config;
  orm: Orm;
  /** Instead of the system's DNS, for push services' names (tests). */
  resolvePushHost?: ResolveHost;
}

/** 'Receber alertas no celular': VAPID keys, and the sender of new-order alerts. */
export const pushPlugin = fp(async (app: FastifyInstance, { config, orm, resolvePushHost }: PushPluginOptions) => {
  const log = app.log.child({ module: 'push' });
  const vapid = resolveVapidIdentity(config);
  log.debug(
    vapid.source === 'env' ? 'Alertas push com as chaves VAPID de VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY.' : `Alertas push com as chaves VAPID de ${config.DATA_DIR}/vapid-keys.json.`,
  );
  const endpoints = new PushEndpointPolicy({ allowedHosts: config.PUSH_ALLOWED_HOSTS, testServices: config.PUSH_TEST_SERVICES, resolveHost: resolvePushHost });
  const notifier = new OrderNotifier({ orm, vapid, endpoints, log });
  app.decorate('notifications', notifier);
  // Alerts under way finish before the database connection closes.
  app.addHook('onClose', async () => {
    await notifier.drain();
  });
});
