import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CANCEL_REASON, FINAL_ORDER_STATUSES, NEXT_ORDER_STATUS, orderStatusLabel, PAYMENT_MESSAGES, type Order as OrderDto, type OrderStatus, type PlacedOrderType } from '@direto/contracts';
import { Order, type IUser } from '@direto/db';
import { now as clockNow } from '../clock';
import { conflict, forbidden, notFound } from '../errors';
import { toOrderDto } from '../mappers/order';
import { attributeToOpenCashSession } from './cash-register/cash-attribution';
import { releaseRedemption } from './coupons/coupon-redemption';
import { rewardLoyaltyOnDelivery } from './loyalty/loyalty-reward';
import { publishOrderEvent } from './order-events';
import { waitsForPixConfirmation } from './order-payment';
import { recordStatusChange } from './order-status-history';
import { worksAt } from './restaurant-staff-access';

export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const NOT_YOUR_ORDER = 'Você não tem acesso a este pedido.';

/**
 * The 'Próximo Status' step, or cancelling an order that has not reached an end. A delivery may
 * go ready → out_for_delivery → delivered (issue 17) or, as the spec's clients do, ready → delivered.
 * A table's order (issue 33) is delivered only by 'Fechar conta', which records how it was paid.
 */
export function isAllowedStatusChange(from: OrderStatus, to: OrderStatus, orderType: PlacedOrderType = 'delivery'): boolean {
  if (to === 'cancelled') return !FINAL_ORDER_STATUSES.includes(from);
  if (orderType === 'table' && to === 'delivered') return false;
  if (to === 'out_for_delivery') return from === 'ready' && orderType === 'delivery';
  return NEXT_ORDER_STATUS[from] === to;
}

/**
 * Moves an order to `to`, for the restaurant's owner or a staff member. The write is conditional on the status
 * read (UPDATE … WHERE status = from), so of two simultaneous changes exactly one succeeds and no
 * step can be skipped; the other gets 409. Cancelling stores `reason`, which the customer sees, or
 * DEFAULT_CANCEL_REASON when a client sends none (the screens always ask for one). The same
 * transaction records the step in the order's history and, on commit, an `order.status` event
 * reaches the live subscribers of every server process.
 */
export async function updateOrderStatus(
  em: EntityManager,
  owner: IUser,
  orderId: string,
  to: OrderStatus,
  reason?: string | null,
): Promise<OrderDto> {
  const order = await em.findOne(Order, orderId, { populate: ['restaurant'] });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // An order whose restaurant was removed belongs to no owner any more; staff work it like the owner.
  if (!order.restaurant || !(await worksAt(em, owner, order.restaurant))) throw forbidden(NOT_YOUR_ORDER);
  const from: OrderStatus = order.status;
  if (!isAllowedStatusChange(from, to, order.orderType)) {
    throw conflict(`Não é possível mudar o pedido de ${orderStatusLabel(from, order.orderType)} para ${orderStatusLabel(to, order.orderType)}.`);
  }
  if (waitsForPixConfirmation(order, to)) throw conflict(PAYMENT_MESSAGES.confirmPixFirst);
  const now = clockNow();
  const restaurantId = order.restaurant.id;
  const changed = await em.transactional(async (tx) => {
    const count = await tx.nativeUpdate(
      Order,
      { id: order.id, status: from },
      {
        status: to,
        updatedAt: now,
        ...(to === 'delivered' ? { deliveredAt: now } : {}),
        ...(to === 'cancelled' ? { cancelReason: reason || DEFAULT_CANCEL_REASON } : {}),
      },
    );
    // Same transaction as the update: the step is recorded and the event sent if and only if the change commits.
    if (count > 0) {
      await recordStatusChange(tx, { orderId: order.id, status: to, at: now, byUserId: owner.id });
      await publishOrderEvent(tx, { type: 'order.status', orderId: order.id, restaurantId, customerId: order.customer?.id ?? null, status: to });
      // Issue 31: a cancelled order gives its coupon's use back, with the cancellation.
      if (to === 'cancelled') await releaseRedemption(tx, order.id);
      // Issue 31: the Nth qualifying delivery issues the loyalty reward, with the delivery.
      if (to === 'delivered') await rewardLoyaltyOnDelivery(tx, order.id, now);
      // Issue 32: the delivered order joins the caixa open now (if any), with the delivery.
      if (to === 'delivered') await attributeToOpenCashSession(tx, order.id, restaurantId);
    }
    return count;
  });
  if (changed === 0) throw conflict('O status deste pedido acabou de ser alterado. Atualize a página e tente novamente.');
  return toOrderDto(await em.refreshOrFail(order));
}
