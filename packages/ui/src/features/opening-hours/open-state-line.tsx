import { CalendarClock, Clock } from 'lucide-react';
import { SCHEDULED_ONLY_MESSAGE } from '@direto/contracts/display';
import type { OpenState } from '@direto/contracts';
import { cn } from '@/lib/cn';

/** Whether the state says more than the spec's 'Aberto' badge (a restaurant without hours says nothing new). */
function hasOpenStateNews(openState: OpenState): boolean {
  return openState.status !== 'open' || Boolean(openState.closesAt);
}

/**
 * 'Aberto até 23:00', 'Fechado agora · Abre hoje às 18:00', 'Pausado · Voltamos às 20:30', and
 * 'Aceitando apenas pedidos agendados' when a closed restaurant takes scheduled orders.
 */
export function OpenStateLine({ openState, className }: { openState: OpenState; className?: string }) {
  if (!hasOpenStateNews(openState)) return null;
  return (
    <div className={cn('space-y-0.5', className)} data-testid="open-state">
      <p className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>{openState.message}</span>
        {openState.pauseReason ? <span className="truncate">· {openState.pauseReason}</span> : null}
      </p>
      {openState.scheduledOnly ? (
        <p className="flex items-center gap-1 font-medium">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {SCHEDULED_ONLY_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
