import type { RestaurantColumns } from '@direto/db';
import { now } from '../clock';
import { badRequest, conflict } from '../errors';
import { scheduleOf } from '../mappers/opening-hours';
import { businessDateOf, computeOpenState, isOfferedSlot, whenPhrase } from './opening-state';

const SCHEDULING_OFF = 'Este restaurante não aceita pedidos agendados.';
const SLOT_UNAVAILABLE = 'Horário de agendamento indisponível. Escolha um dos horários oferecidos.';

/**
 * Whether the restaurant takes this order now (issue 18). An order for now needs the restaurant
 * open (409 'Restaurante fechado no momento. Abre …' otherwise; the spec's switch turned off keeps
 * its earlier message). A scheduled order needs scheduling on and `scheduledFor` to start one of
 * the slots offered now (400 otherwise), and is taken even while the restaurant is closed.
 * Returns the order's columns, with the business day its reports count it for (issue 32): its
 * slot's for a scheduled order, now's otherwise. `takeWhenClosed` (issue 33: staff confirmed
 * 'Loja fechada — registrar mesmo assim?') takes an order for now even while closed.
 */
export function acceptOrder(
  restaurant: RestaurantColumns,
  scheduledFor: string | null | undefined,
  takeWhenClosed = false,
): { scheduledFor: Date | null; scheduleTimezone: string | null; businessDate: string } {
  const at = now();
  const schedule = scheduleOf(restaurant);
  if (scheduledFor) {
    if (!schedule.scheduling.enabled) throw badRequest(SCHEDULING_OFF);
    const when = new Date(scheduledFor);
    if (!isOfferedSlot(schedule, when, at)) throw badRequest(SLOT_UNAVAILABLE);
    // The zone its slot was offered in: 'Agendado para 19:30' reads in it, wherever it is shown.
    return { scheduledFor: when, scheduleTimezone: schedule.timezone, businessDate: businessDateOf(schedule, when) };
  }
  if (takeWhenClosed) return { scheduledFor: null, scheduleTimezone: null, businessDate: businessDateOf(schedule, at) };
  if (!restaurant.isOpen) throw conflict(`${restaurant.name} está fechado e não aceita pedidos no momento.`);
  const state = computeOpenState(schedule, at);
  if (state.status === 'open') return { scheduledFor: null, scheduleTimezone: null, businessDate: businessDateOf(schedule, at) };
  const opens = state.nextOpenAt ? ` Abre ${whenPhrase(new Date(state.nextOpenAt).getTime(), at.getTime(), schedule.timezone)}.` : '';
  const schedulable = state.scheduledOnly ? ' Você pode agendar o pedido.' : '';
  throw conflict(`Restaurante fechado no momento.${opens}${schedulable}`);
}
