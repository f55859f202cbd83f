import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from '@direto/db';

/** What the Open Delivery routes check a client or a token against. */
export interface OpenDeliveryClient {
  restaurantId: string;
  enabled: boolean;
  clientId: string | null;
  clientSecretSealed: string | null;
}

const CLIENT_COLUMNS = ['restaurant_id', 'enabled', 'client_id', 'client_secret_sealed'] as const;

function toClient(row: { restaurant_id: string; enabled: boolean; client_id: string | null; client_secret_sealed: string | null }): OpenDeliveryClient {
  return { restaurantId: row.restaurant_id, enabled: row.enabled, clientId: row.client_id, clientSecretSealed: row.client_secret_sealed };
}

/** The restaurant whose current client id this is (POST /oauth/token); null when none. */
export async function findOpenDeliveryClient(em: EntityManager, clientId: string): Promise<OpenDeliveryClient | null> {
  const row = await queries(em).selectFrom('open_delivery_merchants').select(CLIENT_COLUMNS).where('client_id', '=', clientId).executeTakeFirst();
  return row ? toClient(row) : null;
}

/** The restaurant's connection as it is now (a bearer token is checked against it); null when none. */
export async function findOpenDeliveryMerchant(em: EntityManager, restaurantId: string): Promise<OpenDeliveryClient | null> {
  const row = await queries(em).selectFrom('open_delivery_merchants').select(CLIENT_COLUMNS).where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row ? toClient(row) : null;
}
