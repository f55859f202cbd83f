import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '@direto/db';
import type { Config } from '../config';
import { OrderNotifier } from './order-notifier';
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
}

/** 'Receber alertas no celular': VAPID keys, and the sender of new-order alerts. */
export const pushPlugin = fp(async (app: FastifyInstance, { config, orm }: PushPluginOptions) => {
  const log = app.log.child({ module: 'push' });
  const vapid = resolveVapidIdentity(config);
  log.debug(
    vapid.source === 'env' ? 'Alertas push com as chaves VAPID de VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY.' : `Alertas push com as chaves VAPID de ${config.DATA_DIR}/vapid-keys.json.`,
  );
  const notifier = new OrderNotifier({ orm, vapid, allowsInsecurePushEndpoints: config.NODE_ENV !== 'production', log });
  app.decorate('notifications', notifier);
  // Alerts under way finish before the database connection closes.
  app.addHook('onClose', async () => {
    await notifier.drain();
  });
});
