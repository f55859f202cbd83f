import { toast } from '@/hooks/use-toast';
import { ownerOrderPath } from '@/app/route-paths';
import { shortOrderId } from '@/lib/format';

/**
 * 'Novo pedido!' with 'Ver pedido', which opens the order. The toast region lives outside the
 * router, so the button calls the `open` the dashboard gives (its navigate) instead of a <Link>.
 */
export function showNewOrderToast(orderId: string, open: (path: string) => void): void {
  const shown = toast({
    title: 'Novo pedido!',
    description: (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>Pedido {shortOrderId(orderId)} aguardando confirmação.</span>
        <button
          type="button"
          className="rounded-sm font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => {
            shown.dismiss();
            open(ownerOrderPath(orderId));
          }}
        >
          Ver pedido
        </button>
      </span>
    ),
  });
}
