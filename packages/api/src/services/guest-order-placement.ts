import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELIVERY_ADDRESS_REQUIRED,
  FINAL_ORDER_STATUSES,
  formatPhone,
  GUEST_ADDRESS_LIMIT_REACHED,
  GUEST_OPEN_ORDERS_MAX,
  GUEST_OPEN_ORDERS_REACHED,
  GUEST_ORDER_REFUSED,
  GUEST_ORDERS_DISABLED,
  GUEST_ORDERS_PER_ADDRESS_PER_HOUR,
  GUEST_RESTAURANT_MISMATCH,
  toE164Phone,
  type GuestOrderPlaced,
  type placeGuestOrderInputSchema,
} from '@direto/contracts';
import { Order, preparedQuery, queries, Restaurant, type Param } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors';
import { newGuestToken } from './guest-order-token';
import { orderWithItems } from './guest-order-view';
import { IDEMPOTENCY_KEY_REUSED, priceAndStoreOrder, requestFingerprint, type Idempotency, type PlacedFacts, type PlaceOrderInput } from './order';
import { takeHit } from './rate-limit';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';
import { customerRecordColumns, customerRecordUpsert, type CustomerRecordColumns } from './restaurant-customers-upsert';

type PlaceGuestOrderInput = z.output<typeof placeGuestOrderInputSchema>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/restaurants/{id}/guest-orders (issue 30): an order without an account, when the
 * restaurant accepts them (else 403). Priced and stored by the very code of account orders
 * (order.ts); what differs is who orders — a name and a Brazilian phone, whose customer record is
 * found or created first, in the order's transaction:
 * - that record's row stays locked until the commit, so the orders of one phone take turns and
 *   "at most 3 open orders per phone" holds under parallel requests;
 * - a blocked record is refused with a neutral message;
 * - a delivery address takes at most 20 guest orders an hour (rate_limits, one upsert; a refused
 *   or failed order gives its hit back with the rollback).
 * The answer carries the tracking token, which is stored only as its digest. A retry with the
 * same Idempotency-Key answers the same order with a fresh token (the first cannot be repeated:
 * it was never stored), which replaces the lost one.
 */
export async function placeGuestOrder(
  em: EntityManager,
  deviceId: string | null,
  input: PlaceGuestOrderInput,
): Promise<{ placed: GuestOrderPlaced; facts: PlacedFacts | null }> {
  if (input.order.restaurantId !== input.id) throw badRequest(GUEST_RESTAURANT_MISMATCH);
  const delivery = (input.order.orderType ?? 'delivery') === 'delivery';
  if (delivery && !input.order.address && !input.order.deliveryAddress) throw badRequest(DELIVERY_ADDRESS_REQUIRED);

  const phoneE164 = toE164Phone(input.customer.phone);
  // The schema checked the phone already; this only narrows the type.
  if (!phoneE164) throw badRequest(GUEST_ORDER_REFUSED);
  const guest = { name: input.customer.name, phone: formatPhone(phoneE164), phoneE164 };
  const order: PlaceOrderInput = { order: input.order, items: input.items, idempotencyKey: input.idempotencyKey };
  const idempotency: Idempotency | null = input.idempotencyKey
    ? { key: input.idempotencyKey, fingerprint: requestFingerprint(order, ['guest', guest.name, guest.phoneE164]) }
    : null;

  return em.transactional(async (tx) => {
    // The restaurant's guest switch is checked by the upsert itself: one round trip less on every guest order.
    const [record] = await GUEST_RECORD_UPSERT.run(
      tx,
      customerRecordColumns({
        restaurantId: input.id,
        phone: phoneE164,
        name: guest.name,
        userId: null,
        marketingConsent: input.customer.marketingConsent,
        consentSource: 'checkout',
      }),
    );
    if (!record) throw await whyNoGuestOrders(tx, input.id);
    if (record.blocked) throw forbidden(GUEST_ORDER_REFUSED);
    const { openOrders, earlier } = await ordersOfRecord(tx, record.id, idempotency?.key ?? null);
    if (earlier && idempotency) return { placed: await answerRetry(tx, earlier, idempotency), facts: null };
    if (openOrders >= GUEST_OPEN_ORDERS_MAX) throw tooManyRequests(GUEST_OPEN_ORDERS_REACHED);
    const addressKey = delivery ? addressLimitKey(input) : null;
    if (addressKey) await takeHit(tx, [{ key: addressKey, max: GUEST_ORDERS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }], GUEST_ADDRESS_LIMIT_REACHED);

    const tracking = newGuestToken();
    const stored = await priceAndStoreOrder(tx, { kind: 'guest', ...guest, recordId: record.id, tokenHash: tracking.hash, deviceId }, order, idempotency);
    return { placed: { order: stored.order, trackingToken: tracking.token }, facts: stored.facts };
  });
}

/** The guest's customer record found or created (customerRecordUpsert), only where the restaurant takes guest orders. */
const GUEST_RECORD_UPSERT = preparedQuery('guest_record_upsert', (db, param: Param<CustomerRecordColumns>) =>
  customerRecordUpsert(
    db,
    {
      restaurant_id: param('restaurant_id'),
      phone: param('phone'),
      name: param('name'),
      user_id: param('user_id'),
      consent: param('consent'),
      consent_at: param('consent_at'),
      consent_source: param('consent_source'),
    },
    true,
  ),
);

/** No record was written: no such restaurant (404), or it does not take guest orders (403). */
async function whyNoGuestOrders(tx: EntityManager, restaurantId: string) {
  const restaurant = await tx.findOne(Restaurant, restaurantId, { fields: ['id'] });
  return restaurant ? forbidden(GUEST_ORDERS_DISABLED) : notFound(RESTAURANT_NOT_FOUND);
}

/** A record's open orders and its order under an idempotency key (a null key matches none). */
const ORDERS_OF_RECORD = preparedQuery('guest_orders_of_record', (db, param: Param<{ recordId: string; key: string | null }>) =>
  db
    .selectFrom('orders')
    .where('restaurant_customer_id', '=', param('recordId'))
    .where((eb) => eb.or([eb('status', 'not in', FINAL_ORDER_STATUSES), eb('idempotency_key', '=', param('key'))]))
    .select(['id', 'status', 'idempotency_key', 'idempotency_fingerprint']),
);

/** The open orders of a customer record, and its order with this idempotency key if any (one read). */
async function ordersOfRecord(tx: EntityManager, recordId: string, key: string | null) {
  const rows = await ORDERS_OF_RECORD.run(tx, { recordId, key });
  return {
    openOrders: rows.filter((row) => !FINAL_ORDER_STATUSES.includes(row.status)).length,
    earlier: key ? (rows.find((row) => row.idempotency_key === key) ?? null) : null,
  };
}

/** A retry of an order already placed: the same order, under a fresh tracking token. Another request under the key is 409. */
async function answerRetry(tx: EntityManager, earlier: { id: string; idempotency_fingerprint: string | null }, idempotency: Idempotency): Promise<GuestOrderPlaced> {
  if (earlier.idempotency_fingerprint !== idempotency.fingerprint) throw conflict(IDEMPOTENCY_KEY_REUSED);
  const tracking = newGuestToken();
  await queries(tx).updateTable('orders').set({ guest_token_hash: tracking.hash }).where('id', '=', earlier.id).execute();
  const order = await tx.findOneOrFail(Order, earlier.id);
  return { order: await orderWithItems(tx, order), trackingToken: tracking.token };
}

/** One delivery address of one restaurant, however it was spelled: the CEP and number, or the text lower-cased without spaces or punctuation. */
function addressLimitKey(input: PlaceGuestOrderInput): string {
  const { address, deliveryAddress } = input.order;
  const place = address
    ? `${address.cep.replace(/\D/g, '')}:${address.number}:${address.complement ?? ''}`
    : (deliveryAddress ?? '');
  return `guest-address:${input.id}:${place.toLowerCase().replace(/[\s.,;:/-]+/g, '')}`;
}
