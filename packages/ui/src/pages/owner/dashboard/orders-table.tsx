import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatBRL, formatDateTime, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { NextStatusButton } from './next-status-button';
import { OrderStatusBadge } from '@/components/order-status-badge';

/** Every order the API returns, newest first, with 'Próximo Status' (spec §2). */
export function OrdersTable({ restaurantId }: { restaurantId: string }) {
  const orders = trpc.restaurant.orders.useQuery({ id: restaurantId });
  const rows = orders.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.isLoading ? (
          <Spinner />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {orders.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum pedido ainda. Compartilhe seu link para receber os primeiros.</p>
        ) : (
          <div className="-mx-6 overflow-x-auto px-6">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Pedido</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Total</th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">Status</th>
                  <th scope="col" className="py-2 font-medium">Ação</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((order) => (
                  <tr key={order.id}>
                    <td className="py-3 pr-3 sm:pr-4">
                      <div className="flex items-center gap-2">
                        <span className="font-mono font-medium">{shortOrderId(order.id)}</span>
                        {/* On phones the status sits here instead of its own column. */}
                        <span className="sm:hidden">
                          <OrderStatusBadge status={order.status} />
                        </span>
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {[order.customerName, formatDateTime(order.createdAt), `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'itens'}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </td>
                    <td className="whitespace-nowrap py-3 pr-3 sm:pr-4">{formatBRL(order.total)}</td>
                    <td className="hidden py-3 pr-4 sm:table-cell">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="py-3">
                      <NextStatusButton restaurantId={restaurantId} orderId={order.id} status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
