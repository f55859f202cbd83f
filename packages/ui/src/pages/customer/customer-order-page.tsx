import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { OrderItemsList } from '@/components/order-items-list';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLiveOrder } from '@/features/live/use-live-orders';
import { useCurrentUser } from '@/hooks/use-current-user';
import { formatBRL, formatDateTime, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CustomerHeader } from './customer-header';
import { OrderStatusTimeline } from './order-status-timeline';

/** /orders/{id}: one of the customer's orders, its items and a status timeline that updates live. */
export default function CustomerOrderPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const order = trpc.order.byId.useQuery({ id });
  useLiveOrder(id, !order.isError);
  if (!user) return null;
  const data = order.data;

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

        {order.isLoading ? (
          <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
            Carregando pedido...
          </p>
        ) : !data ? (
          <Card>
            <CardContent className="space-y-3 py-12 text-center">
              <p role="alert" className="font-semibold">
                Pedido não encontrado
              </p>
              <p className="text-sm text-muted-foreground">{order.error?.message}</p>
              <Button asChild variant="outline">
                <Link to="/orders">Ver meus pedidos</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
            <Card className="md:order-2">
              <CardHeader>
                <CardTitle className="text-lg">Acompanhe</CardTitle>
              </CardHeader>
              <CardContent>
                <OrderStatusTimeline status={data.status} />
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
                <OrderStatusBadge status={data.status} />
              </CardHeader>
              <CardContent className="space-y-4">
                <OrderItemsList items={data.items} label="Itens do pedido" />
                <dl className="space-y-1 border-t border-border pt-3 text-sm">
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">Subtotal</dt>
                    <dd className="tabular-nums">{formatBRL(data.subtotal)}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">Taxa de entrega</dt>
                    <dd className="tabular-nums">{formatBRL(data.deliveryFee)}</dd>
                  </div>
                  <div className="flex justify-between gap-2 font-semibold">
                    <dt>Total</dt>
                    <dd className="tabular-nums">{formatBRL(data.total)}</dd>
                  </div>
                </dl>
                {data.deliveryAddress || data.notes ? (
                  <dl className="space-y-2 border-t border-border pt-3 text-sm">
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
                  </dl>
                ) : null}
              </CardContent>
            </Card>
          </div>
        )}
      </main>
    </div>
  );
}
