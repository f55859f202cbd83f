import type { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_MESSAGES, type Order as OrderDto } from '@direto/contracts';
import { Order, type IUser } from '@direto/db';
import { now } from '../clock';
import { conflict, forbidden, notFound } from '../errors';
import { toOrderDto } from '../mappers/order';
import { publishOrderEvent } from './order-events';
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND } from './order-status';
import { worksAt } from './restaurant-staff-access';

/**
 * The restaurant (owner or staff) saw the Pix in its bank statement: the order is marked paid,
 * with who confirmed it and when. 409 for an order not paid by Pix or already confirmed; the
 * write is conditional on 'pending', so two clicks confirm once. On commit an `order.payment`
 * event updates the board and the customer's page.
 */
export async function confirmPixPayment(em: EntityManager, user: IUser, orderId: string): Promise<OrderDto> {
  const order = await em.findOne(Order, orderId, { populate: ['restaurant'] });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!order.restaurant || !(await worksAt(em, user, order.restaurant))) throw forbidden(NOT_YOUR_ORDER);
  if (order.paymentMethod !== 'pix') throw conflict(PAYMENT_MESSAGES.notPix);
  const restaurantId = order.restaurant.id;
  const changed = await em.transactional(async (tx) => {
    const at = now();
    const count = await tx.nativeUpdate(Order, { id: order.id, paymentStatus: 'pending' }, { paymentStatus: 'confirmed', paymentConfirmedAt: at, paymentConfirmedBy: user.id, updatedAt: at });
    if (count > 0) await publishOrderEvent(tx, { type: 'order.payment', orderId: order.id, restaurantId, customerId: order.customer?.id ?? null, status: order.status });
    return count;
  });
  if (changed === 0) throw conflict(PAYMENT_MESSAGES.alreadyConfirmed);
  return toOrderDto(await em.refreshOrFail(order));
}
