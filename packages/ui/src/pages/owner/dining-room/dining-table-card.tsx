import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { formatBRL, TABLE_CALL_LABELS, tableLabel, type DiningTable } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { formatElapsed, minutesSince } from '@/features/live/order-waiting';
import { toastError } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';

/** One table of board › Mesas: free or occupied, its total so far, since when, and its calls. */
export function DiningTableCard({ restaurantId, table, now }: { restaurantId: string; table: DiningTable; now: number }) {
  const { tab } = table;
  const label = tableLabel(table.name);
  return (
    <article
      aria-label={label}
      className={cn('flex h-full flex-col gap-2 rounded-lg border bg-background p-3 shadow-sm', tab ? 'border-primary' : 'border-border', table.calls.length > 0 && 'ring-2 ring-destructive')}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{label}</h2>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tab ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground')}>
          {tab ? 'Ocupada' : 'Livre'}
        </span>
      </div>
      {tab ? (
        <div className="space-y-0.5 text-sm">
          <p className="text-base font-semibold">{formatBRL(tab.total)}</p>
          <p className="text-muted-foreground">
            {tab.orders.filter((order) => order.status !== 'cancelled').length} pedido(s)
            {tab.firstOrderAt ? ` · ${formatElapsed(minutesSince(tab.firstOrderAt, now))}` : ''}
          </p>
          {tab.paid !== '0.00' ? <p className="text-muted-foreground">Restante: {formatBRL(tab.remaining)}</p> : null}
        </div>
      ) : null}
      {table.calls.map((call) => (
        <CallRow key={call.id} restaurantId={restaurantId} callId={call.id} text={TABLE_CALL_LABELS[call.type]} since={formatElapsed(minutesSince(call.createdAt, now))} />
      ))}
      {tab ? (
        <Button asChild size="sm" className="mt-auto">
          <Link to={`/mesas/${table.id}`}>Abrir conta</Link>
        </Button>
      ) : null}
    </article>
  );
}

/** A call waiting: 'Pediu a conta · há 2 min' and 'Atendido'. */
function CallRow({ restaurantId, callId, text, since }: { restaurantId: string; callId: string; text: string; since: string }) {
  const utils = trpc.useUtils();
  const attend = trpc.tabs.attendCall.useMutation({
    onSuccess: () => utils.tabs.diningRoom.invalidate({ id: restaurantId }),
    onError: (error) => toastError('Não foi possível marcar como atendido', error),
  });
  return (
    <div className="flex items-center justify-between gap-2 rounded-md bg-red-50 px-2 py-1 text-sm text-red-900">
      <span className="flex items-center gap-1">
        <BellRing className="size-4" aria-hidden="true" />
        {text} · {since}
      </span>
      <Button size="sm" variant="outline" disabled={attend.isPending} onClick={() => attend.mutate({ callId })}>
        Atendido
      </Button>
    </div>
  );
}
