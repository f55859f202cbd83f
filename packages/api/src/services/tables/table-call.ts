import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_EVENTS_CHANNEL, TABLE_CALL_INTERVAL_MS, tableCallTooSoonMessage, type TableCallEvent, type TableCallPlaced, type TableCallType } from '@direto/contracts';
import { notify, queries } from '@direto/db';
import { now } from '../../clock';
import { takeHit } from '../rate-limit';
import { findLinkedTable } from './table-link';

/**
 * POST /api/table-links/{token}/calls: 'Chamar garçom' or 'Pedir a conta'. Each at most once a
 * minute per table, counted atomically (rate_limits), so of parallel calls exactly one is taken.
 * The call waits on the board until attended (the dining room, part C); the board hears of it
 * live (sound and badge) on commit, through the order events channel.
 */
export async function callFromTable(em: EntityManager, token: string, type: TableCallType): Promise<TableCallPlaced> {
  return em.transactional(async (tx) => {
    const table = await findLinkedTable(tx, token);
    await takeHit(tx, [{ key: `table-call:${table.id}:${type}`, max: 1, windowMs: TABLE_CALL_INTERVAL_MS }], (_minutes, seconds) => tableCallTooSoonMessage(seconds));
    const createdAt = now();
    const { id } = await queries(tx)
      .insertInto('table_calls')
      .values({ restaurant_id: table.restaurantId, table_id: table.id, type, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event: TableCallEvent = { type: 'table.call', callId: id, restaurantId: table.restaurantId, tableId: table.id, tableName: table.name, callType: type, at: createdAt.toISOString() };
    await notify(tx, ORDER_EVENTS_CHANNEL, JSON.stringify(event));
    return { id, type, createdAt: createdAt.toISOString(), nextCallAt: new Date(createdAt.getTime() + TABLE_CALL_INTERVAL_MS).toISOString() };
  });
}
