import { Link } from 'react-router-dom';
import { Bike } from 'lucide-react';
import { FINAL_ORDER_STATUSES, orderStatusLabel } from '@direto/contracts/display';
import { useMyLiveOrders } from '@/features/live/use-live-orders';
import { trpc } from '@/lib/trpc';

/**
 * 'Pedido em andamento · Acompanhar' on the customer's home and menus while one of their orders
 * is open (neither delivered nor cancelled), linking to it. The live stream of the customer's
 * orders refetches the list, so the banner leaves as soon as the order is delivered.
 */
export function OrderInProgressBanner() {
  const orders = trpc.order.mine.useQuery();
  useMyLiveOrders();
  // Newest first: the most recent open order is the one to follow.
  const open = orders.data?.find((order) => !FINAL_ORDER_STATUSES.includes(order.status));
  if (!open) return null;
  return (
    <div className="border-b border-primary/20 bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <Bike aria-hidden="true" className="size-4 shrink-0" />
        <Link to={`/orders/${open.id}`} className="font-semibold underline underline-offset-4 hover:no-underline">
          Pedido em andamento · Acompanhar
        </Link>
        <span className="text-foreground/80">
          {open.restaurantName ?? 'Restaurante removido'} · {orderStatusLabel(open.status, open.orderType)}
        </span>
      </p>
    </div>
  );
}
