import { CalendarClock } from 'lucide-react';
import { scheduledLabel } from '@direto/contracts';
import { useNow } from '@/lib/first-view-now';

// The label is shared with the server's reminder push (contracts), so both read the same.
export { scheduledLabel };

export function ScheduledBadge({ scheduledFor, timeZone }: { scheduledFor: string; timeZone?: string }) {
  // 'Hoje' or 'amanhã' from the instant the server rendered the page while hydrating it (issue 37).
  const now = useNow();
  return (
    <p className="flex items-center gap-1 text-xs font-semibold text-primary">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {scheduledLabel(scheduledFor, timeZone, now)}
    </p>
  );
}
