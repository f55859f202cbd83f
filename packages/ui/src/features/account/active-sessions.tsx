import { MonitorSmartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { deviceName } from './device-name';

/** Conta: the account's signed-in devices, this one marked, each with 'Encerrar' (issue 21). */
export function ActiveSessions() {
  const utils = trpc.useUtils();
  const sessions = trpc.user.sessions.useQuery();
  const end = trpc.user.endSession.useMutation({
    onSuccess: () => {
      toast({ title: 'Sessão encerrada' });
      void utils.user.sessions.invalidate();
    },
    onError: (error) => toastError('Erro ao encerrar a sessão', error),
  });

  return (
    <section aria-labelledby="active-sessions-title" className="space-y-2">
      <h4 id="active-sessions-title" className="text-sm font-medium">
        Sessões ativas
      </h4>
      {sessions.isLoading ? <p className="text-sm text-muted-foreground">Carregando sessões...</p> : null}
      <ul className="divide-y divide-border rounded-md border border-border">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-3 p-3" data-testid="active-session">
            <div className="flex min-w-0 items-center gap-3">
              <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {deviceName(session.userAgent)} {session.current ? <Badge variant="secondary">Este dispositivo</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">{session.lastSeenAt ? `Último acesso: ${formatDateTime(session.lastSeenAt)}` : 'Último acesso desconhecido'}</p>
              </div>
            </div>
            {session.current ? null : (
              <Button type="button" variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate({ id: session.id })} aria-label={`Encerrar ${deviceName(session.userAgent)}`}>
                Encerrar
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
