import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { ActiveSessions } from '@/features/account/active-sessions';

/** Conta: ends every other session of the account (a lost phone, a shared computer); this one stays. */
export function SignOutOtherDevices() {
  const utils = trpc.useUtils();
  const revoke = trpc.user.revokeOtherSessions.useMutation({
    onSuccess: ({ revoked }) => {
      void utils.user.sessions.invalidate();
      toast({
        title: 'Outros dispositivos desconectados',
        description:
          revoked === 0
            ? 'Nenhum outro dispositivo estava conectado.'
            : `${revoked === 1 ? '1 sessão encerrada' : `${revoked} sessões encerradas`}. Este dispositivo continua conectado.`,
      });
    },
    onError: (error) => toastError('Erro ao desconectar dispositivos', error, 'Tente novamente em alguns instantes.'),
  });

  return (
    <section aria-labelledby="other-devices-title" className="space-y-2 border-t border-border pt-4">
      <ActiveSessions />
      <h4 id="other-devices-title" className="text-sm font-medium">
        Outros dispositivos
      </h4>
      <p className="text-sm text-muted-foreground">Encerra sua sessão em todos os outros navegadores e aparelhos. Trocar a senha faz o mesmo.</p>
      <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        <LogOut aria-hidden="true" />
        {revoke.isPending ? 'Saindo...' : 'Sair de todos os outros dispositivos'}
      </Button>
    </section>
  );
}
