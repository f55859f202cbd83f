import type { EntityManager } from '@mikro-orm/postgresql';
import { TAB_MESSAGES } from '@direto/contracts';
import { Restaurant, TableCall, type IUser } from '@direto/db';
import { now } from '../../clock';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_RESTAURANT } from '../restaurant-ownership';
import { worksAt } from '../restaurant-staff-access';

/**
 * tabs.attendCall (tRPC only: no REST path for it in this wave), 'Atendido' in board › Mesas
 * (owner and staff): the call leaves the waiting list. Attending one already attended keeps the
 * first attendance (who and when).
 */
export async function attendTableCall(em: EntityManager, user: IUser, callId: string): Promise<{ id: string; attendedAt: string }> {
  const call = await em.findOne(TableCall, callId);
  if (!call) throw notFound(TAB_MESSAGES.callNotFound);
  const restaurant = await em.findOneOrFail(Restaurant, call.restaurant.id, { fields: ['owner'] });
  if (!(await worksAt(em, user, restaurant))) throw forbidden(NOT_YOUR_RESTAURANT);
  // Conditional: of two 'Atendido' at once, the first is kept.
  await em.nativeUpdate(TableCall, { id: call.id, attendedAt: null }, { attendedAt: now(), attendedBy: user.id });
  const attended = await em.refreshOrFail(call);
  return { id: attended.id, attendedAt: (attended.attendedAt ?? now()).toISOString() };
}
