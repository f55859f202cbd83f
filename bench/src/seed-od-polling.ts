import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ORDER_RESTAURANTS_WHERE } from './seed-order-features';

/** One restaurant's POS: the credentials it was given and an order of the restaurant its events point at. */
export interface PosCredentials {
  restaurantId: string;
  clientId: string;
  clientSecret: string;
  orderId: string;
}

/**
 * The secret sealed as the server seals it (apps/server/src/open-delivery/secret-box.ts: AES-256-GCM
 * under an HKDF key of SESSION_SECRET, 'v1.' + base64url(iv ‖ tag ‖ ciphertext)), so that 500
 * restaurants get credentials in one statement instead of 500 owner sign-ins (argon2 each).
 * POST /oauth/token then opens them with the server's own key: a mismatch fails the run.
 */
function sealAsTheServerDoes(sessionSecret: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'direto', 'open-delivery client secret', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return 'v1.' + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * Issue 37 item 4: `count` open bench restaurants (those with orders) with Open Delivery on and
 * fresh credentials, set-based. Restaurants the order case switched on keep their events; the
 * measure acknowledges them in its warm-up round.
 */
export async function seedOpenDeliveryPos(db: pg.Client, sessionSecret: string, count: number): Promise<PosCredentials[]> {
  const { rows } = await db.query<{ id: string; order_id: string }>(
    `SELECT r.id, (SELECT o.id FROM orders o WHERE o.restaurant_id = r.id LIMIT 1) AS order_id
     FROM restaurants r
     WHERE ${ORDER_RESTAURANTS_WHERE} AND EXISTS (SELECT 1 FROM orders o WHERE o.restaurant_id = r.id)
     ORDER BY r.shareable_slug LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`só ${rows.length} restaurantes abertos com pedidos; o caso pede ${count}`);
  const pos = rows.map((row) => ({ restaurantId: row.id, orderId: row.order_id, clientId: randomUUID(), clientSecret: randomBytes(32).toString('base64url') }));
  await db.query(
    `INSERT INTO open_delivery_merchants (restaurant_id, enabled, client_id, client_secret_sealed)
     SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::text[], $4::text[])
     ON CONFLICT (restaurant_id) DO UPDATE SET enabled = true, client_id = excluded.client_id, client_secret_sealed = excluded.client_secret_sealed`,
    [pos.map((one) => one.restaurantId), pos.map(() => true), pos.map((one) => one.clientId), pos.map((one) => sealAsTheServerDoes(sessionSecret, one.clientSecret))],
  );
  return pos;
}
