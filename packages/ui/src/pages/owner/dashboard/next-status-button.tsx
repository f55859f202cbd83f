import { NEXT_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { useAutoPrintOnConfirm } from '@/features/kitchen-ticket/use-print-ticket';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

interface NextStatusButtonProps {
  orderId: string;
  status: OrderStatus;
}

/** The action each next step stands for, named on the button: the owner sees what a click does. */
export const NEXT_STEP_ACTIONS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirmar',
  preparing: 'Iniciar preparo',
  ready: 'Pronto',
  delivered: 'Entregue',
};

/** 'Próximo Status · Confirmar' etc.; plain 'Próximo Status' where there is no next step. */
export function nextStatusLabel(status: OrderStatus): string {
  const next = NEXT_ORDER_STATUS[status];
  const action = next ? NEXT_STEP_ACTIONS[next] : undefined;
  return action ? `Próximo Status · ${action}` : 'Próximo Status';
}

/**
 * 'Próximo Status' (spec §4): pending → confirmed → preparing → ready → delivered; disabled
 * once delivered or cancelled. The restaurant's views (orders, stats, the order's detail) are refetched after a change.
 */
export function NextStatusButton({ orderId, status }: NextStatusButtonProps) {
  const utils = trpc.useUtils();
  const next = NEXT_ORDER_STATUS[status];
  const autoPrint = useAutoPrintOnConfirm();
  const advance = trpc.order.updateStatus.useMutation({
    onSuccess: async (_order, change) => {
      toast({ title: 'Status atualizado!', description: next ? `Pedido agora está ${ORDER_STATUS_LABELS[next]}.` : undefined });
      // 'Imprimir automaticamente ao confirmar' (this device's setting): the kitchen gets the ticket.
      if (change.status === 'confirmed') autoPrint(change.orderId).catch((error: unknown) => toastError('Não foi possível imprimir a comanda', error));
      // The lists and stats, and an order's detail page showing it.
      await Promise.all([utils.restaurant.invalidate(), utils.order.invalidate()]);
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
      {nextStatusLabel(status)}
    </Button>
  );
}
