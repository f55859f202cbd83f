import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenDeliveryKeys } from '@direto/api';
import type { Orm } from '@direto/db';
import type { Config } from '../config';
import { resolveSessionSecret } from '../plugins/session-secret';
import type { ResolveHost } from '../push/push-endpoint-policy';
import { AccessTokens } from './access-token';
import { appIdFor } from './app-id';
import { openDeliveryRoutes } from './open-delivery-routes';
import { deriveKey, SecretBox } from './secret-box';
import { acceptsWebhookUrl } from './webhook-url-policy';
import { runWebhookDelivery } from './webhook-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sealing client secrets and checking webhook URLs for the settings procedures (ctx.openDelivery). */
    openDeliveryKeys: OpenDeliveryKeys;
  }
}

const resolveWithSystemDns: ResolveHost = (hostname): Promise<readonly LookupAddress[]> => lookup(hostname, { all: true, verbatim: true });

interface OpenDeliveryPluginOptions {
  config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR' | 'PUBLIC_URL' | 'OD_WEBHOOK_ALLOW_PRIVATE'>;
  orm: Orm;
  /** Instead of the system's DNS (tests). */
  resolveHost?: ResolveHost;
}

/**
 * Open Delivery 1.7.1 (issue 34, docs/open-delivery.md): Direto as the Ordering Application a
 * restaurant's POS polls. Keys are derived from the session secret, one per purpose: the client
 * secrets' seal and the tokens' signature.
 */
export const openDeliveryPlugin = fp(async (app: FastifyInstance, { config, orm, resolveHost = resolveWithSystemDns }: OpenDeliveryPluginOptions) => {
  const sessionSecret = resolveSessionSecret(config);
  const box = new SecretBox(deriveKey(sessionSecret, 'open-delivery client secret'));
  const tokens = new AccessTokens(deriveKey(sessionSecret, 'open-delivery access token'));
  app.decorate('openDeliveryKeys', {
    sealSecret: (secret: string) => box.seal(secret),
    acceptsWebhookUrl: (url: string) => acceptsWebhookUrl(url, { allowPrivate: config.OD_WEBHOOK_ALLOW_PRIVATE, resolveHost }),
  } satisfies OpenDeliveryKeys);
  await app.register(openDeliveryRoutes, { tokens, box, publicUrl: config.PUBLIC_URL, appId: appIdFor(config.PUBLIC_URL) });
  runWebhookDelivery(app, { orm, box, publicUrl: config.PUBLIC_URL, appId: appIdFor(config.PUBLIC_URL), acceptsWebhookUrl: app.openDeliveryKeys.acceptsWebhookUrl });
});
