import { Bell, BellOff, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LiveStatus } from '@/features/live/use-live-orders';
import type { NewOrderAlert } from '@/features/live/use-new-order-alert';
import { cn } from '@/lib/cn';
import { TableCallBadges } from './table-call-badges';

interface LiveOrdersBarProps {
  status: LiveStatus;
  pendingCount: number;
  alert: NewOrderAlert;
}

/**
 * Above the dashboard: whether new orders arrive live, how many wait for confirmation, and the
 * sound control. When the browser still blocks audio, a hint asks for the click that enables it.
 */
export function LiveOrdersBar({ status, pendingCount, alert }: LiveOrdersBarProps) {
  const live = status === 'live';
  return (
    <section aria-label="Pedidos ao vivo" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="flex items-center gap-2" role="status">
            <span className={cn('size-2 rounded-full', live ? 'animate-pulse bg-success' : 'bg-amber-500')} aria-hidden="true" />
            {live ? 'Pedidos ao vivo' : 'Reconectando...'}
          </span>
          <span className={cn(pendingCount > 0 ? 'font-semibold text-accent-foreground' : 'text-muted-foreground')}>
            {pendingCount === 0 ? 'Nenhum pedido pendente' : pendingCount === 1 ? '1 pedido pendente' : `${pendingCount} pedidos pendentes`}
          </span>
        </div>
        {alert.muted ? (
          <Button variant="outline" size="sm" onClick={alert.toggleMuted} title="Tocar um alerta a cada novo pedido">
            <BellOff aria-hidden="true" />
            Ativar som
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={alert.toggleMuted} title="Não tocar o alerta de novos pedidos">
            <Bell aria-hidden="true" />
            Silenciar
          </Button>
        )}
      </div>
      {!alert.muted && alert.soundBlocked ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>O navegador bloqueou o som. Clique em &apos;Ativar som&apos; para ouvir o alerta de novos pedidos.</span>
          <Button size="sm" onClick={alert.enableSound}>
            <Volume2 aria-hidden="true" />
            Ativar som
          </Button>
        </div>
      ) : null}
      <TableCallBadges />
    </section>
  );
}
