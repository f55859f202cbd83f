import { createHash, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName, formatBRL, fromCents, GUEST_ORDER_REFUSED, toCents, toE164Phone, totalsWithBenefit, type OrderOrigin, type OrderWithItems, type placeOrderInputSchema } from '@direto/contracts';
import { Order, type IUser, type OrderValues } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import type { PushDevice } from '../context';
import { conflict, forbidden, notFound } from '../errors';
import { toOrderWithItemsDto } from '../mappers/order';
import { acceptOrder } from './order-acceptance';
import { assertSeenFee, deliveryCharge, remembersAddress, type DeliveryCharge } from './order-delivery-charge';
import { redeemBenefit } from './coupons/coupon-redemption';
import { couponCustomerOf, orderBenefit, totalMismatchMessage } from './coupons/order-benefit';
import { insertPlacedOrder } from './order-insert';
import { readOrderMenu } from './order-menu';
import { lineChoicesFingerprint, orderItemsOf, priceOrderLines, REVIEW, storable } from './order-lines';
import { orderPayment, paymentFingerprint } from './order-payment';
import { findOrderById } from './order-queries';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

/**
 * Who places the order: an account, or a guest (issue 30) whose customer record was found (and
 * locked) in the order's transaction, with the digest of its tracking token and its device.
 */
export type Orderer =
  | { kind: 'account'; user: IUser }
  | { kind: 'guest'; name: string; phone: string; phoneE164: string; recordId: string; tokenHash: string; deviceId: string | null }
  // Issue 33: a customer staff identified (phone, name; its record found first) or a diner at a table (a name at most).
  | { kind: 'walk-in'; name: string; phone: string | null; phoneE164: string | null; recordId: string | null };

/**
 * Issue 33: an order the customer did not place on their own screen — where it came from, who on
 * the staff took it, and the table and conta it goes to (a table's order has no delivery, no fee
 * and is paid with its conta). `takeWhenClosed`: staff confirmed 'Loja fechada — registrar mesmo assim?'.
 */
export interface OrderPlacement {
  origin: OrderOrigin;
  takenBy: { id: string; name: string } | null;
  table: { id: string; name: string; tabId: string } | null;
  takeWhenClosed: boolean;
}

const ORDER_NAME_MAX = 201;

export const IDEMPOTENCY_KEY_REUSED = 'Esta chave de idempotência já foi usada em outro pedido. Use uma nova chave para um novo pedido.';
/**
 * Places a customer's order in one transaction. Every amount is recomputed in integer cents from
 * current prices and the restaurant's delivery fee; when what the customer saw differs, the
 * order is refused (409) naming what changed, so nobody is charged an amount they did not see.
 * The order always starts pending; phone and address are those of the checkout step, or the
 * customer's profile ones when a client sends none (the spec's payload has neither), and the
 * names are copied so the history stays readable after deletions. An order whose line, subtotal
 * or total passes what a money column holds is refused (400). On commit, an `order.placed`
 * event reaches the live subscribers of every server process.
 *
 * With an idempotency key (one per checkout attempt), a retry of the same request by the same
 * customer returns the order already placed instead of placing a second one, even when the
 * retries race each other (a unique constraint on (customer, key) lets one of them in).
 *
 * `onPlaced` runs once per new order, after its transaction committed (a retry answered with the
 * first order does not run it): the owner's push alert goes out from here, in this process only.
 */
export async function placeOrder(
  em: EntityManager,
  customer: IUser,
  input: PlaceOrderInput,
  onPlaced: OnPlaced = () => undefined,
): Promise<OrderWithItems> {
  const key = input.idempotencyKey;
  const account: Orderer = { kind: 'account', user: customer };
  if (!key) return placed(await createOrder(em, account, input, null), onPlaced);
  const idempotency = { key, fingerprint: requestFingerprint(input) };
  const earlier = await findIdempotentOrder(em, customer, idempotency);
  if (earlier) return earlier;
  try {
    return placed(await createOrder(em, account, input, idempotency), onPlaced);
  } catch (error) {
    // A concurrent retry with the same key committed first (the unique constraint refused ours): answer with its order.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await findIdempotentOrder(em, customer, idempotency);
    if (!winner) throw error;
    return winner;
  }
}

/** What the after-commit work needs besides the order, so it reads nothing again. */
export interface PlacedFacts {
  /** The restaurant's e-mail setting. */
  orderEmails: boolean;
  /** Where the owner gets push alerts. */
  ownerPushDevices: PushDevice[];
}
type OnPlaced = (order: OrderWithItems, facts: PlacedFacts) => void;

function placed({ order, facts }: { order: OrderWithItems; facts: PlacedFacts }, onPlaced: OnPlaced): OrderWithItems {
  onPlaced(order, facts);
  return order;
}

export interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * The order this customer already placed with this key, or null. The same key with another
 * request (other items, amounts, restaurant, notes, phone or address) is refused (409): it is not a retry.
 */
async function findIdempotentOrder(em: EntityManager, customer: IUser, idempotency: Idempotency): Promise<OrderWithItems | null> {
  const order = await em.findOne(Order, { customer: customer.id, idempotencyKey: idempotency.key });
  if (!order) return null;
  if (order.idempotencyFingerprint !== idempotency.fingerprint) throw conflict(IDEMPOTENCY_KEY_REUSED);
  return findOrderById(em, customer, order.id);
}

/**
 * What makes two requests the same order: everything but the key and the ignored status; amounts
 * in cents, lines in any order; `extra` adds what else a request carries (a guest's name and phone).
 */
export function requestFingerprint(input: PlaceOrderInput, extra: readonly unknown[] = []): string {
  const lines = input.items
    // Options and a line note (issue 19) are appended only when sent, so older fingerprints stay valid.
    .map((item) => [item.productId, item.quantity, toCents(item.unitPrice), toCents(item.totalPrice), ...lineChoicesFingerprint(item)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const { restaurantId, subtotal, deliveryFee, total, notes, customerPhone, deliveryAddress } = input.order;
  // Appended only when sent, so a request without them keeps the fingerprint it had before they existed.
  const delivery = customerPhone || deliveryAddress ? [customerPhone || null, deliveryAddress || null] : [];
  // Issue 17's order type and structured address, likewise only when sent.
  const { orderType, address } = input.order;
  const typeAndAddress = orderType || address ? [orderType ?? null, address ?? null] : [];
  // Issue 18's scheduled time, likewise only when sent.
  const scheduled = input.order.scheduledFor ? [new Date(input.order.scheduledFor).toISOString()] : [];
  const canonical = [
    restaurantId,
    toCents(subtotal),
    toCents(deliveryFee),
    toCents(total),
    notes || null,
    lines,
    ...delivery,
    ...typeAndAddress,
    ...scheduled,
    // Issue 16's payment, likewise only when sent.
    ...paymentFingerprint(input.order.payment),
    // Issue 31's coupon code, likewise only when sent.
    ...(input.order.couponCode ? [input.order.couponCode] : []),
    ...extra,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

async function createOrder(
  em: EntityManager,
  account: Orderer,
  input: PlaceOrderInput,
  idempotency: Idempotency | null,
): Promise<{ order: OrderWithItems; facts: PlacedFacts }> {
  // A delivery to a structured address also writes the customer's address book: both commit
  // together. Any other order is ONE statement (order-insert.ts), atomic by itself: BEGIN and
  // COMMIT would only add two round trips to the hottest write (READ COMMITTED locks nothing the
  // reads rely on either way).
  if (remembersAddress(input.order)) return em.transactional((tx) => priceAndStoreOrder(tx, account, input, idempotency));
  return priceAndStoreOrder(em, account, input, idempotency);
}

/** A table's order: served where the customer sits, no delivery and no fee. */
const AT_THE_TABLE: DeliveryCharge = {
  feeCents: 0,
  columns: { orderType: 'table', address: null, deliveryMinTime: null, deliveryMaxTime: null, deliveryAddress: null },
};

/** A delivery's coordinates from the customer's device (issue 34); the rest are geocoded later, off the order path. */
function deviceLocation(orderType: string, coordinates: { latitude: number; longitude: number } | null | undefined) {
  if (orderType !== 'delivery' || !coordinates) return { addressLatitude: null, addressLongitude: null, addressLocation: null };
  return { addressLatitude: coordinates.latitude, addressLongitude: coordinates.longitude, addressLocation: 'device' as const };
}

/** The phone of the order (E.164) that its customer record is keyed by; null when it is not a Brazilian number. */
function recordPhoneOf(orderer: Orderer, input: PlaceOrderInput): string | null {
  if (orderer.kind !== 'account') return orderer.phoneE164;
  return toE164Phone(input.order.customerPhone || orderer.user.phone || '');
}

/**
 * Prices and stores an order of an account or a guest: the same prices, totals, delivery, Pix,
 * scheduling and acceptance rules for both. A guest's runs in the transaction that found its
 * customer record (guest-order.ts); an account's finds or creates its record in the insert itself.
 * An order whose phone's customer record is blocked is refused with a neutral message.
 */
export async function priceAndStoreOrder(
  em: EntityManager,
  orderer: Orderer,
  input: PlaceOrderInput,
  idempotency: Idempotency | null,
  placement: OrderPlacement | null = null,
): Promise<{ order: OrderWithItems; facts: PlacedFacts }> {
  const recordPhone = recordPhoneOf(orderer, input);
  const customer = orderer.kind === 'account' ? orderer.user : null;
  const menu = await readOrderMenu(em, input.order.restaurantId, input.items.map((item) => item.productId), { customerPhone: recordPhone, userId: customer?.id ?? null });
  if (!menu) throw notFound(RESTAURANT_NOT_FOUND);
  if (menu.customerBlocked) throw forbidden(GUEST_ORDER_REFUSED);
  const { restaurant } = menu;
  const acceptance = acceptOrder(restaurant, input.order.scheduledFor, placement?.takeWhenClosed ?? false);

  // Each amount is recomputed here; one the customer saw that differs is refused (409) with what changed.
  const lines = priceOrderLines(menu, input.items);
  const subtotalCents = storable(lines.reduce((sum, line) => sum + line.totalCents, 0));
  if (toCents(input.order.subtotal) !== subtotalCents) {
    throw conflict(`O subtotal do pedido é ${formatBRL(fromCents(subtotalCents))}, não ${formatBRL(input.order.subtotal)}. ${REVIEW}`);
  }
  const delivery = placement?.table ? AT_THE_TABLE : await deliveryCharge(em, restaurant, input.order, subtotalCents, customer?.id ?? null, placement?.takenBy != null);
  // Issue 31: one benefit (a code typed, an automatic offer, the customer's own reward), decided here.
  const couponCustomer = couponCustomerOf(orderer, recordPhone);
  const benefit = await orderBenefit(em, menu.mayGetBenefitWithoutCode, input, { restaurant, lines, subtotalCents, feeCents: delivery.feeCents, customer: couponCustomer });
  const totals = totalsWithBenefit(subtotalCents, delivery.feeCents, benefit);
  assertSeenFee(input.order, delivery.feeCents, benefit?.freeDelivery);
  const totalCents = storable(totals.totalCents);
  if (toCents(input.order.total) !== totalCents) throw conflict(totalMismatchMessage(totalCents, input.order.total, benefit));

  // The id is known before the insert: a Pix order's BR Code carries it (txid).
  const orderId = randomUUID();
  // A table's order is paid with its conta ('Fechar conta' records how).
  const payment = orderPayment(restaurant, placement?.table ? undefined : input.order.payment, orderId, totalCents);

  const placedAt = now();
  // Plain values written by one statement (order-insert.ts): no entity for the ORM to track or flush.
  const order: OrderValues = {
    id: orderId,
    createdAt: placedAt,
    updatedAt: placedAt,
    customer: customer ? { id: customer.id } : null,
    restaurant: { id: restaurant.id },
    status: 'pending',
    subtotal: fromCents(subtotalCents),
    deliveryFee: fromCents(totals.feeCents),
    total: fromCents(totalCents),
    // A guest's phone is the one they identified with, as the field shows it ('(11) 91234-5678').
    customerPhone: orderer.kind === 'account' ? input.order.customerPhone || customer?.phone || null : orderer.phone,
    deliveryAddress: input.order.deliveryAddress || customer?.address || null,
    notes: input.order.notes || null,
    deliveredAt: null,
    cancelReason: null,
    ...delivery.columns,
    ...acceptance,
    ...payment,
    paymentConfirmedAt: null,
    paymentConfirmedBy: null,
    // Set by the scheduler (default null in the table, so the insert leaves them out).
    reminderClaimedAt: null,
    reminderSentAt: null,
    customerName: (orderer.kind === 'account' ? displayName(orderer.user) : orderer.name).slice(0, ORDER_NAME_MAX),
    restaurantCustomer: orderer.kind !== 'account' && orderer.recordId ? { id: orderer.recordId } : null,
    guestTokenHash: orderer.kind === 'guest' ? orderer.tokenHash : null,
    guestDeviceId: orderer.kind === 'guest' ? orderer.deviceId : null,
    restaurantName: restaurant.name,
    idempotencyKey: idempotency?.key ?? null,
    idempotencyFingerprint: idempotency?.fingerprint ?? null,
    couponCode: benefit?.coupon.code ?? null,
    promotion: benefit ? { id: benefit.coupon.id, title: benefit.coupon.title } : null,
    discount: fromCents(totals.discountCents),
    origin: placement?.origin ?? null,
    takenBy: placement?.takenBy ? { id: placement.takenBy.id } : null,
    takenByName: placement?.takenBy?.name ?? null,
    table: placement?.table ? { id: placement.table.id } : null,
    tableName: placement?.table?.name ?? null,
    tab: placement?.table ? { id: placement.table.tabId } : null,
    serviceCharge: '0.00',
    orderExternalCode: null,
    ...deviceLocation(delivery.columns.orderType, input.order.coordinates),
  };
  const items = orderItemsOf(lines);
  // With its first history step, in the same statement; the NOTIFY reaches listeners on commit only.
  const record = customer && recordPhone ? { phone: recordPhone, name: order.customerName ?? '', userId: customer.id } : null;
  // A benefit's use is reserved with the order, in one transaction (the order's own when it has one).
  const store = async (tx: EntityManager) => {
    const devices = await insertPlacedOrder(tx, order, items, record);
    if (benefit) await redeemBenefit(tx, benefit, { id: orderId, restaurantId: restaurant.id, at: placedAt }, couponCustomer);
    return devices;
  };
  const ownerPushDevices = benefit && !em.isInTransaction() ? await em.transactional(store) : await store(em);
  return { order: toOrderWithItemsDto(order, items), facts: { orderEmails: restaurant.orderEmails, ownerPushDevices } };
}
