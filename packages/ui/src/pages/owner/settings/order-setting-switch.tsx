import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

type OrderSettingFlag = 'guestOrders' | 'staffCanOperateCash';

interface OrderSettingSwitchProps {
  restaurantId: string;
  flag: OrderSettingFlag;
  label: string;
  description: ReactNode;
  /** The toast after saving, for the value now saved. */
  savedTitle: (on: boolean) => string;
  /** Also refresh the restaurant's reads (a flag its public pages show). */
  refreshRestaurant?: boolean;
}

/**
 * One switch of the restaurant's order settings, saved at once: only its field is sent (the others
 * keep their value), with the version it was loaded with — changed meanwhile in another tab, the
 * save is refused (409) and the current value is shown again.
 */
export function OrderSettingSwitch({ restaurantId, flag, label, description, savedTitle, refreshRestaurant = false }: OrderSettingSwitchProps) {
  const utils = trpc.useUtils();
  const settings = trpc.orderSettings.get.useQuery({ id: restaurantId });
  const update = trpc.orderSettings.update.useMutation({
    onSuccess: (data) => {
      utils.orderSettings.get.setData({ id: restaurantId }, data);
      if (refreshRestaurant) void utils.restaurant.invalidate();
      toast({ title: savedTitle(data[flag]) });
    },
    onError: (error) => {
      toastError('Erro ao salvar', error);
      void utils.orderSettings.get.invalidate({ id: restaurantId });
    },
  });
  const version = settings.data?.version;
  const id = `order-setting-${flag}`;
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-6">
        <div className="space-y-1">
          <Label htmlFor={id}>{label}</Label>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Switch
          id={id}
          checked={settings.data?.[flag] ?? false}
          disabled={settings.isLoading || update.isPending}
          onCheckedChange={(checked) => update.mutate({ id: restaurantId, [flag]: checked, ...(version ? { expectedVersion: version } : {}) })}
        />
      </CardContent>
    </Card>
  );
}
