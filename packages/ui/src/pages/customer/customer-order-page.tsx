import { OrderTypeLine } from '@/features/delivery/order-type-line';
import { useEffect, useState } from 'react';
import { ScheduledBadge } from '@/features/opening-hours/scheduled-badge';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, Ban, CircleCheck } from 'lucide-react';
import { paymentSummary } from '@direto/contracts';
import { OrderAmounts } from '@/components/order-amounts';
import { OrderItemsList } from '@/components/order-items-list';
import { OrderNotFound } from '@/components/order-not-found';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLiveOrder } from '@/features/live/use-live-orders';
import { TalkToRestaurantLink } from '@/features/whatsapp/talk-to-restaurant-link';
import { PixPaymentCard } from '@/features/payment/pix-payment-card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { formatDateTime, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CustomerHeader } from './customer-header';
import { isOrderJustPlaced } from './order-placed-state';
import { OrderStatusTimeline } from './order-status-timeline';
import { ReorderButton } from './reorder-button';

/** /orders/{id}: one of the customer's orders, its items and a status timeline that updates live. */
export default function CustomerOrderPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const justPlaced = useJustPlacedGreeting();
  const order = trpc.order.byId.useQuery({ id });
  useLiveOrder(id, !order.isError);
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>{`Pedido ${shortOrderId(id)} · Direto`}</title>
      <CustomerHeader user={user} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="icon">
            <Link to="/orders" aria-label="Voltar aos pedidos">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">Pedido {shortOrderId(id)}</h1>
        </div>
        {justPlaced && !order.isError ? (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              {/* Spec §8's success message, in the page rather than a toast over the top bar. */}
              <p className="font-semibold">Pedido realizado!</p>
              <p className="text-sm text-muted-foreground">Seu pedido foi enviado para o restaurante.</p>
            </div>
          </div>
        ) : null}

        <QueryState
          query={order}
          loading="Carregando pedido..."
          error={(error) => <OrderNotFound message={error.message} backTo="/orders" backLabel="Ver meus pedidos" />}
          className="justify-center py-12"
        >
          {(data) => (
            <div className="space-y-6">
              {data.status === 'cancelled' && data.cancelReason ? (
                <div className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-4">
                  <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
                  <p className="font-semibold">Pedido cancelado: {data.cancelReason}</p>
                </div>
              ) : null}
              {/* Issue 16: paying is what the customer does next, so it comes first. */}
              <PixPaymentCard order={data} />
              <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
                <Card className="md:order-2">
                  <CardHeader>
                    <CardTitle className="text-lg">Acompanhe</CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-4">
                    <OrderTypeLine orderType={data.orderType} deliveryTime={data.deliveryTime} />
                    {data.scheduledFor ? <ScheduledBadge scheduledFor={data.scheduledFor} timeZone={data.scheduledTimezone ?? undefined} /> : null}
                    <OrderStatusTimeline status={data.status} orderType={data.orderType} />
                    {data.restaurantId ? <TalkToRestaurantLink restaurantId={data.restaurantId} orderId={data.id} /> : null}
                    {data.restaurantId ? <ReorderButton orderId={data.id} className="w-full" /> : null}
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
                    <div>
                      <CardTitle className="text-lg">{data.restaurantName ?? 'Restaurante removido'}</CardTitle>
                      <p className="text-sm text-muted-foreground">
                        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
                      </p>
                    </div>
                    <OrderStatusBadge status={data.status} orderType={data.orderType} />
                  </CardHeader>
                  <CardContent className="space-y-4">
                    <OrderItemsList items={data.items} label="Itens do pedido" />
                    <OrderAmounts subtotal={data.subtotal} deliveryFee={data.deliveryFee} total={data.total} />
                    <dl className="space-y-2 border-t border-border pt-3 text-sm">
                      {data.customerPhone ? (
                        <div>
                          <dt className="text-muted-foreground">Telefone</dt>
                          <dd>{data.customerPhone}</dd>
                        </div>
                      ) : null}
                      {data.deliveryAddress ? (
                        <div>
                          <dt className="text-muted-foreground">Endereço de entrega</dt>
                          <dd className="whitespace-pre-line">{data.deliveryAddress}</dd>
                        </div>
                      ) : null}
                      {data.notes ? (
                        <div>
                          <dt className="text-muted-foreground">Observações</dt>
                          <dd className="whitespace-pre-line">{data.notes}</dd>
                        </div>
                      ) : null}
                      <div>
                        <dt className="text-muted-foreground">Pagamento</dt>
                        <dd>{paymentSummary(data.payment)}</dd>
                      </div>
                    </dl>
                  </CardContent>
                </Card>
              </div>
            </div>
          )}
        </QueryState>
      </main>
    </div>
  );
}

/**
 * Whether checkout just brought the customer here ('Pedido realizado!'). The mark is taken out of
 * the history entry at once: a browser keeps history state across reloads, and a reload or a
 * return later is a plain visit.
 */
function useJustPlacedGreeting(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [greet] = useState(() => isOrderJustPlaced(location.state));
  useEffect(() => {
    if (isOrderJustPlaced(location.state)) void navigate(location, { replace: true, state: null });
  }, [location, navigate]);
  return greet;
}
