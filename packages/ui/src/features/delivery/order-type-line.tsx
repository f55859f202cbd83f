import { Bike, Store, UtensilsCrossed } from 'lucide-react';
import { formatTimeRange, type PlacedOrderType, type TimeRange } from '@direto/contracts';
import { cn } from '@/lib/cn';

/** 'Retirada no local · Pronto em 15–25 min' or 'Entrega · 40–50 min': how the order reaches the customer, and when. */
export function OrderTypeLine({ orderType = 'delivery', deliveryTime, className }: { orderType?: PlacedOrderType; deliveryTime?: TimeRange | null; className?: string }) {
  const pickup = orderType === 'pickup';
  // Issue 33: an order served at a table of the dining room.
  if (orderType === 'table') {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm font-medium', className)}>
        <UtensilsCrossed aria-hidden="true" className="size-4" />
        Mesa
      </p>
    );
  }
  const Icon = pickup ? Store : Bike;
  const time = deliveryTime ? (pickup ? ` · Pronto em ${formatTimeRange(deliveryTime)}` : ` · ${formatTimeRange(deliveryTime)}`) : '';
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium', className)}>
      <Icon aria-hidden="true" className="size-4" />
      {pickup ? 'Retirada no local' : 'Entrega'}
      {time}
    </p>
  );
}
