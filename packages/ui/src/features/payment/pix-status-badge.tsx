import type { OrderPayment, OrderStatus } from '@direto/contracts';
import { cn } from '@/lib/cn';

/** What the badge reads of an order; `payment` may be absent from a list row that does not carry it. */
interface BadgeOrder {
  status: OrderStatus;
  payment?: Pick<OrderPayment, 'method' | 'status'> | null;
}

/**
 * A small 'Pix pendente' on the board and the orders list, so the owner checks the bank before
 * the order moves on; 'Pix pago' once confirmed. Nothing for other methods or a cancelled order.
 */
export function PixStatusBadge({ order, className }: { order: BadgeOrder; className?: string }) {
  const payment = order.payment;
  if (payment?.method !== 'pix' || order.status === 'cancelled') return null;
  const pending = payment.status === 'pending';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        pending ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800',
        className,
      )}
    >
      {pending ? 'Pix pendente' : 'Pix pago'}
    </span>
  );
}
