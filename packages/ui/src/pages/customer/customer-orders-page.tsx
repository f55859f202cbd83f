import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight, Receipt } from 'lucide-react';
import { paymentSummary, type OrderWithItems } from '@direto/contracts';
import { customerHomePath } from '@/app/route-paths';
import { OrderItemsList } from '@/components/order-items-list';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { BackArrowLink } from '@/components/back-arrow-link';
import { useMyLiveOrders } from '@/features/live/use-live-orders';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toastError } from '@/hooks/use-toast';
import { formatBRL, formatDateTime, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CustomerHeader } from './customer-header';
import { ReorderButton } from './reorder-button';

const PAGE_SIZE = 20;

/**
 * 'Pedidos Anteriores' (/orders): the customer's own orders, newest first, with their status,
 * updated live as the restaurant advances them.
 */
export default function CustomerOrdersPage() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const firstPage = trpc.order.mine.useQuery({ limit: PAGE_SIZE });
  useMyLiveOrders();
  const [olderPages, setOlderPages] = useState<OrderWithItems[][]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  if (!user) return null;
  const orders = [...(firstPage.data ?? []), ...olderPages.flat()];
  const lastPage = olderPages.at(-1) ?? firstPage.data ?? [];
  const hasMore = lastPage.length === PAGE_SIZE;

  const loadMore = async () => {
    const last = orders.at(-1);
    if (!last) return;
    setLoadingMore(true);
    try {
      const page = await utils.order.mine.fetch({ limit: PAGE_SIZE, before: last.id });
      setOlderPages((pages) => [...pages, page]);
    } catch (error) {
      toastError('Erro ao carregar pedidos', error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>Pedidos Anteriores · Direto</title>
      <CustomerHeader user={user} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <div className="flex items-center gap-2">
          <BackArrowLink to={customerHomePath(user)} label="Voltar ao início" />
          <h1 className="text-2xl font-bold tracking-tight">Pedidos Anteriores</h1>
        </div>

        <QueryState
          query={firstPage}
          loading="Carregando pedidos..."
          error="Não foi possível carregar seus pedidos: "
          className="justify-center py-12 text-center"
          empty={<NoOrdersYet home={customerHomePath(user)} />}
        >
          {() => (
            <>
              <ul className="space-y-4">
                {orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </ul>
              {hasMore ? (
                <div className="text-center">
                  <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
                    {loadingMore ? 'Carregando...' : 'Carregar mais'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}

function NoOrdersYet({ home }: { home: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <Receipt aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground">Você ainda não fez nenhum pedido.</p>
        <Button asChild>
          <Link to={home}>Ver restaurantes</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function OrderCard({ order }: { order: OrderWithItems }) {
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold">{order.restaurantName ?? 'Restaurante removido'}</h2>
            <p className="text-sm text-muted-foreground">
              Pedido {shortOrderId(order.id)} · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} orderType={order.orderType} />
        </div>
        <OrderItemsList items={order.items} />
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-border pt-2 text-sm">
          <span className="whitespace-nowrap text-muted-foreground">Taxa de entrega {formatBRL(order.deliveryFee)}</span>
          <span className="whitespace-nowrap font-semibold tabular-nums">Total {formatBRL(order.total)}</span>
        </div>
        {/* Issue 16: how it is paid ('Dinheiro · troco para R$ 50,00'); older orders chose nothing. */}
        {order.payment.method ? <p className="text-sm text-muted-foreground">{paymentSummary(order.payment)}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button asChild variant="link" className="h-auto px-0">
            <Link to={`/orders/${order.id}`} aria-label={`Acompanhar pedido ${shortOrderId(order.id)}`}>
              Acompanhar pedido
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
          {order.restaurantId ? <ReorderButton orderId={order.id} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
