import type { EntityManager } from '@mikro-orm/postgresql';
import { cashClosingSchema, type CashSession as CashSessionDto } from '@direto/contracts';
import { CashMovement, CashReopening, Restaurant, type ICashSession } from '@direto/db';
import { computeExpected } from './cash-expected';

/** Who opened and closed a caixa, and when: the head of its answer and of its history row. */
export function cashSessionHeader(session: ICashSession) {
  return {
    id: session.id,
    status: session.status,
    openedAt: session.openedAt.toISOString(),
    openedByName: session.openedByName,
    openingFloat: session.openingFloat,
    closedAt: session.closedAt?.toISOString() ?? null,
    closedByName: session.closedByName ?? null,
  };
}

/** A caixa as the screens and the API show it: a closed one as it closed, an open one computed now. */
export async function toCashSessionDto(em: EntityManager, session: ICashSession): Promise<CashSessionDto> {
  const [figures, movements, reopenings, restaurant] = await Promise.all([
    // A stored closing is read through its schema: one recorded before a field was added gets its default.
    session.status === 'closed' && session.closing ? cashClosingSchema.parse(session.closing) : computeExpected(em, session),
    em.find(CashMovement, { session: session.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(CashReopening, { session: session.id }, { orderBy: { reopenedAt: 'asc', id: 'asc' } }),
    em.findOneOrFail(Restaurant, session.restaurant.id),
  ]);
  return {
    ...figures,
    ...cashSessionHeader(session),
    restaurantId: session.restaurant.id,
    restaurantName: restaurant.name,
    restaurantTimeZone: restaurant.timezone,
    movements: movements.map((movement) => ({
      id: movement.id,
      type: movement.type,
      amount: movement.amount,
      reason: movement.reason,
      createdByName: movement.createdByName,
      createdAt: movement.createdAt.toISOString(),
    })),
    reopenings: reopenings.map((reopening) => ({ reopenedByName: reopening.reopenedByName, reopenedAt: reopening.reopenedAt.toISOString(), reason: reopening.reason })),
  };
}
