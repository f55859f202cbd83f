import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/**
 * Configurações › Pedidos (issue 30): 'Aceitar pedidos sem cadastro'. Each change saves at once
 * with the version it was loaded with: changed meanwhile in another tab, the save is refused (409)
 * and the current value is shown again.
 */
export function OrderSettingsSection({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const settings = trpc.orderSettings.get.useQuery({ id: restaurantId });
  const update = trpc.orderSettings.update.useMutation({
    onSuccess: (data) => {
      utils.orderSettings.get.setData({ id: restaurantId }, data);
      void utils.restaurant.invalidate();
      toast({ title: data.guestOrders ? 'Pedidos sem cadastro ativados' : 'Pedidos sem cadastro desativados' });
    },
    onError: (error) => {
      toastError('Erro ao salvar', error);
      void utils.orderSettings.get.invalidate({ id: restaurantId });
    },
  });
  const version = settings.data?.version;
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-6">
        <div className="space-y-1">
          <Label htmlFor="guest-orders">Aceitar pedidos sem cadastro</Label>
          <p className="text-sm text-muted-foreground">
            O cliente pede só com nome e celular, sem criar conta, e acompanha o pedido por um link. Clientes com conta continuam entrando normalmente.
          </p>
        </div>
        <Switch
          id="guest-orders"
          checked={settings.data?.guestOrders ?? false}
          disabled={settings.isLoading || update.isPending}
          onCheckedChange={(checked) => update.mutate({ id: restaurantId, guestOrders: checked, ...(version ? { expectedVersion: version } : {}) })}
        />
      </CardContent>
    </Card>
  );
}
