import { orderStatusLabel, type OrderStatus, type PlacedOrderType } from '@direto/contracts';
import { cn } from '@/lib/cn';

const COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  preparing: 'bg-violet-100 text-violet-900',
  ready: 'bg-emerald-100 text-emerald-900',
  out_for_delivery: 'bg-teal-100 text-teal-900',
  delivered: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** An order's status in pt-BR (Pendente, Confirmado, ...). */
export function OrderStatusBadge({ status, orderType, className }: { status: OrderStatus; orderType?: PlacedOrderType; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[status], className)}>
      {orderStatusLabel(status, orderType)}
    </span>
  );
}
