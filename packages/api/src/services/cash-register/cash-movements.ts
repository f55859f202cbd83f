import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_MESSAGES, displayName, type CashMovementType, type CashSession as CashSessionDto } from '@direto/contracts';
import { CashMovement, type IUser } from '@direto/db';
import { now } from '../../clock';
import { conflict } from '../../errors';
import { loadCashSession } from './cash-access';
import { toCashSessionDto } from './cash-session-dto';

/** 'Sangria' (withdrawal) or 'Suprimento' (deposit) on an open caixa; a closed one refuses it (409). */
export async function addCashMovement(
  em: EntityManager,
  user: IUser,
  input: { sessionId: string; type: CashMovementType; amount: string; reason: string },
): Promise<CashSessionDto> {
  const session = await em.transactional(async (tx) => {
    const locked = await loadCashSession(tx, user, input.sessionId, true);
    if (locked.status !== 'open') throw conflict(CASH_MESSAGES.closed);
    tx.create(CashMovement, { session: locked, type: input.type, amount: input.amount, reason: input.reason, createdBy: user.id, createdByName: displayName(user), createdAt: now() });
    await tx.flush();
    return locked;
  });
  return toCashSessionDto(em, session);
}
