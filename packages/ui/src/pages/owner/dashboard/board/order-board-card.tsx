
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { usePendingAlert } from '@/features/live/pending-alert-context';
import { formatElapsed, isWaitingTooLong, minutesSince } from '@/features/live/order-waiting';
import { cn } from '@/lib/cn';
import { formatBRL, formatDateTime, shortOrderId } from '@/lib/format';
import { ScheduledBadge } from '@/features/opening-hours/scheduled-badge';
import { PixStatusBadge } from '@/features/payment/pix-status-badge';
import { OrderOriginTag } from '@/features/staff-orders/order-origin-tag';
import { NextStatusButton } from '../next-status-button';
import { PendingWaitBadge } from '../pending-wait-badge';
import type { BoardOrder } from './use-order-board';

/**
 * One order on the board: short id, customer, items, total, time since it was placed and the
 * 'Próximo Status' button. The whole card opens the order's detail (the id is a link stretched
 * over the card; the button sits above it). Red border and 'Aguardando há 7 min' once it has
 * been pending longer than the restaurant's limit. Memoised: a live order re-renders its own card
 * only (the board keeps the other orders' objects), not the 300 others (issue 37).
 */
export const OrderBoardCard = memo(function OrderBoardCard({ order }: { order: BoardOrder }) {
  const { alertMinutes, now } = usePendingAlert();
  const late = isWaitingTooLong(order, now, alertMinutes);
  const items = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'itens'}`;
  return (
    <article
      aria-label={`Pedido ${shortOrderId(order.id)}`}
      className={cn(
        'relative space-y-1.5 rounded-md border bg-card p-3 text-sm shadow-sm transition-colors hover:bg-accent/40',
        late ? 'border-2 border-red-500 bg-red-50' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <Link
          to={`/dashboard/orders/${order.id}`}
          className="font-mono text-base font-semibold after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          <span className="sr-only">Abrir pedido</span> {shortOrderId(order.id)}
        </Link>
        <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)} className="shrink-0 text-xs text-muted-foreground">
          {formatElapsed(minutesSince(order.createdAt, now))}
        </time>
      </div>
      <p className="flex items-center gap-1.5">
        <span className="min-w-0 truncate font-medium">{order.customerName ?? 'Cliente'}</span>
        <OrderOriginTag order={order} />
      </p>
      <p className="text-muted-foreground">
        {items} · <span className="whitespace-nowrap font-semibold text-foreground">{formatBRL(order.total)}</span>
      </p>
      {order.scheduledFor ? <ScheduledBadge scheduledFor={order.scheduledFor} timeZone={order.scheduledTimezone ?? undefined} /> : null}
      {order.orderType === 'pickup' ? <p className="text-xs font-semibold uppercase text-muted-foreground">Retirada</p> : null}
      {order.status === 'out_for_delivery' ? <p className="text-xs font-semibold uppercase text-teal-800">Saiu para entrega</p> : null}
      <PendingWaitBadge order={order} />
      <PixStatusBadge order={order} />
      {/* Above the stretched link, so a click on the button does not open the detail; full width, its label may wrap. */}
      <div className="relative z-10 pt-1 [&>button]:w-full [&>button]:whitespace-normal">
        <NextStatusButton orderId={order.id} status={order.status} orderType={order.orderType} />
      </div>
    </article>
  );
});
