import { RECENT_ORDERS_COUNT } from '@direto/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatBRL, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { OrderStatusBadge } from '@/components/order-status-badge';

/** The 3 newest orders: id suffix, total and status (spec §2, §9). */
export function RecentOrdersCard({ restaurantId }: { restaurantId: string }) {
  const orders = trpc.restaurant.orders.useQuery({ id: restaurantId });
  const recent = (orders.data ?? []).slice(0, RECENT_ORDERS_COUNT);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos recentes</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.isLoading ? (
          <Spinner />
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum pedido ainda.</p>
        ) : (
          <ul className="divide-y divide-border">
            {recent.map((order) => (
              <li key={order.id} className="grid grid-cols-[1fr_auto_6.5rem] items-center gap-3 py-2">
                <span className="text-sm font-medium">
                  Pedido <span className="font-mono">{shortOrderId(order.id)}</span>
                </span>
                <span className="text-right text-sm">{formatBRL(order.total)}</span>
                <span className="flex justify-end">
                  <OrderStatusBadge status={order.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
