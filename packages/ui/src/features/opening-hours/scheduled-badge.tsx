import { CalendarClock } from 'lucide-react';
import { RESTAURANT_TIME_ZONE } from '@direto/contracts';
import { dayLabel, zonedDateKey, zonedTime } from './zoned-date';

/** 'Agendado para 19:30' (today) or 'Agendado para sex 27/11 19:30', in the restaurant's zone. */
export function scheduledLabel(scheduledFor: string, timeZone: string = RESTAURANT_TIME_ZONE, now: Date = new Date()): string {
  const day = zonedDateKey(scheduledFor, timeZone);
  const today = zonedDateKey(now, timeZone);
  const time = zonedTime(scheduledFor, timeZone);
  return day === today ? `Agendado para ${time}` : `Agendado para ${dayLabel(day, today).replace('Amanhã', 'amanhã')} ${time}`;
}

export function ScheduledBadge({ scheduledFor, timeZone }: { scheduledFor: string; timeZone?: string }) {
  return (
    <p className="flex items-center gap-1 text-xs font-semibold text-primary">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {scheduledLabel(scheduledFor, timeZone)}
    </p>
  );
}
