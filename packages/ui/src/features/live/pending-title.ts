import type { OrderStatus } from '@direto/contracts';

/** The tab title with the number of orders still waiting for the owner, e.g. '(2) Direto'. */
export function titleWithPendingCount(title: string, pendingCount: number): string {
  return pendingCount > 0 ? `(${pendingCount}) ${title}` : title;
}

/** Orders not yet confirmed by the restaurant. */
export function countPendingOrders(orders: readonly { status: OrderStatus }[] | undefined): number {
  return orders?.filter((order) => order.status === 'pending').length ?? 0;
}
