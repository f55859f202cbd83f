import type { EntityManager } from '@mikro-orm/postgresql';
import type { OpenDeliveryEventType } from '@direto/contracts';
import { preparedQuery, queries, type Database, type Param, type QueryCreator } from '@direto/db';
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
 * Who a genuine, unexpired bearer token names. Polling and acknowledging check it against the
 * restaurant's connection as it is now (integration on, this client id still the current one) in
 * the same statement that does the work: one round trip per request instead of five (issue 37).
 */
export interface OpenDeliveryCaller {
  restaurantId: string;
  clientId: string;
}

type PollParams = OpenDeliveryCaller & { types: readonly OpenDeliveryEventType[] };

/**
 * The caller's connection, if the token still holds, with the poll recorded ('POS conectado há 12 s').
 * A poll commits without waiting for its WAL flush (synchronous_commit off, for this transaction
 * only): a crash can lose only the last fraction of a second of `last_poll_at` and of a typed
 * poll's auto-acknowledgments, which the POS's next poll writes again — and a flush per poll was
 * most of PostgreSQL's cost at 500 POS (issue 37).
 */
function recordPoll(db: QueryCreator<Database>, param: Param<PollParams>) {
  return db
    .updateTable('open_delivery_merchants')
    .set((eb) => ({ last_poll_at: eb.fn<Date>('now') }))
    .where('restaurant_id', '=', param('restaurantId'))
    .where('enabled', '=', true)
    .where('client_id', '=', param('clientId'))
    .where((eb) => eb(eb.fn<string>('set_config', [eb.val('synchronous_commit'), eb.val('off'), eb.val(true)]), '=', 'off'))
    .returning('restaurant_id');
}

/** The statement's CTE naming the caller's restaurant (a row only when the token still holds). */
type WithCaller = Database & { caller: { restaurant_id: string } };

/**
 * Beside the caller's row, its restaurant's pending events, oldest first, at most 1 000 (of the
 * types asked for, if any): a left join, so one row with a null id when none is pending, and no
 * row at all when the token is refused.
 */
function withPendingEvents(db: QueryCreator<WithCaller>, param: Param<PollParams>, typed: boolean) {
  return db
    .selectFrom('caller')
    .leftJoinLateral(
      (eb) => {
        let pending = eb
          .selectFrom('open_delivery_events as e')
          .select(['e.id', 'e.event_type', 'e.order_id', 'e.created_at', 'e.metadata'])
          .whereRef('e.restaurant_id', '=', 'caller.restaurant_id')
          .where('e.acknowledged_at', 'is', null);
        if (typed) pending = pending.where((eb) => eb('e.event_type', '=', eb.fn.any(eb.val(param('types')))));
        return pending.orderBy('e.created_at').orderBy('e.id').limit(POLL_MAX_EVENTS).as('e');
      },
      (join) => join.onTrue(),
    )
    .select(['e.id', 'e.event_type', 'e.order_id', 'e.created_at', 'e.metadata'])
    .orderBy('e.created_at')
    .orderBy('e.id');
}

/** One poll as ONE prepared statement: the token's check and the poll's record (the CTE), then the pending events beside it. */
const POLL = preparedQuery('od_poll', (db, param: Param<PollParams>) => withPendingEvents(db.with('caller', (db) => recordPoll(db, param)), param, false));

/**
 * The same with an eventType filter: the pending events of other types are acknowledged by the
 * statement too (a CTE; the select beside it reads the rows as they were, and returns only the
 * types asked for, which that update does not touch).
 */
const POLL_TYPED = preparedQuery('od_poll_typed', (db, param: Param<PollParams>) =>
  withPendingEvents(
    db
      .with('caller', (db) => recordPoll(db, param))
      .with('others_acknowledged', (db) =>
        db
          .updateTable('open_delivery_events')
          .set((eb) => ({ acknowledged_at: eb.fn<Date>('now') }))
          .where('restaurant_id', 'in', db.selectFrom('caller').select('caller.restaurant_id'))
          .where('acknowledged_at', 'is', null)
          .where((eb) => eb.not(eb('event_type', '=', eb.fn.any(eb.val(param('types'))))))
          .returning('id'),
      ),
    param,
    true,
  ),
);

/**
 * GET /v1/events:polling for the token's restaurant: the events not yet acknowledged, oldest
 * first, at most 1 000; null when the token no longer holds. With `types`, the pending events of
 * other types are acknowledged now (the document: "All other events not selected … will be
 * automatically acknowledged"). Records the poll on the restaurant's connection.
 */
export async function pollOpenDeliveryEvents(em: EntityManager, caller: OpenDeliveryCaller, types: readonly OpenDeliveryEventType[] | null): Promise<PendingEvent[] | null> {
  const params = { restaurantId: caller.restaurantId, clientId: caller.clientId, types: types ?? [] };
  const rows = await (types ? POLL_TYPED : POLL).run(em, params);
  if (rows.length === 0) return null;
  const events: PendingEvent[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    events.push({
      eventId: row.id,
      eventType: row.event_type as OpenDeliveryEventType,
      orderId: row.order_id as string,
      createdAt: new Date(row.created_at as string).toISOString(),
      metadata: row.metadata ?? null,
    });
  }
  return events;
}

type AcknowledgmentParams = OpenDeliveryCaller & {
  ids: string[];
  /** Each distinct entry as `id orderId eventType`, compared with the event's own. */
  keys: string[];
  entries: number;
};

/**
 * The acknowledgment as ONE prepared statement: the token's check, the events of the caller's
 * restaurant that match an entry exactly (id, orderId and eventType), and their acknowledgment —
 * only when every distinct entry matched one (all or nothing). Reports whether the token held
 * and how many entries matched.
 */
const ACKNOWLEDGE = preparedQuery('od_acknowledge', (db, param: Param<AcknowledgmentParams>) =>
  db
    .with('caller', (db) =>
      db
        .selectFrom('open_delivery_merchants')
        .select('restaurant_id')
        .where('restaurant_id', '=', param('restaurantId'))
        .where('enabled', '=', true)
        .where('client_id', '=', param('clientId')),
    )
    .with('matched', (db) =>
      db
        .selectFrom('open_delivery_events as e')
        .innerJoin('caller', 'caller.restaurant_id', 'e.restaurant_id')
        .select(['e.id', 'e.acknowledged_at'])
        .where((eb) =>
          eb.and([
            eb('e.id', '=', eb.fn.any(eb.val(param('ids')))),
            eb(
              eb(eb(eb(eb(eb.cast<string>('e.id', 'text'), '||', ' '), '||', eb.cast<string>('e.order_id', 'text')), '||', ' '), '||', eb.ref('e.event_type')),
              '=',
              eb.fn.any(eb.val(param('keys'))),
            ),
          ]),
        ),
    )
    .with('acknowledged', (db) =>
      db
        .updateTable('open_delivery_events')
        .set((eb) => ({ acknowledged_at: eb.fn<Date>('now') }))
        .where('id', 'in', db.selectFrom('matched').select('matched.id').where('matched.acknowledged_at', 'is', null))
        .where((eb) => eb(eb.selectFrom('matched').select((eb) => eb.fn.countAll<number>().as('n')), '=', eb.cast<number>(eb.val(param('entries')), 'integer')))
        .returning('id'),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('caller').select('caller.restaurant_id')).as('authorized'),
      eb.selectFrom('matched').select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n')).as('matched'),
    ]),
);

/**
 * POST /v1/events/acknowledgment: all or nothing; false when the token no longer holds. An id
 * that is not one of this restaurant's events (unknown, or another restaurant's: the same answer,
 * nothing leaks) is 404; an entry whose orderId or eventType is not that event's is 400; then every
 * entry is acknowledged. Acknowledging an event again changes nothing. A batch that is not all
 * good (rare) is read again entry by entry to name the first bad one.
 */
export async function acknowledgeOpenDeliveryEvents(em: EntityManager, caller: OpenDeliveryCaller, entries: readonly EventAcknowledgment[]): Promise<boolean> {
  const keys = [...new Set(entries.map((entry) => `${entry.id} ${entry.orderId} ${entry.eventType}`))];
  const ids = [...new Set(entries.map((entry) => entry.id))];
  const [verdict] = await ACKNOWLEDGE.run(em, { ...caller, ids, keys, entries: keys.length });
  if (!verdict?.authorized) return false;
  if (verdict.matched !== keys.length) await acknowledgeEntryByEntry(em, caller.restaurantId, entries);
  return true;
}

/** The acknowledgment read entry by entry in a transaction: refuses with the first bad entry, or acknowledges them all. */
async function acknowledgeEntryByEntry(em: EntityManager, restaurantId: string, entries: readonly EventAcknowledgment[]): Promise<void> {
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
