import type { OrderStatus } from '@direto/contracts';

/** The board's working columns, in the order an order walks them. */
const OPEN_BOARD_STATUSES = ['pending', 'confirmed', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];
/** Every open status the board shows: a delivery on its way (issue 17) stays in 'Pronto', marked. */
export const OPEN_ORDER_STATUSES = [...OPEN_BOARD_STATUSES, 'out_for_delivery'] as const satisfies readonly OrderStatus[];
const columnOf = (status: OrderStatus): OrderStatus => (status === 'out_for_delivery' ? 'ready' : status);
/** The closed columns, collapsed until the owner opens them. */
export const CLOSED_BOARD_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export interface BoardColumn<T> {
  status: OrderStatus;
  orders: T[];
}

/**
 * The board's columns, one per status, each with its orders: open columns oldest first (the
 * order waiting longest is the next to handle), closed ones newest first. An order appears once
 * even if both queries returned it (it changed status between them).
 */
export function boardColumns<T extends { id: string; status: OrderStatus; createdAt: string }>(
  orders: readonly T[],
): BoardColumn<T>[] {
  const unique = [...new Map(orders.map((order) => [order.id, order])).values()];
  const byAge = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return [
    ...OPEN_BOARD_STATUSES.map((status) => ({ status, orders: unique.filter((order) => columnOf(order.status) === status).sort(byAge) })),
    ...CLOSED_BOARD_STATUSES.map((status) => ({
      status,
      orders: unique.filter((order) => order.status === status).sort((a, b) => byAge(b, a)),
    })),
  ];
}
