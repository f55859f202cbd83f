import { NEXT_ORDER_STATUS, nextOrderStatus, orderStatusLabel, type OrderStatus, type PlacedOrderType } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { useAutoPrintOnConfirm } from '@/features/kitchen-ticket/use-print-ticket';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

interface NextStatusButtonProps {
  orderId: string;
  status: OrderStatus;
  /** Issue 17: a delivery goes through 'Saiu para entrega'; a pickup is 'Pronto para retirada'. */
  orderType?: PlacedOrderType;
}

/** The action each next step stands for, named on the button: the owner sees what a click does. */
const NEXT_STEP_ACTIONS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirmar',
  preparing: 'Iniciar preparo',
  ready: 'Pronto',
  out_for_delivery: 'Saiu para entrega',
  delivered: 'Entregue',
};

/** The next step by order type; without one (an older answer), the spec's chain. */
const nextStep = (status: OrderStatus, orderType?: PlacedOrderType) => (orderType ? nextOrderStatus(status, orderType) : NEXT_ORDER_STATUS[status]);

/** 'Próximo Status · Confirmar' etc.; plain 'Próximo Status' where there is no next step. */
function nextStatusLabel(status: OrderStatus, orderType?: PlacedOrderType): string {
  const next = nextStep(status, orderType);
  const action = next ? NEXT_STEP_ACTIONS[next] : undefined;
  return action ? `Próximo Status · ${action}` : 'Próximo Status';
}

/**
 * 'Próximo Status' (spec §4): pending → confirmed → preparing → ready → delivered; disabled
 * once delivered or cancelled. The restaurant's views (orders, stats, the order's detail) are refetched after a change.
 */
export function NextStatusButton({ orderId, status, orderType }: NextStatusButtonProps) {
  const utils = trpc.useUtils();
  const next = nextStep(status, orderType);
  const autoPrint = useAutoPrintOnConfirm();
  const advance = trpc.order.updateStatus.useMutation({
    onSuccess: async (_order, change) => {
      toast({ title: 'Status atualizado!', description: next ? `Pedido agora está ${orderStatusLabel(next, orderType)}.` : undefined });
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
      title={next ? `Avançar para ${orderStatusLabel(next, orderType)}` : undefined}
      onClick={() => next && advance.mutate({ orderId, status: next })}
    >
      {nextStatusLabel(status, orderType)}
    </Button>
  );
}
