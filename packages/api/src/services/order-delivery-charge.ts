import { formatBRL, toCents, type placeOrderInputSchema } from '@direto/contracts';
import type { IRestaurant } from '@direto/db';
import type { z } from 'zod';
import { conflict } from '../errors';
import { REVIEW } from './order-lines';

type OrderFields = z.output<typeof placeOrderInputSchema>['order'];

/** The delivery fee the server charges, in cents; a fee the customer saw that differs is refused (409). */
export function deliveryCharge(restaurant: IRestaurant, order: OrderFields): number {
  const feeCents = toCents(restaurant.deliveryFee);
  if (toCents(order.deliveryFee) !== feeCents) {
    throw conflict(`A taxa de entrega mudou de ${formatBRL(order.deliveryFee)} para ${formatBRL(restaurant.deliveryFee)}. ${REVIEW}`);
  }
  return feeCents;
}
