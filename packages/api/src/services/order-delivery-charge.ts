import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addressLine,
  formatBRL,
  fromCents,
  notDeliveredMessage,
  parseTimeRange,
  toCents,
  type Address,
  type PlacedOrderType,
  type placeOrderInputSchema,
  type TimeRange,
} from '@direto/contracts';
import type { RestaurantColumns } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict } from '../errors';
import { findDeliveryArea } from './delivery-areas';
import { storedAddress } from './delivery-settings';
import { REVIEW } from './order-lines';
import { rememberAddress } from './user-addresses';

type OrderFields = z.output<typeof placeOrderInputSchema>['order'];

/** What the order's delivery costs and the columns it adds to the order (snapshots). */
export interface DeliveryCharge {
  feeCents: number;
  columns: {
    orderType: PlacedOrderType;
    address: Address | null;
    deliveryMinTime: number | null;
    deliveryMaxTime: number | null;
    /** Overrides the spec's free-text address when the structured one was sent (or for pickup). */
    deliveryAddress?: string | null;
  };
}

const AREAS_NEED_ADDRESS = 'Este restaurante entrega por bairro: informe o endereço com CEP, bairro e cidade.';

/** 'Faltam R$ 7,50 para o pedido mínimo de R$ 30,00.' */
const minimumMessage = (missingCents: number, minOrder: string) =>
  `Faltam ${formatBRL(fromCents(missingCents))} para o pedido mínimo de ${formatBRL(minOrder)}.`;

/** The fee, minimum and time of a delivery: the address's bairro when the restaurant has areas, its flat fee otherwise. */
async function deliveryTerms(tx: EntityManager, restaurant: RestaurantColumns, address: Address | null) {
  if (restaurant.deliveryFeeFrom === null || restaurant.deliveryFeeFrom === undefined) {
    return { fee: restaurant.deliveryFee, minOrder: restaurant.minOrder ?? null, time: parseTimeRange(restaurant.deliveryTime) };
  }
  if (!address) throw badRequest(AREAS_NEED_ADDRESS);
  const area = await findDeliveryArea(tx, restaurant.id, address.district, address.city);
  if (!area) throw conflict(notDeliveredMessage(address.district, restaurant.offersPickup));
  const time: TimeRange = { min: area.minTime, max: area.maxTime };
  return { fee: area.fee, minOrder: area.minOrder ?? restaurant.minOrder ?? null, time };
}

/** Whether placing this order writes the customer's address book: a delivery to a structured address. */
export function remembersAddress(order: OrderFields): boolean {
  return (order.orderType ?? 'delivery') === 'delivery' && Boolean(order.address);
}

/** A delivery costs nothing from the restaurant's threshold on (issue 17), whatever the bairro. */
export function isFreeDeliveryAbove(restaurant: { freeDeliveryAbove?: string | null }, subtotalCents: number): boolean {
  return restaurant.freeDeliveryAbove !== null && restaurant.freeDeliveryAbove !== undefined && subtotalCents >= toCents(restaurant.freeDeliveryAbove);
}

/**
 * The server decides the delivery (issue 17): pickup costs nothing and has no minimum; a delivery
 * pays its bairro's fee (or the flat fee without areas), free above the restaurant's threshold,
 * and must reach the minimum on the items' subtotal. A fee the customer saw that differs is 409,
 * like prices; so is an unserved bairro, an order type the restaurant does not offer, or a
 * subtotal below the minimum. The structured address becomes the order's text address too, and
 * goes to the customer's address book as the last used. The caller checks the fee the customer saw
 * (assertSeenFee) once it knows whether a benefit zeroes it.
 */
export async function deliveryCharge(
  tx: EntityManager,
  restaurant: RestaurantColumns,
  order: OrderFields,
  subtotalCents: number,
  /** The account whose address book remembers the address; null for a guest (issue 30). */
  customerId: string | null,
  /** Issue 33: taken by staff, whose customer may stand at the counter: pickup even where the menu does not offer it. */
  takenByStaff = false,
): Promise<DeliveryCharge> {
  const orderType = order.orderType ?? 'delivery';
  const address = remembersAddress(order) && order.address ? storedAddress(order.address) : null;
  if (orderType === 'pickup') {
    if (!restaurant.offersPickup && !takenByStaff) throw conflict(`${restaurant.name} não oferece retirada no local.`);
    const columns = { orderType, address: null, deliveryMinTime: restaurant.pickupMinTime, deliveryMaxTime: restaurant.pickupMaxTime, deliveryAddress: null };
    return { feeCents: 0, columns };
  }
  if (!restaurant.offersDelivery) throw conflict(`${restaurant.name} não faz entregas. Escolha retirada no local.`);
  const terms = await deliveryTerms(tx, restaurant, address);
  if (terms.minOrder !== null && subtotalCents < toCents(terms.minOrder)) {
    throw conflict(minimumMessage(toCents(terms.minOrder) - subtotalCents, terms.minOrder));
  }
  const fee = isFreeDeliveryAbove(restaurant, subtotalCents) ? '0.00' : terms.fee;
  if (address && customerId) await rememberAddress(tx, customerId, address);
  return {
    feeCents: toCents(fee),
    columns: {
      orderType,
      address,
      deliveryMinTime: terms.time?.min ?? null,
      deliveryMaxTime: terms.time?.max ?? null,
      ...(address ? { deliveryAddress: addressLine(address) } : {}),
    },
  };
}

/**
 * The fee the customer saw must be the order's: 409 naming the change otherwise. With free
 * delivery (issue 31) the fee shown may be the zeroed one or the one it replaced.
 */
export function assertSeenFee(order: OrderFields, feeCents: number, freeDelivery = false): void {
  const seen = toCents(order.deliveryFee);
  if (seen === feeCents || (freeDelivery && seen === 0)) return;
  throw conflict(`A taxa de entrega mudou de ${formatBRL(order.deliveryFee)} para ${formatBRL(fromCents(freeDelivery ? 0 : feeCents))}. ${REVIEW}`);
}
