import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_MESSAGES, displayName, type CashSession as CashSessionDto } from '@direto/contracts';
import { CashReopening, Restaurant, type IUser } from '@direto/db';
import { now } from '../../clock';
import { conflict } from '../../errors';
import { assertOwns } from '../restaurant-ownership';
import { loadCashSession } from './cash-access';
import { toCashSessionDto } from './cash-session-dto';
import { isSecondOpenCaixa } from './cash-sessions';

/**
 * 'Reabrir caixa' (the owner only, never staff): the caixa is open again, its closing set aside in
 * the reopening's record with who, when and why. Refused while another caixa is open (409).
 */
export async function reopenCashSession(em: EntityManager, user: IUser, sessionId: string, reason: string): Promise<CashSessionDto> {
  try {
    const session = await em.transactional(async (tx) => {
      const locked = await loadCashSession(tx, user, sessionId, true);
      assertOwns(user, await tx.findOneOrFail(Restaurant, locked.restaurant.id));
      if (locked.status !== 'closed' || !locked.closing) throw conflict(CASH_MESSAGES.notClosed);
      tx.create(CashReopening, { session: locked, reopenedBy: user.id, reopenedByName: displayName(user), reopenedAt: now(), reason, previousClosing: locked.closing });
      locked.status = 'open';
      locked.closing = null;
      locked.closedAt = null;
      locked.closedBy = null;
      locked.closedByName = null;
      await tx.flush();
      return locked;
    });
    return toCashSessionDto(em, session);
  } catch (error) {
    if (isSecondOpenCaixa(error)) throw conflict(CASH_MESSAGES.reopenWhileOpen);
    throw error;
  }
}
