import { fromCents, PAYMENT_MESSAGES, toCents, type OrderStatus, type PaymentBrand, type PaymentMethod, type PaymentStatus, type placeOrderInputSchema } from '@direto/contracts';
import type { IOrder, RestaurantColumns } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict } from '../errors';
import { acceptedPaymentMethods } from '../mappers/payment';
import { orderPixPayload } from './pix-br-code';

type PaymentInput = NonNullable<z.output<typeof placeOrderInputSchema>['order']['payment']>;

/** The payment columns an order is stored with. */
export interface OrderPaymentColumns {
  paymentMethod: PaymentMethod | null;
  cardBrand: PaymentBrand | null;
  changeFor: string | null;
  paymentStatus: PaymentStatus;
  pixPayload: string | null;
}

const AGREED_ON_DELIVERY: OrderPaymentColumns = { paymentMethod: null, cardBrand: null, changeFor: null, paymentStatus: 'not_applicable', pixPayload: null };

/**
 * How a new order is paid, checked against what the restaurant accepts now: a method or brand it
 * does not take is 409, a change note below the total is 400 (equal means no change). Without a
 * payment (the spec's payload) the order is paid on delivery, to be agreed. A Pix order gets its
 * BR Code for the exact total and waits for the restaurant to confirm it in the bank.
 */
export function orderPayment(restaurant: RestaurantColumns, payment: PaymentInput | null | undefined, orderId: string, totalCents: number): OrderPaymentColumns {
  if (!payment) return AGREED_ON_DELIVERY;
  const accepted = acceptedPaymentMethods(restaurant).find((entry) => entry.method === payment.method);
  const pixKey = restaurant.pixKey;
  if (!accepted || (payment.method === 'pix' && !pixKey)) throw conflict(PAYMENT_MESSAGES.methodNotAccepted(payment.method));
  if (payment.brand && !(accepted.brands ?? []).includes(payment.brand)) throw conflict(PAYMENT_MESSAGES.brandNotAccepted(payment.method, payment.brand));
  if (payment.changeFor && toCents(payment.changeFor) < totalCents) {
    throw badRequest(PAYMENT_MESSAGES.changeBelowTotal(fromCents(totalCents)), [{ path: 'order.payment.changeFor', message: PAYMENT_MESSAGES.changeBelowTotal(fromCents(totalCents)) }]);
  }
  const columns = { ...AGREED_ON_DELIVERY, paymentMethod: payment.method, cardBrand: payment.brand ?? null, changeFor: payment.changeFor ?? null };
  if (payment.method !== 'pix' || !pixKey) return columns;
  const receiver = { key: pixKey, receiverName: restaurant.pixReceiverName ?? '', receiverCity: restaurant.pixReceiverCity ?? '' };
  return { ...columns, paymentStatus: 'pending', pixPayload: orderPixPayload(receiver, orderId, totalCents) };
}

/** What of a payment makes two requests the same order (idempotency): appended only when sent. */
export function paymentFingerprint(payment: PaymentInput | null | undefined): unknown[] {
  if (!payment) return [];
  return [[payment.method, payment.brand ?? null, payment.changeFor ? toCents(payment.changeFor) : null]];
}

/** With 'Só preparar depois de confirmar o Pix' on, an unconfirmed Pix order stops at Confirmado (cancelling stays possible). */
export function waitsForPixConfirmation(order: IOrder, to: OrderStatus): boolean {
  if (to === 'pending' || to === 'confirmed' || to === 'cancelled') return false;
  return order.paymentMethod === 'pix' && order.paymentStatus === 'pending' && Boolean(order.restaurant?.pixRequireConfirmation);
}
