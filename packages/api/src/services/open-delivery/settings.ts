import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC, type OpenDeliveryCredentials, type OpenDeliverySettings } from '@direto/contracts';
import { OpenDeliveryMerchant, queries, type IOpenDeliveryMerchant, type IUser } from '@direto/db';
import type { OpenDeliveryKeys } from '../../context';
import { badRequest } from '../../errors';
import { loadOwnedRestaurant, lockOwnedRestaurant } from '../restaurant-ownership';

/** How many of the latest events Configurações › Integrações lists. */
const EVENT_LOG_SIZE = 50;

const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

async function toSettingsDto(em: EntityManager, restaurantId: string, merchant: IOpenDeliveryMerchant | null): Promise<OpenDeliverySettings> {
  const events = await queries(em)
    .selectFrom('open_delivery_events')
    .select(['id', 'event_type', 'order_id', 'created_at', 'acknowledged_at'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EVENT_LOG_SIZE)
    .execute();
  return {
    enabled: merchant?.enabled ?? false,
    clientId: merchant?.clientId ?? null,
    webhookUrl: merchant?.webhookUrl ?? null,
    lastPollAt: isoOrNull(merchant?.lastPollAt),
    events: events.map((event) => ({
      eventId: event.id,
      eventType: event.event_type,
      orderId: event.order_id,
      createdAt: new Date(event.created_at).toISOString(),
      acknowledgedAt: isoOrNull(event.acknowledged_at),
    })),
  };
}

/** The restaurant's connection row, created (switched off, without credentials) on its first save. */
async function merchantOf(tx: EntityManager, restaurantId: string): Promise<IOpenDeliveryMerchant> {
  const found = await tx.findOne(OpenDeliveryMerchant, { restaurant: restaurantId });
  return found ?? tx.create(OpenDeliveryMerchant, { restaurant: restaurantId, enabled: false });
}

/** Configurações › Integrações › Open Delivery as the owner reads it: never the secret. */
export async function getOpenDeliverySettings(em: EntityManager, owner: IUser, restaurantId: string): Promise<OpenDeliverySettings> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  return toSettingsDto(em, restaurantId, await em.findOne(OpenDeliveryMerchant, { restaurant: restaurantId }));
}

/**
 * The switch and the POS's webhook URL. While off, no event is written and the POS's tokens are
 * refused; events written before stay until acknowledged. A URL left out keeps its value.
 */
export async function updateOpenDeliverySettings(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  input: { enabled: boolean; webhookUrl?: string | null },
  keys: OpenDeliveryKeys,
): Promise<OpenDeliverySettings> {
  if (input.webhookUrl && !(await keys.acceptsWebhookUrl(input.webhookUrl))) {
    throw badRequest(OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC, [{ path: 'webhookUrl', message: OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC }]);
  }
  return em.transactional(async (tx) => {
    await lockOwnedRestaurant(tx, owner, restaurantId);
    const merchant = await merchantOf(tx, restaurantId);
    merchant.enabled = input.enabled;
    if (input.webhookUrl !== undefined) merchant.webhookUrl = input.webhookUrl;
    await tx.flush();
    return toSettingsDto(tx, restaurantId, merchant);
  });
}

/**
 * 'Gerar novas credenciais': a new client id and secret, the secret returned this once and kept
 * only sealed. The old pair stops working at once, and so do its tokens (a token names its client id).
 */
export async function issueOpenDeliveryCredentials(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  keys: OpenDeliveryKeys,
): Promise<OpenDeliveryCredentials> {
  return em.transactional(async (tx) => {
    await lockOwnedRestaurant(tx, owner, restaurantId);
    const merchant = await merchantOf(tx, restaurantId);
    const credentials = { clientId: randomUUID(), clientSecret: randomBytes(32).toString('base64url') };
    merchant.clientId = credentials.clientId;
    merchant.clientSecretSealed = keys.sealSecret(credentials.clientSecret);
    await tx.flush();
    return credentials;
  });
}
