import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_LIMITS, CASH_MESSAGES, type CashSessionPage } from '@direto/contracts';
import { CashSession, queries, type IUser } from '@direto/db';
import { badRequest } from '../../errors';
import { loadCashRestaurant } from './cash-access';
import { computeExpected } from './cash-expected';
import { cashSessionHeader } from './cash-session-dto';

interface HistoryCursor {
  openedAt: Date;
  id: string;
}

function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.openedAt.toISOString(), cursor.id])).toString('base64url');
}

function decodeCursor(text: string): HistoryCursor {
  try {
    const [openedAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const date = typeof openedAt === 'string' ? new Date(openedAt) : null;
    if (date && !Number.isNaN(date.getTime()) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { openedAt: date, id };
  } catch {
    // Refused below like any other malformed cursor.
  }
  throw badRequest(CASH_MESSAGES.cursor);
}

/** 'Histórico de caixas': newest first, with totals and differences, a page at a time. */
export async function listCashSessions(
  em: EntityManager,
  user: IUser,
  restaurantId: string,
  page: { cursor?: string; limit?: number },
): Promise<CashSessionPage> {
  await loadCashRestaurant(em, user, restaurantId);
  const limit = page.limit ?? CASH_LIMITS.pageSize;
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const sessions = await em.find(
    CashSession,
    { restaurant: restaurantId, ...(after ? { $or: [{ openedAt: { $lt: after.openedAt } }, { openedAt: after.openedAt, id: { $lt: after.id } }] } : {}) },
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
  return { sessions: items, nextCursor: sessions.length > limit && last ? encodeCursor(last) : null };
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

