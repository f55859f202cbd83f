import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { usePushAlerts, type PushAlertsState } from '@/features/push/use-push-alerts';

type BadgeVariant = 'success' | 'secondary' | 'destructive' | 'outline';

const STATUS: Record<PushAlertsState, { badge: string; variant: BadgeVariant; hint: string }> = {
  checking: { badge: 'Verificando…', variant: 'outline', hint: 'Verificando este dispositivo…' },
  on: { badge: 'Ativado', variant: 'success', hint: 'Este dispositivo recebe uma notificação a cada novo pedido.' },
  off: { badge: 'Desativado', variant: 'secondary', hint: 'Ative para receber uma notificação a cada novo pedido neste dispositivo.' },
  blocked: {
    badge: 'Bloqueado no navegador',
    variant: 'destructive',
    hint: 'As notificações do Direto estão bloqueadas. Permita-as nas configurações do site no navegador (o ícone ao lado do endereço) e volte aqui.',
  },
  unsupported: {
    badge: 'Não suportado',
    variant: 'outline',
    hint: 'Este navegador não recebe alertas. No iPhone, adicione o Direto à Tela de Início (Compartilhar › Adicionar à Tela de Início) e abra-o por lá.',
  },
  unavailable: { badge: 'Indisponível', variant: 'outline', hint: 'Este servidor não envia alertas no celular.' },
};

/**
 * Configurações › Funcionamento: 'Receber alertas no celular' — Web Push for this device, so a new
 * order rings even with the app closed or the phone locked. Asks the browser's permission first.
 */
export function PushAlertsSection({ className }: { className?: string }) {
  const id = useId();
  const { state, busy, enable, disable } = usePushAlerts();
  const status = STATUS[state];
  const canToggle = state === 'on' || state === 'off';

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BellRing aria-hidden="true" className="size-5 text-primary" />
          Alertas no celular
        </CardTitle>
        <CardDescription>
          Uma notificação a cada novo pedido, mesmo com o Direto fechado ou a tela bloqueada. Vale para este dispositivo: ative em cada celular ou
          tablet da equipe.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={`${id}-push`}>Receber alertas no celular</Label>
            <Badge variant={status.variant} data-testid="push-alerts-status">
              {status.badge}
            </Badge>
          </div>
          <Switch
            id={`${id}-push`}
            checked={state === 'on'}
            disabled={!canToggle || busy}
            aria-describedby={`${id}-hint`}
            onCheckedChange={(checked) => void (checked ? enable() : disable())}
          />
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
          {status.hint}
        </p>
      </CardContent>
    </Card>
  );
}
