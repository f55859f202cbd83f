import { useId, useState, type FormEvent } from 'react';
import { AlarmClock } from 'lucide-react';
import { PENDING_ALERT_MINUTES, pendingAlertMinutesSchema, type OwnRestaurant } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { FormAlert } from '@/components/form-alert';

/**
 * Configurações › Funcionamento: after how many minutes a pending order is highlighted on the
 * dashboard and its alert turns insistent (pendingAlertMinutes, 1 to 60, 5 by default).
 */
export function PendingAlertSetting({ restaurant, className }: { restaurant: OwnRestaurant; className?: string }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [minutes, setMinutes] = useState(String(restaurant.pendingAlertMinutes));
  const [error, setError] = useState<string | null>(null);
  // The version of this setting as loaded: a save over a change made elsewhere meanwhile is refused (409).
  const [version, setVersion] = useState(restaurant.settingsVersions.pendingAlert);
  const update = trpc.restaurant.update.useMutation({
    onSuccess: async (saved) => {
      setVersion(saved.settingsVersions.pendingAlert);
      setMinutes(String(saved.pendingAlertMinutes));
      toast({ title: 'Alerta atualizado!', description: `Pedidos pendentes há ${saved.pendingAlertMinutes} min ficam em destaque.` });
      await utils.restaurant.invalidate();
    },
    onError: (failure) => toastError('Erro ao salvar o alerta', failure, 'Tente novamente em alguns instantes.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pendingAlertMinutesSchema.safeParse(minutes.trim() === '' ? Number.NaN : Number(minutes));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    // Only this setting: the others keep whatever another tab saved meanwhile.
    update.mutate({ id: restaurant.id, pendingAlertMinutes: parsed.data, expectedVersions: { pendingAlert: version } });
  };

  return (
    <form noValidate onSubmit={submit} className={className}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <AlarmClock aria-hidden="true" className="size-5 text-destructive" />
            Alerta de pedido pendente
          </CardTitle>
          <CardDescription>
            Um pedido ainda pendente depois desse tempo fica em vermelho no painel, e o alerta sonoro fica mais insistente até você
            confirmar ou silenciar.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-minutes`}>Avisar depois de (minutos)</Label>
            <Input
              id={`${id}-minutes`}
              inputMode="numeric"
              className="w-28"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value.replace(/\D/g, '').slice(0, 2))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              De {PENDING_ALERT_MINUTES.min} a {PENDING_ALERT_MINUTES.max} minutos. Padrão: {PENDING_ALERT_MINUTES.default}.
            </p>
            <FormAlert id={`${id}-error`} message={error} />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar alerta'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
