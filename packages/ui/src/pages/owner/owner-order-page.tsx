import { useParams } from 'react-router-dom';
import { Ban } from 'lucide-react';
import { orderOriginLine } from '@direto/contracts';
import { OrderNotFound } from '@/components/order-not-found';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BackArrowLink } from '@/components/back-arrow-link';
import { useLiveOrder } from '@/features/live/use-live-orders';
import { OrderPaymentCard } from '@/features/payment/order-payment-card';
import { formatRestaurantDateTime, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CustomerCard } from './order/customer-card';
import { OrderActions } from './order/order-actions';
import { OrderItemsCard } from './order/order-items-card';
import { OrderTimeline } from './order/order-timeline';

/**
 * /dashboard/orders/{orderId}: everything the restaurant needs to cook and deliver one order —
 * items, the customer's notes, contact and address, amounts and payment, the time of each status change —
 * and its actions. The whole screen on a phone; two columns on a desktop. Follows the order live.
 */
export default function OwnerOrderPage() {
  const { orderId = '' } = useParams();
  const order = trpc.order.detail.useQuery({ orderId });
  useLiveOrder(orderId, !order.isError);
  const shortId = shortOrderId(orderId);

  return (
    <div className="min-h-dvh bg-muted/40">
      <title>{`Pedido ${shortId} · Direto`}</title>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-3">
          <BackArrowLink to="/dashboard" label="Voltar ao painel" />
          <h1 className="text-lg font-semibold sm:text-xl">Pedido {shortId}</h1>
          {order.data ? <OrderStatusBadge status={order.data.status} orderType={order.data.orderType} className="ml-auto" /> : null}
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-4 sm:py-6">
        <QueryState
          query={order}
          loading="Carregando pedido..."
          error={(error) => <OrderNotFound message={error.message} backTo="/dashboard" backLabel="Voltar ao painel" />}
          className="justify-center py-12"
        >
          {(data) => (
            <>
              <p className="text-sm text-muted-foreground">
                Feito em <time dateTime={data.createdAt}>{formatRestaurantDateTime(data.createdAt)}</time>
                {/* Issue 34: the number the restaurant's POS gave the order (Open Delivery), to find it there. */}
                {data.orderExternalCode ? <span className="ml-2 font-medium text-foreground">PDV: {data.orderExternalCode}</span> : null}
              </p>
              {/* Issue 33: an order taken by staff or at a table says so, and who took it. */}
              {orderOriginLine(data) ? <p className="text-sm font-medium">Origem: {orderOriginLine(data)}</p> : null}
              {data.status === 'cancelled' ? (
                <div role="status" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm">
                  <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                  <p className="font-medium">{data.cancelReason ? `Pedido cancelado: ${data.cancelReason}` : 'Pedido cancelado'}</p>
                </div>
              ) : null}
              <OrderActions order={data} />
              {/* Right under the actions: what to charge, or the Pix to confirm before preparing. */}
              <OrderPaymentCard order={data} />
              <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_20rem]">
                <OrderItemsCard order={data} />
                <div className="space-y-4">
                  <CustomerCard order={data} />
                  <Card>
                    <CardHeader className="pb-3">
                      <CardTitle className="text-lg">Andamento</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <OrderTimeline status={data.status} history={data.statusHistory} orderType={data.orderType} />
                    </CardContent>
                  </Card>
                </div>
              </div>
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}
