import { useId, useState, type FormEvent } from 'react';
import { SERVICE_CHARGE_DEFAULT_PERCENT, SERVICE_CHARGE_MAX_PERCENT, serviceChargePercentInput, type OrderSettings } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert } from '@/components/form-alert';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/** "10.00" → "10", "12.50" → "12,5": as the owner types it. */
const typed = (percent: string) => String(Number(percent)).replace('.', ',');

/**
 * Configurações › Pedidos (issue 33): 'Taxa de serviço (%)' of the tables' contas — the owner's
 * setting (staff may only remove it from a conta). Only this field is sent, with the version
 * the form loaded (changed elsewhere meanwhile: 409, the current value is shown again).
 */
export function ServiceChargeSetting({ restaurantId }: { restaurantId: string }) {
  const settings = trpc.orderSettings.get.useQuery({ id: restaurantId });
  return settings.data ? <ServiceChargeForm restaurantId={restaurantId} settings={settings.data} /> : null;
}

function ServiceChargeForm({ restaurantId, settings }: { restaurantId: string; settings: OrderSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [percent, setPercent] = useState(typed(settings.serviceChargePercent));
  const [error, setError] = useState<string | null>(null);
  const update = trpc.orderSettings.update.useMutation({
    onSuccess: (saved) => {
      utils.orderSettings.get.setData({ id: restaurantId }, saved);
      setPercent(typed(saved.serviceChargePercent));
      toast({ title: 'Taxa de serviço salva', description: `Novas contas de mesa começam com ${typed(saved.serviceChargePercent)}%.` });
    },
    onError: (failure) => {
      toastError('Erro ao salvar a taxa de serviço', failure);
      void utils.orderSettings.get.invalidate({ id: restaurantId });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceChargePercentInput.safeParse(percent);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate({ id: restaurantId, serviceChargePercent: parsed.data, expectedVersion: settings.version });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Taxa de serviço das mesas</CardTitle>
          <CardDescription>A porcentagem que cada conta de mesa começa com. A equipe pode removê-la de uma conta, mas não mudar o valor.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-percent`}>Taxa de serviço (%)</Label>
            <Input
              id={`${id}-percent`}
              inputMode="decimal"
              className="w-28"
              value={percent}
              onChange={(event) => setPercent(event.target.value.replace(/[^\d,.]/g, '').slice(0, 5))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              De 0 a {SERVICE_CHARGE_MAX_PERCENT}%. Padrão: {SERVICE_CHARGE_DEFAULT_PERCENT}%. A taxa de serviço é opcional por lei: o cliente pode pedir para
              tirá-la da conta. Use 0 para não cobrar.
            </p>
            <FormAlert id={`${id}-error`} message={error} />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar taxa de serviço'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
