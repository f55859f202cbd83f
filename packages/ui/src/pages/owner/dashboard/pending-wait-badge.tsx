import type { OrderStatus } from '@direto/contracts';
import { AlarmClock } from 'lucide-react';
import { usePendingAlert } from '@/features/live/pending-alert-context';
import { isWaitingTooLong, waitingLabel } from '@/features/live/order-waiting';

/** 'Aguardando há 7 min' on an order still pending after the restaurant's limit; nothing otherwise. */
export function PendingWaitBadge({ order }: { order: { status: OrderStatus; createdAt: string } }) {
  const { alertMinutes, now } = usePendingAlert();
  if (!isWaitingTooLong(order, now, alertMinutes)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      <AlarmClock className="size-3.5" aria-hidden="true" />
      {waitingLabel(order.createdAt, now)}
    </span>
  );
}
