import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_LIMITS, CASH_MESSAGES, type CashSessionPage } from '@direto/contracts';
import { CashSession, queries, type IUser } from '@direto/db';
import { loadCashRestaurant } from './cash-access';
import { computeExpected } from './cash-expected';
import { cashSessionHeader } from './cash-session-dto';
import { decodeKeysetCursor, encodeKeysetCursor } from '../keyset-cursor';

/** 'Histórico de caixas': newest first, with totals and differences, a page at a time. */
export async function listCashSessions(
  em: EntityManager,
  user: IUser,
  restaurantId: string,
  page: { cursor?: string; limit?: number },
): Promise<CashSessionPage> {
  await loadCashRestaurant(em, user, restaurantId);
  const limit = page.limit ?? CASH_LIMITS.pageSize;
  const after = page.cursor ? decodeKeysetCursor(page.cursor, CASH_MESSAGES.cursor) : null;
  const openedBefore = after ? new Date(after.at) : null;
  const sessions = await em.find(
    CashSession,
    { restaurant: restaurantId, ...(after ? { $or: [{ openedAt: { $lt: openedBefore } }, { openedAt: openedBefore, id: { $lt: after.id } }] } : {}) },
    { orderBy: { openedAt: 'desc', id: 'desc' }, limit: limit + 1 },
  );
  const shown = sessions.slice(0, limit);
  const reopenCounts = await countReopenings(em, shown.map((session) => session.id));
  const items = await Promise.all(
    shown.map(async (session) => {
      const figures = session.status === 'closed' && session.closing ? session.closing : await computeExpected(em, session);
      const cashLine = figures.lines.find((line) => line.method === 'cash' && !line.brand);
      return {
        ...cashSessionHeader(session),
        orderCount: figures.orderCount,
        salesTotal: figures.salesTotal,
        expectedTotal: figures.expectedTotal,
        countedTotal: figures.countedTotal,
        differenceTotal: figures.differenceTotal,
        cashDifference: cashLine?.difference ?? null,
        reopenCount: reopenCounts.get(session.id) ?? 0,
      };
    }),
  );
  const last = shown.at(-1);
  return { sessions: items, nextCursor: sessions.length > limit && last ? encodeKeysetCursor({ at: last.openedAt.toISOString(), id: last.id }) : null };
}

async function countReopenings(em: EntityManager, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await queries(em)
    .selectFrom('cash_reopenings')
    .where('session_id', 'in', sessionIds)
    .groupBy('session_id')
    .select((eb) => ['session_id', eb.fn.countAll<string>().as('count')])
    .execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.count)]));
}

