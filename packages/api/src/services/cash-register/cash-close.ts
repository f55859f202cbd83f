import type { EntityManager } from '@mikro-orm/postgresql';
import { applyCount, CASH_MESSAGES, displayName, type CashSession as CashSessionDto, type CountedAmount } from '@direto/contracts';
import { User, type IUser } from '@direto/db';
import { now } from '../../clock';
import { conflict } from '../../errors';
import { loadCashSession } from './cash-access';
import { computeExpected } from './cash-expected';
import { toCashSessionDto } from './cash-session-dto';

/**
 * 'Fechar caixa': per method the expected amount, the counted one (a method not counted counts
 * R$ 0,00) and the difference, kept as the caixa's closing. The caixa's row stays locked while it
 * is computed, so no delivery or movement slips in between; a second close is refused (409).
 */
export async function closeCashSession(em: EntityManager, user: IUser, sessionId: string, counted: readonly CountedAmount[]): Promise<CashSessionDto> {
  const session = await em.transactional(async (tx) => {
    const locked = await loadCashSession(tx, user, sessionId, true);
    if (locked.status !== 'open') throw conflict(CASH_MESSAGES.alreadyClosed);
    locked.closing = applyCount(await computeExpected(tx, locked), counted);
    locked.status = 'closed';
    locked.closedAt = now();
    locked.closedBy = tx.getReference(User, user.id);
    locked.closedByName = displayName(user);
    await tx.flush();
    return locked;
  });
  return toCashSessionDto(em, session);
}
