import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

/**
 * A browser's Web Push subscription (one per device that turned on 'Receber alertas no celular'):
 * where the push service accepts messages for it (`endpoint`) and the keys that encrypt them.
 * The endpoint is unique: subscribing the same browser again updates its row.
 */
export const PushSubscription = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('push_subscriptions_user_id_index'),
    endpoint: p.string().length(1000).unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key (base64url). */
    p256dh: p.string().length(200),
    /** The browser's authentication secret (base64url). */
    auth: p.string().length(100),
    /** Which device this is, for people (the browser's user agent, shortened). */
    label: p.string().length(200).nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IPushSubscription = InferEntity<typeof PushSubscription>;
