import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/**
 * Issue 34: a restaurant's Open Delivery connection (Configurações › Integrações). The client
 * secret is kept sealed (AES-256-GCM, key derived from the session secret), not hashed, because
 * webhooks are signed with it; 'Gerar novas credenciais' replaces the pair, and a token names its
 * client id, so the old pair's tokens stop working with it. `enabled` is what the outbox triggers
 * read (migration open_delivery).
 */
export const OpenDeliveryMerchant = defineEntity({
  name: 'OpenDeliveryMerchant',
  tableName: 'open_delivery_merchants',
  uniques: [
    { name: 'open_delivery_merchants_restaurant_unique', properties: ['restaurant'] },
    { name: 'open_delivery_merchants_client_id_unique', properties: ['clientId'] },
  ],
  checks: [{ name: 'open_delivery_merchants_update_status', expression: `"merchant_update_status" in ('SUCCESS', 'PROCESSING', 'FAIL')` }],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    enabled: p.boolean().default(false),
    clientId: p.string().length(64).nullable(),
    clientSecretSealed: p.text().nullable(),
    webhookUrl: p.string().length(500).nullable(),
    /** When the POS last polled ('POS conectado há 12 s'). */
    lastPollAt: p.datetime().nullable(),
    /** The POS's id for the restaurant (PUT /v1/merchantOnboarding?merchantId=), sent as the webhook's X-App-MerchantId. */
    posMerchantId: p.string().length(100).nullable(),
    /** The last POST /v1/merchantUpdate and its result, as GET /v1/merchantStatus reports them. */
    merchantUpdateAt: p.datetime().nullable(),
    merchantUpdateStatus: p.string().$type<'SUCCESS' | 'PROCESSING' | 'FAIL'>().length(10).nullable(),
    merchantUpdateInfo: p.string().length(300).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IOpenDeliveryMerchant = InferEntity<typeof OpenDeliveryMerchant>;
