import { formatBRL, formatPercent, type Tab } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/**
 * Subtotal, 'Taxa de serviço (10%)' with 'Remover' (optional by law: the table may ask) or,
 * once removed, 'Cobrar taxa de serviço (10%)' (the restaurant's percentage), the total, what
 * was paid and 'Restante'.
 */
export function TabAmounts({ tab }: { tab: Tab }) {
  const utils = trpc.useUtils();
  const update = trpc.tabs.update.useMutation({
    onSuccess: () => utils.tabs.diningRoom.invalidate(),
    onError: (error) => toastError('Não foi possível mudar a taxa de serviço', error),
  });
  const charged = tab.serviceChargePercent !== '0.00';
  const rows: [string, string][] = [
    ['Subtotal', formatBRL(tab.subtotal)],
    [`Taxa de serviço (${formatPercent(tab.serviceChargePercent)})`, formatBRL(tab.serviceCharge)],
    ['Total', formatBRL(tab.total)],
    ['Pago', formatBRL(tab.paid)],
  ];
  return (
    <Card>
      <CardContent className="space-y-2 pt-6">
        <dl className="space-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-2 text-lg font-bold">
            <dt>Restante</dt>
            <dd>{formatBRL(tab.remaining)}</dd>
          </div>
        </dl>
        {charged ? (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ tabId: tab.id, serviceChargePercent: 0 })}>
            Remover taxa de serviço
          </Button>
        ) : tab.restaurantServiceChargePercent !== '0.00' ? (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ tabId: tab.id, serviceChargePercent: tab.restaurantServiceChargePercent })}>
            Cobrar taxa de serviço ({formatPercent(tab.restaurantServiceChargePercent)})
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
