import { useEffect, useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { openDeliverySettingsFormSchema, shortOrderId, type OpenDeliveryCredentials, type OpenDeliverySettings } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';

/** How often the screen re-reads the connection, so 'PDV conectado há …' follows the POS's polls. */
const REFRESH_MS = 5_000;

/** '12 s', '3 min', '2 h', '4 dias': how long ago the POS last polled. */
function elapsedText(fromIso: string, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(fromIso)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return days === 1 ? '1 dia' : `${days} dias`;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Configurações › Integrações › Open Delivery (issue 34, docs/open-delivery.md): the switch, the
 * POS's credentials (the secret shown once, right after 'Gerar novas credenciais'), the optional
 * webhook, whether the POS is polling, the last events and how to connect a POS.
 */
export function OpenDeliverySection({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const settings = trpc.openDelivery.get.useQuery({ id: restaurantId }, { refetchInterval: REFRESH_MS });
  const [issued, setIssued] = useState<OpenDeliveryCredentials | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = trpc.openDelivery.update.useMutation({
    onSuccess: (data) => {
      utils.openDelivery.get.setData({ id: restaurantId }, data);
      toast({ title: data.enabled ? 'Open Delivery ativado' : 'Open Delivery desativado' });
    },
    onError: (error) => toastError('Erro ao salvar', error),
  });
  const issue = trpc.openDelivery.issueCredentials.useMutation({
    onSuccess: (credentials) => {
      setIssued(credentials);
      setConfirming(false);
      void utils.openDelivery.get.invalidate({ id: restaurantId });
    },
    onError: (error) => {
      setConfirming(false);
      toastError('Erro ao gerar credenciais', error);
    },
  });
  const data = settings.data;

  return (
    <div className="mt-4 space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Open Delivery</CardTitle>
          <CardDescription>
            Conecte o sistema do seu restaurante (PDV) pelo padrão Open Delivery da Abrasel: os pedidos do Direto chegam ao PDV sem redigitar, e o PDV
            atualiza o andamento deles aqui.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="flex items-center justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor="open-delivery-enabled">Ativar Open Delivery</Label>
              <p className="text-sm text-muted-foreground">
                {data?.enabled
                  ? 'Ativado: cada mudança de um pedido vira um evento para o PDV.'
                  : 'Desativado: nenhum evento é gerado e o PDV não consegue se conectar.'}
              </p>
            </div>
            <Switch
              id="open-delivery-enabled"
              checked={data?.enabled ?? false}
              disabled={!data || update.isPending}
              onCheckedChange={(enabled) => update.mutate({ id: restaurantId, enabled })}
            />
          </div>
          {data ? <ConnectionStatus settings={data} /> : null}
          <div className="space-y-3">
            <Field label="Client ID">
              <Input readOnly value={data?.clientId ?? ''} placeholder="Nenhuma credencial gerada" className="font-mono text-sm" />
            </Field>
            {issued ? <IssuedSecret credentials={issued} /> : null}
            <Button type="button" variant="outline" disabled={!data || issue.isPending} onClick={() => setConfirming(true)}>
              <KeyRound aria-hidden="true" />
              Gerar novas credenciais
            </Button>
          </div>
          {data ? <WebhookForm key={data.webhookUrl ?? ''} restaurantId={restaurantId} settings={data} /> : null}
        </CardContent>
      </Card>
      {data ? <EventLog settings={data} /> : null}
      <HowToConnect clientId={data?.clientId ?? null} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novas credenciais?"
        description={
          data?.clientId
            ? 'O client secret atual deixa de valer na hora: o PDV só volta a receber pedidos depois de configurado com as novas credenciais.'
            : 'O client secret aparece uma única vez: tenha o PDV à mão para configurá-lo.'
        }
        confirmLabel="Gerar credenciais"
        pending={issue.isPending}
        onConfirm={() => issue.mutate({ id: restaurantId })}
      />
    </div>
  );
}

function ConnectionStatus({ settings }: { settings: OpenDeliverySettings }) {
  const now = useNow();
  return (
    <p role="status" className="text-sm font-medium">
      {settings.lastPollAt ? `PDV conectado há ${elapsedText(settings.lastPollAt, now)}` : 'O PDV ainda não se conectou'}
    </p>
  );
}

/** The new secret, this once: copied now or lost (only its sealed form is kept). */
function IssuedSecret({ credentials }: { credentials: OpenDeliveryCredentials }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(credentials.clientSecret);
      setCopied(true);
    } catch {
      toast({ title: 'Não foi possível copiar', description: 'Selecione o client secret e copie manualmente.' });
    }
  };
  return (
    <div className="space-y-2 rounded-md border p-3">
      <Field label="Client secret">
        <Input readOnly value={credentials.clientSecret} onFocus={(event) => event.target.select()} className="font-mono text-sm" />
      </Field>
      <p className="text-sm font-medium">Guarde agora: não será mostrado de novo.</p>
      <Button type="button" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copiado!' : 'Copiar client secret'}
      </Button>
    </div>
  );
}

function WebhookForm({ restaurantId, settings }: { restaurantId: string; settings: OpenDeliverySettings }) {
  const utils = trpc.useUtils();
  const form = useZodForm(openDeliverySettingsFormSchema, { defaultValues: { enabled: settings.enabled, webhookUrl: settings.webhookUrl ?? '' } });
  const save = trpc.openDelivery.update.useMutation({
    onSuccess: (data) => {
      utils.openDelivery.get.setData({ id: restaurantId }, data);
      toast({ title: 'Webhook salvo' });
    },
    onError: (error) => toastError('Erro ao salvar o webhook', error),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={form.handleSubmit((values) => save.mutate({ id: restaurantId, enabled: settings.enabled, webhookUrl: values.webhookUrl }))}
    >
      <Field
        label="Webhook do PDV (opcional)"
        hint="Se o PDV informar uma URL, cada evento também é enviado a ela na hora."
        error={form.formState.errors.webhookUrl?.message}
        className="flex-1"
      >
        <Input type="url" autoComplete="off" placeholder="https://" {...form.register('webhookUrl')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        Salvar webhook
      </Button>
    </form>
  );
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

function EventLog({ settings }: { settings: OpenDeliverySettings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Últimos eventos</CardTitle>
        <CardDescription>Cada mudança de um pedido vira um evento; o PDV confirma o recebimento de cada um.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum evento ainda.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Últimos eventos">
            {settings.events.map((event) => (
              <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-mono">{event.eventType}</span> · pedido {shortOrderId(event.orderId)} · {timeFormat.format(new Date(event.createdAt))}
                </span>
                <span className={event.acknowledgedAt ? 'text-muted-foreground' : 'font-medium'}>
                  {event.acknowledgedAt ? `Confirmado às ${timeFormat.format(new Date(event.acknowledgedAt))}` : 'Aguardando o PDV'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function HowToConnect({ clientId }: { clientId: string | null }) {
  const base = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Como conectar seu PDV</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>No seu PDV, escolha a integração Open Delivery (versão 1.7.1) e informe:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Endereço base: <span className="font-mono">{base}</span>
          </li>
          <li>
            Client ID: <span className="font-mono">{clientId ?? 'gere as credenciais acima'}</span>, e o client secret mostrado ao gerá-las
          </li>
          <li>Método de eventos: polling, a cada 30 segundos, confirmando cada evento recebido</li>
        </ul>
        <p className="text-muted-foreground">O PDV obtém o token em {base}/oauth/token e consulta os pedidos em {base}/v1/events:polling.</p>
      </CardContent>
    </Card>
  );
}
