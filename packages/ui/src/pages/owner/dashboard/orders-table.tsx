import { useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@direto/contracts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PrintTicketButton } from '@/features/kitchen-ticket/print-ticket-button';
import { PixStatusBadge } from '@/features/payment/pix-status-badge';
import { OrderOriginTag } from '@/features/staff-orders/order-origin-tag';
import { useDebounce } from '@/hooks/use-debounce';
import { formatBRL, formatDateTime } from '@/lib/format';
import type { RouterOutputs } from '@/lib/trpc';
import { OrderDetailLink } from '../order/order-detail-link';
import { NextStatusButton } from './next-status-button';
import { groupOrders } from './order-groups';
import { hasFilters, NO_FILTERS, OrderListFilterBar, toOrderListQuery } from './order-list-filter-bar';
import { PendingWaitBadge } from './pending-wait-badge';
import { useOrderList } from './use-order-list';

type RestaurantOrder = RouterOutputs['restaurant']['orders'][number];

const COLUMNS: Column<RestaurantOrder>[] = [
  {
    header: 'Pedido',
    cell: (order) => (
      <>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <OrderDetailLink orderId={order.id} className="-mx-1 px-1 py-1 font-mono" />
          {/* On phones the status and the total sit here instead of their own columns. */}
          <span className="sm:hidden">
            <OrderStatusBadge status={order.status} orderType={order.orderType} />
          </span>
          <span className="whitespace-nowrap font-medium sm:hidden">{formatBRL(order.total)}</span>
          <PixStatusBadge order={order} />
          <OrderOriginTag order={order} />
        </div>
        <div className="text-xs text-muted-foreground">
          {[order.customerName, formatDateTime(order.createdAt), `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'itens'}`]
            .filter(Boolean)
            .join(' · ')}
        </div>
        <PendingWaitBadge order={order} />
      </>
    ),
  },
  { header: 'Total', from: 'sm', className: 'whitespace-nowrap', cell: (order) => formatBRL(order.total) },
  { header: 'Status', from: 'sm', cell: (order) => <OrderStatusBadge status={order.status} orderType={order.orderType} /> },
  {
    header: 'Ação',
    cell: (order) => (
      <div className="flex flex-wrap items-center gap-2">
        <NextStatusButton orderId={order.id} status={order.status} orderType={order.orderType} />
        <PrintTicketButton orderId={order.id} compact />
      </div>
    ),
  },
];

/**
 * 'Lista': the orders with 'Próximo Status' (spec §2), filtered by a search (customer or short id),
 * a status and a range of days, 100 at a time ('Carregar mais pedidos'), in two lists: the open
 * ones, pending pinned first, and the finished ones (delivered or cancelled); newest first within each.
 */
export function OrdersTable({ restaurantId }: { restaurantId: string }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  // The search waits for a pause in typing; the other filters apply at once.
  const search = useDebounce(filters.search, SEARCH_DEBOUNCE_MS);
  const list = useOrderList(restaurantId, toOrderListQuery({ ...filters, search }));
  const filtered = hasFilters(filters);
  return (
    <div className="space-y-4">
      <OrderListFilterBar values={filters} onChange={setFilters} />
      <QueryState
        query={{ data: list.rows, isError: list.error !== null, error: list.error }}
        className="text-sm"
        empty={filtered ? 'Nenhum pedido encontrado com esses filtros.' : 'Nenhum pedido ainda. Compartilhe seu link para receber os primeiros.'}
      >
        {(rows) => {
          const { open, finished } = groupOrders(rows);
          return (
            <div className="space-y-6">
              <OrderList title="Em andamento" orders={open} empty="Nenhum pedido em andamento." />
              <OrderList title="Finalizados" orders={finished} empty="Nenhum pedido finalizado ainda." />
              {list.hasMore || list.loadingMore ? (
                <div className="flex justify-center">
                  <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
                    {list.loadingMore ? 'Carregando...' : 'Carregar mais pedidos'}
                  </Button>
                </div>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </div>
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
