import { RECENT_ORDERS_COUNT } from '@direto/contracts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { OrderDetailLink } from '../order/order-detail-link';

/** The 3 newest orders: id suffix (a link to the order), total and status (spec §2, §9). */
export function RecentOrdersCard({ restaurantId }: { restaurantId: string }) {
  // Only the rows shown: a live order is put in this short page in place (issue 37).
  const orders = trpc.restaurant.orders.useQuery({ id: restaurantId, limit: RECENT_ORDERS_COUNT });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos recentes</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={orders} className="text-sm" empty="Nenhum pedido ainda.">
          {(all) => (
            <ul className="divide-y divide-border">
              {all.slice(0, RECENT_ORDERS_COUNT).map((order) => (
                <li key={order.id} className="grid grid-cols-[1fr_auto_6.5rem] items-center gap-3 py-2">
                  <span className="text-sm font-medium">
                    Pedido <OrderDetailLink orderId={order.id} className="font-mono" />
                  </span>
                  <span className="text-right text-sm">{formatBRL(order.total)}</span>
                  <span className="flex justify-end">
                    <OrderStatusBadge status={order.status} orderType={order.orderType} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
