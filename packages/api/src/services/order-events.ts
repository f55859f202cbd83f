import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock';
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '@direto/contracts';
import { notify } from '@direto/db';

/**
 * Announces an order event to every server process. Call it with the transaction's
 * EntityManager: PostgreSQL delivers a NOTIFY only when that transaction commits and drops it on
 * rollback, so listeners never hear of a change that did not happen.
 */
export async function publishOrderEvent(tx: EntityManager, event: Omit<OrderEvent, 'at'>): Promise<void> {
  const payload: OrderEvent = { ...event, at: now().toISOString() };
  await notify(tx, ORDER_EVENTS_CHANNEL, JSON.stringify(payload));
}
