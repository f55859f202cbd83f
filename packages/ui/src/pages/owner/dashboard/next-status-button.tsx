import { NEXT_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

interface NextStatusButtonProps {
  restaurantId: string;
  orderId: string;
  status: OrderStatus;
}

/**
 * 'Próximo Status' (spec §4): pending → confirmed → preparing → ready → delivered; disabled
 * once delivered or cancelled. The stats and the orders are refetched after a change.
 */
export function NextStatusButton({ restaurantId, orderId, status }: NextStatusButtonProps) {
  const utils = trpc.useUtils();
  const next = NEXT_ORDER_STATUS[status];
  const advance = trpc.order.updateStatus.useMutation({
    onSuccess: async () => {
      toast({ title: 'Status atualizado!', description: next ? `Pedido agora está ${ORDER_STATUS_LABELS[next]}.` : undefined });
      await Promise.all([utils.restaurant.orders.invalidate({ id: restaurantId }), utils.restaurant.stats.invalidate({ id: restaurantId })]);
    },
    onError: (error) => toastError('Erro ao atualizar status', error),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      // On phones the label may wrap to two lines so the table fits the screen.
      className="h-auto min-h-9 whitespace-normal py-1.5 leading-tight sm:whitespace-nowrap"
      disabled={!next || advance.isPending}
      title={next ? `Avançar para ${ORDER_STATUS_LABELS[next]}` : undefined}
      onClick={() => next && advance.mutate({ orderId, status: next })}
    >
      Próximo Status
    </Button>
  );
}
