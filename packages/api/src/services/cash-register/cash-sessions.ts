import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_MESSAGES, displayName, type CashSession as CashSessionDto } from '@direto/contracts';
import { CashSession, type IUser } from '@direto/db';
import { now } from '../../clock';
import { conflict, notFound } from '../../errors';
import { loadCashRestaurant, loadCashSession } from './cash-access';
import { toCashSessionDto } from './cash-session-dto';

/** The partial unique index that keeps one open caixa per restaurant refused this write. */
export function isSecondOpenCaixa(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && error.message.includes('cash_sessions_one_open_per_restaurant');
}

/** 'Abrir caixa' with the fundo de troco. The database refuses a second open caixa: 409. */
export async function openCashSession(em: EntityManager, user: IUser, restaurantId: string, openingFloat: string): Promise<CashSessionDto> {
  await loadCashRestaurant(em, user, restaurantId);
  const id = randomUUID();
  try {
    await em.insert(CashSession, { id, restaurant: restaurantId, status: 'open', openedBy: user.id, openedByName: displayName(user), openedAt: now(), openingFloat });
  } catch (error) {
    if (isSecondOpenCaixa(error)) throw conflict(CASH_MESSAGES.alreadyOpen);
    throw error;
  }
  return toCashSessionDto(em, await em.findOneOrFail(CashSession, id));
}

/** The restaurant's open caixa with its expected amounts; none open: 404 (a REST client gets a message, not an empty body). */
export async function currentCashSession(em: EntityManager, user: IUser, restaurantId: string): Promise<CashSessionDto> {
  await loadCashRestaurant(em, user, restaurantId);
  const session = await em.findOne(CashSession, { restaurant: restaurantId, status: 'open' });
  if (!session) throw notFound(CASH_MESSAGES.noneOpen);
  return toCashSessionDto(em, session);
}

/** One caixa, open or closed (the slip, a past caixa of the history). */
export async function getCashSession(em: EntityManager, user: IUser, sessionId: string): Promise<CashSessionDto> {
  return toCashSessionDto(em, await loadCashSession(em, user, sessionId));
}
