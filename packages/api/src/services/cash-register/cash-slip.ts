import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_MESSAGES, cashSlipRows } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { conflict } from '../../errors';
import { loadCashSession } from './cash-access';
import { toCashSessionDto } from './cash-session-dto';
import { renderCashSlipPdf } from './cash-slip-pdf';

/** GET …/report.pdf: a closed caixa's slip (an open one has no closing yet: 409). */
export async function cashSlipPdf(em: EntityManager, user: IUser, sessionId: string): Promise<Buffer> {
  const session = await loadCashSession(em, user, sessionId);
  if (session.status !== 'closed') throw conflict(CASH_MESSAGES.stillOpen);
  const dto = await toCashSessionDto(em, session);
  return renderCashSlipPdf(cashSlipRows(dto, dto.restaurantName, dto.restaurantTimeZone), `Fechamento de caixa — ${dto.restaurantName}`);
}
