import type { EntityManager } from '@mikro-orm/postgresql';
import type { OpenDeliveryEventType } from '@direto/contracts';
import { queries } from '@direto/db';
import { badRequest, notFound } from '../../errors';

/** The most events one poll returns (the document's maxItems). */
export const POLL_MAX_EVENTS = 1000;

/** An event as the outbox holds it; the transport adds the order's URL and the AppId. */
export interface PendingEvent {
  eventId: string;
  eventType: OpenDeliveryEventType;
  orderId: string;
  createdAt: string;
  metadata: Record<string, string> | null;
}

/** One entry of an acknowledgment batch (already shaped: uuids and a type). */
export interface EventAcknowledgment {
  id: string;
  orderId: string;
  eventType: string;
}

/**
 * GET /v1/events:polling for the token's restaurant: the events not yet acknowledged, oldest
 * first, at most 1 000. With `types`, the pending events of other types are acknowledged now (the
 * document: "All other events not selected … will be automatically acknowledged"). Records the
 * poll ('POS conectado há 12 s') with one update of the restaurant's row.
 */
export async function pollOpenDeliveryEvents(em: EntityManager, restaurantId: string, types: readonly OpenDeliveryEventType[] | null): Promise<PendingEvent[]> {
  return em.transactional(async (tx) => {
    const db = queries(tx);
    if (types) {
      await db
        .updateTable('open_delivery_events')
        .set((eb) => ({ acknowledged_at: eb.fn<Date>('now') }))
        .where('restaurant_id', '=', restaurantId)
        .where('acknowledged_at', 'is', null)
        .where('event_type', 'not in', types)
        .execute();
    }
    let pending = db
      .selectFrom('open_delivery_events')
      .select(['id', 'event_type', 'order_id', 'created_at', 'metadata'])
      .where('restaurant_id', '=', restaurantId)
      .where('acknowledged_at', 'is', null);
    if (types) pending = pending.where('event_type', 'in', types);
    const rows = await pending.orderBy('created_at').orderBy('id').limit(POLL_MAX_EVENTS).execute();
    await db
      .updateTable('open_delivery_merchants')
      .set((eb) => ({ last_poll_at: eb.fn<Date>('now') }))
      .where('restaurant_id', '=', restaurantId)
      .execute();
    return rows.map((row) => ({
      eventId: row.id,
      eventType: row.event_type,
      orderId: row.order_id,
      createdAt: new Date(row.created_at).toISOString(),
      metadata: row.metadata ?? null,
    }));
  });
}

/**
 * POST /v1/events/acknowledgment: all or nothing. An id that is not one of this restaurant's events
 * (unknown, or another restaurant's: the same answer, nothing leaks) is 404; an entry whose orderId
 * or eventType is not that event's is 400; then every entry is acknowledged. Acknowledging an event
 * again changes nothing.
 */
export async function acknowledgeOpenDeliveryEvents(em: EntityManager, restaurantId: string, entries: readonly EventAcknowledgment[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((entry) => entry.id))];
  await em.transactional(async (tx) => {
    const db = queries(tx);
    const found = await db
      .selectFrom('open_delivery_events')
      .select(['id', 'order_id', 'event_type'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(found.map((row) => [row.id, row]));
    entries.forEach((entry, index) => {
      const event = byId.get(entry.id);
      if (!event) throw notFound(`Evento não encontrado (item ${index}: ${entry.id}); nenhum evento foi confirmado`);
      if (event.order_id !== entry.orderId || event.event_type !== entry.eventType) {
        throw badRequest(`O orderId ou o eventType do item ${index} não é o do evento ${entry.id}; nenhum evento foi confirmado`);
      }
    });
    await db
      .updateTable('open_delivery_events')
      .set((eb) => ({ acknowledged_at: eb.fn<Date>('now') }))
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids)
      .where('acknowledged_at', 'is', null)
      .execute();
  });
}
