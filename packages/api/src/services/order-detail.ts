import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderDetail } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { findOrderById } from './order-queries';
import { loadStatusHistory } from './order-status-history';

/**
 * The order detail (GET /api/orders/{orderId}): lines, delivery data and the status history,
 * for the owner of the order's restaurant or the customer who placed it; 403 for anyone else
 * (an administrator included: the order's phone and address are the parties' business), 404
 * for an unknown id.
 */
export async function findOrderDetail(em: EntityManager, user: IUser, orderId: string): Promise<OrderDetail> {
  const order = await findOrderById(em, user, orderId);
  return { ...order, statusHistory: await loadStatusHistory(em, order.id) };
}
