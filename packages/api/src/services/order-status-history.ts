import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus, OrderStatusChange } from '@direto/contracts';
import { OrderStatusEvent } from '@direto/db';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  at: Date;
  /** Who made the change (the customer placing it, the owner after); null when unknown. */
  byUserId: string | null;
}

/**
 * Records that an order reached a status. Call it inside the transaction of the change itself,
 * so the history holds a step if and only if the change committed.
 */
export async function recordStatusChange(tx: EntityManager, change: StatusChange): Promise<void> {
  await tx.insert(OrderStatusEvent, {
    id: randomUUID(),
    order: change.orderId,
    status: change.status,
    at: change.at,
    changedBy: change.byUserId,
  });
}

/** The statuses an order went through, oldest first, for its timeline. */
export async function loadStatusHistory(em: EntityManager, orderId: string): Promise<OrderStatusChange[]> {
  const events = await em.find(OrderStatusEvent, { order: orderId }, { orderBy: [{ at: 'asc' }, { id: 'asc' }] });
  return events.map((event) => ({ status: event.status, at: event.at.toISOString() }));
}
