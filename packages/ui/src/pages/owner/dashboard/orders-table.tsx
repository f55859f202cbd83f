import { useId } from 'react';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatBRL, formatDateTime, shortOrderId } from '@/lib/format';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { NextStatusButton } from './next-status-button';
import { groupOrders } from './order-groups';

type RestaurantOrder = RouterOutputs['restaurant']['orders'][number];

const COLUMNS: Column<RestaurantOrder>[] = [
  {
    header: 'Pedido',
    cell: (order) => (
      <>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-mono font-medium">{shortOrderId(order.id)}</span>
          {/* On phones the status and the total sit here instead of their own columns. */}
          <span className="sm:hidden">
            <OrderStatusBadge status={order.status} />
          </span>
          <span className="whitespace-nowrap font-medium sm:hidden">{formatBRL(order.total)}</span>
        </div>
        <div className="text-xs text-muted-foreground">
          {[order.customerName, formatDateTime(order.createdAt), `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'itens'}`]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </>
    ),
  },
  { header: 'Total', from: 'sm', className: 'whitespace-nowrap', cell: (order) => formatBRL(order.total) },
  { header: 'Status', from: 'sm', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: 'Ação', cell: (order) => <NextStatusButton orderId={order.id} status={order.status} /> },
];

/**
 * Every order the API returns with 'Próximo Status' (spec §2), in two lists: the open ones, pending
 * pinned first, and the finished ones (delivered or cancelled); newest first within each.
 */
export function OrdersTable({ restaurantId }: { restaurantId: string }) {
  const orders = trpc.restaurant.orders.useQuery({ id: restaurantId });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={orders} className="text-sm" empty="Nenhum pedido ainda. Compartilhe seu link para receber os primeiros.">
          {(rows) => {
            const { open, finished } = groupOrders(rows);
            return (
              <div className="space-y-6">
                <OrderList title="Em andamento" orders={open} empty="Nenhum pedido em andamento." />
                <OrderList title="Finalizados" orders={finished} empty="Nenhum pedido finalizado ainda." />
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function OrderList({ title, orders, empty }: { title: string; orders: RestaurantOrder[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{orders.length}</span>
      </h3>
      {orders.length > 0 ? (
        <DataTable variant="card" label={`Pedidos ${title.toLowerCase()}`} columns={COLUMNS} rows={orders} />
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
