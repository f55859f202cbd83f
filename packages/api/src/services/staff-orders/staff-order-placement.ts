import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELIVERY_ADDRESS_REQUIRED,
  displayName,
  formatPhone,
  GUEST_ORDER_REFUSED,
  GUEST_RESTAURANT_MISMATCH,
  ORDER_ORIGIN_LABELS,
  STAFF_DELIVERY_PHONE_REQUIRED,
  tableLabel,
  toE164Phone,
  type OrderWithItems,
  type placeStaffOrderInputSchema,
} from '@direto/contracts';
import type { IUser } from '@direto/db';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../errors';
import { priceAndStoreOrder, requestFingerprint, type Idempotency, type Orderer, type OrderPlacement, type PlacedFacts, type PlaceOrderInput } from '../order';
import { upsertCustomerRecord } from '../restaurant-customers-upsert';
import { loadWorkableRestaurant } from '../restaurant-staff-access';
import { findStaffRetry } from './staff-order-idempotency';
import { tableForStaffOrder } from './staff-order-table';
import { assertTakingOrdersOrConfirmed } from './store-closed';

type PlaceStaffOrderInput = z.output<typeof placeStaffOrderInputSchema>;

const TABLE_ORDER_IS_FOR_NOW = 'Um pedido de mesa é para agora: não pode ser agendado.';

/**
 * POST /api/restaurants/{id}/staff-orders (issue 33, 'Novo pedido'): an order the owner or a
 * staff member takes at the counter, on the phone or from WhatsApp, or for a table. Priced and
 * stored by the very code of the customer's checkout (priceAndStoreOrder: prices, options,
 * delivery areas, minimum order, coupons, payment methods); what differs:
 * - who it is for: with `customer.phone`, the restaurant's customer record of that phone is found
 *   or created first, in the order's transaction (a blocked one is refused with the neutral
 *   message); without a customer the order is named by its origin ('Balcão') or its table;
 * - a delivery needs a phone (the customer's, or the body's customerPhone) and an address;
 * - with `tableId`, it goes to the table's open conta (origin 'table'; no delivery, no fee, paid
 *   with the conta);
 * - while the restaurant is closed, 409 'Loja fechada — registrar mesmo assim?' until
 *   `confirmClosed: true`;
 * - who took it (the signed-in member) is recorded with it.
 * `facts` is null when the answer is a retry of an order already taken (nothing to announce).
 */
export async function placeStaffOrder(
  em: EntityManager,
  member: IUser,
  input: PlaceStaffOrderInput,
): Promise<{ order: OrderWithItems; facts: PlacedFacts | null }> {
  if (input.order.restaurantId !== input.id) throw badRequest(GUEST_RESTAURANT_MISMATCH);
  const restaurant = await loadWorkableRestaurant(em, member, input.id);
  if (input.tableId && input.order.scheduledFor) throw badRequest(TABLE_ORDER_IS_FOR_NOW);
  const delivery = !input.tableId && (input.order.orderType ?? 'delivery') === 'delivery';
  const phoneE164 = input.customer?.phone ? toE164Phone(input.customer.phone) : null;
  const typedPhone = phoneE164 ? formatPhone(phoneE164) : input.order.customerPhone || null;
  if (delivery && !typedPhone) throw badRequest(STAFF_DELIVERY_PHONE_REQUIRED, [{ path: 'customer.phone', message: STAFF_DELIVERY_PHONE_REQUIRED }]);
  if (delivery && !input.order.address && !input.order.deliveryAddress) throw badRequest(DELIVERY_ADDRESS_REQUIRED);
  assertTakingOrdersOrConfirmed(restaurant, input.order.scheduledFor, input.confirmClosed === true);

  const order: PlaceOrderInput = { order: input.order, items: input.items, idempotencyKey: input.idempotencyKey };
  const idempotency: Idempotency | null = input.idempotencyKey
    ? { key: input.idempotencyKey, fingerprint: requestFingerprint(order, ['staff', input.origin, input.tableId ?? null, input.customer?.name ?? null, typedPhone]) }
    : null;

  return em.transactional(async (tx) => {
    if (idempotency) {
      const earlier = await findStaffRetry(tx, member, restaurant.id, idempotency);
      if (earlier) return { order: earlier, facts: null };
    }
    const record = phoneE164 && input.customer ? await customerRecord(tx, restaurant.id, phoneE164, input.customer.name) : null;
    const table = input.tableId ? await tableForStaffOrder(tx, restaurant.id, input.tableId) : null;
    const orderer: Orderer = {
      kind: 'walk-in',
      name: input.customer?.name ?? (table ? tableLabel(table.name) : ORDER_ORIGIN_LABELS[input.origin]),
      phone: typedPhone,
      phoneE164,
      recordId: record,
    };
    const placement: OrderPlacement = {
      origin: table ? 'table' : input.origin,
      takenBy: { id: member.id, name: displayName(member) },
      table: table ? { id: table.id, name: table.name, tabId: table.tabId } : null,
      takeWhenClosed: input.confirmClosed === true,
    };
    return priceAndStoreOrder(tx, orderer, order, idempotency, placement);
  });
}

/** The id of the restaurant's customer record of this phone (found or created, renamed to the name staff typed); a blocked one is refused. */
async function customerRecord(tx: EntityManager, restaurantId: string, phone: string, name: string): Promise<string> {
  const record = await upsertCustomerRecord(tx, { restaurantId, phone, name, userId: null, marketingConsent: false, consentSource: 'staff' });
  if (record.blocked) throw forbidden(GUEST_ORDER_REFUSED);
  return record.id;
}
