import type { ReactNode } from 'react';
import { LoyaltyBanner } from '@/features/loyalty/loyalty-banner';
import { Ban } from 'lucide-react';
import { paymentSummary, type OrderWithItems } from '@direto/contracts';
import { OrderAmounts } from '@/components/order-amounts';
import { OrderItemsList } from '@/components/order-items-list';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderTypeLine } from '@/features/delivery/order-type-line';
import { formatRestaurantDateTime } from '@/lib/format';
import { ScheduledBadge } from '@/features/opening-hours/scheduled-badge';
import { OrderStatusTimeline } from './order-status-timeline';

type DetailedOrder = Pick<
  OrderWithItems,
  | 'status'
  | 'cancelReason'
  | 'orderType'
  | 'deliveryTime'
  | 'scheduledFor'
  | 'scheduledTimezone'
  | 'restaurantName'
  | 'restaurantId'
  | 'createdAt'
  | 'items'
  | 'subtotal'
  | 'deliveryFee'
  | 'total'
  | 'payment'
  | 'discount'
  | 'couponCode'
  | 'offerTitle'
>;

/** 'Pedido cancelado: …' with the restaurant's reason, on the customer's and the guest's order pages. */
export function CancelledOrderNotice({ order }: { order: Pick<OrderWithItems, 'status' | 'cancelReason'> }) {
  if (order.status !== 'cancelled' || !order.cancelReason) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-4">
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p className="font-semibold">Pedido cancelado: {order.cancelReason}</p>
    </div>
  );
}

/** One line of the order's details; nothing when the order has no value for it. */
export function OrderDetailRow({ label, value, multiline = false }: { label: string; value: string | null | undefined; multiline?: boolean }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={multiline ? 'whitespace-pre-line' : undefined}>{value}</dd>
    </div>
  );
}

/**
 * The order's 'Acompanhe' card (type, schedule, live status; `tracking` adds the page's own
 * actions) beside its restaurant, items, totals and details (`details`, then the payment), shared
 * by the customer's and the guest's order pages.
 */
export function OrderDetailsCards({ order, tracking, details }: { order: DetailedOrder; tracking?: ReactNode; details: ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
      <Card className="md:order-2">
        <CardHeader>
          <CardTitle className="text-lg">Acompanhe</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <OrderTypeLine orderType={order.orderType} deliveryTime={order.deliveryTime} />
          {order.scheduledFor ? <ScheduledBadge scheduledFor={order.scheduledFor} timeZone={order.scheduledTimezone ?? undefined} /> : null}
          <OrderStatusTimeline status={order.status} orderType={order.orderType} />
          {tracking}
          <LoyaltyBanner restaurantId={order.restaurantId} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
          <div>
            <CardTitle className="text-lg">{order.restaurantName ?? 'Restaurante removido'}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {/* In the restaurant's zone, not the device's: the server's first view and the browser's hydration of it agree (issue 37). */}
              <time dateTime={order.createdAt}>{formatRestaurantDateTime(order.createdAt, order.scheduledTimezone ?? undefined)}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} orderType={order.orderType} />
        </CardHeader>
        <CardContent className="space-y-4">
          <OrderItemsList items={order.items} label="Itens do pedido" />
          <OrderAmounts subtotal={order.subtotal} discount={order.discount} couponCode={order.couponCode} offerTitle={order.offerTitle} deliveryFee={order.deliveryFee} total={order.total} />
          <dl className="space-y-2 border-t border-border pt-3 text-sm">
            {details}
            <OrderDetailRow label="Pagamento" value={paymentSummary(order.payment)} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
