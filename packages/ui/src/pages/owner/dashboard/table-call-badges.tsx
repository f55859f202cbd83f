import { BellRing, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dismissTableCall, useHeardTableCalls } from '@/features/live/table-call-alerts';

/** The board's badges of the tables' calls heard live (issue 33), each dismissed with its ×. */
export function TableCallBadges() {
  const calls = useHeardTableCalls();
  if (calls.length === 0) return null;
  return (
    <ul aria-label="Chamados das mesas" className="flex flex-wrap gap-2">
      {calls.map((call) => (
        <li key={call.callId} role="alert" className="flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 py-1 pl-3 pr-1 text-sm font-semibold text-amber-900">
          <BellRing aria-hidden="true" className="size-4" />
          {call.text}
          <Button variant="ghost" size="icon" className="size-7 rounded-full" aria-label={`Dispensar: ${call.text}`} onClick={() => dismissTableCall(call.callId)}>
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
