import { RESTAURANT_TIME_ZONE, shortOrderId } from './display';
import { dayLabel, zonedDateKey, zonedTime } from './zoned-date';

/** 'Agendado para 19:30' (today) or 'Agendado para sex 27/11 19:30', in the restaurant's zone. */
export function scheduledLabel(scheduledFor: string | Date, timeZone: string = RESTAURANT_TIME_ZONE, now: Date = new Date()): string {
  const day = zonedDateKey(scheduledFor, timeZone);
  const today = zonedDateKey(now, timeZone);
  const time = zonedTime(scheduledFor, timeZone);
  return day === today ? `Agendado para ${time}` : `Agendado para ${dayLabel(day, today).replace('Amanhã', 'amanhã')} ${time}`;
}

/**
 * The reminder that a scheduled order is due soon (its restaurant's alertMinutes before its
 * time): the same words on the owner's phone (Web Push) and on the live board (a toast).
 */
export function scheduledReminderText(order: { id: string; scheduledFor: string | Date; scheduleTimezone?: string | null }, now: Date = new Date()) {
  return {
    title: scheduledLabel(order.scheduledFor, order.scheduleTimezone ?? undefined, now),
    description: `Pedido ${shortOrderId(order.id)}: hora de preparar.`,
  };
}
