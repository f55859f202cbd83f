import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { CashSession, type ICashSession } from '@direto/db';

/** A closing with nothing sold, as a caixa closed without orders keeps it. */
const EMPTY_CASH_CLOSING = {
  lines: [{ method: 'cash' as const, brand: null, label: 'Dinheiro', orderCount: 0, expected: '0.00', counted: '0.00', difference: '0.00' }],
  cash: { openingFloat: '0.00', cashSales: '0.00', cashReceived: '0.00', changeGiven: '0.00', deposits: '0.00', withdrawals: '0.00', expected: '0.00' },
  orderCount: 0,
  salesTotal: '0.00',
  expectedTotal: '0.00',
  countedTotal: '0.00',
  differenceTotal: '0.00',
};

/** Closes the restaurant's open caixa, if any. */
export async function closeOpenCashSessions(em: EntityManager, restaurantId: string): Promise<void> {
  await em.nativeUpdate(CashSession, { restaurant: restaurantId, status: 'open' }, { status: 'closed', closedAt: new Date(), closedByName: 'Dono', closing: EMPTY_CASH_CLOSING });
}

/**
 * A caixa of `restaurantId` straight in the database, for the security tests' requests to work
 * on; the restaurant's open one, if any, is closed first (one may be open at a time). Its id.
 */
export async function makeCashSession(em: EntityManager, restaurantId: string, status: 'open' | 'closed'): Promise<string> {
  await closeOpenCashSessions(em, restaurantId);
  const closed = status === 'closed' ? { closedAt: new Date(), closedByName: 'Dono', closing: EMPTY_CASH_CLOSING } : {};
  const session = em.create(CashSession, { restaurant: restaurantId, status, openedByName: 'Dono', openedAt: new Date(), openingFloat: '0.00', ...closed } as RequiredEntityData<ICashSession>);
  await em.flush();
  return session.id;
}
