import { FINAL_ORDER_STATUSES, type OrderStatus } from '@direto/contracts';

export interface OrderGroups<T> {
  /** Orders still to be handled: pending ones first (they wait for the owner), then the rest. */
  open: T[];
  /** Delivered and cancelled orders. */
  finished: T[];
}

/** Splits the dashboard's orders into open and finished, keeping the API's order (newest first) within each. */
export function groupOrders<T extends { status: OrderStatus }>(orders: readonly T[]): OrderGroups<T> {
  const finished = orders.filter((order) => FINAL_ORDER_STATUSES.includes(order.status));
  const open = orders.filter((order) => !FINAL_ORDER_STATUSES.includes(order.status));
  return {
    open: [...open.filter((order) => order.status === 'pending'), ...open.filter((order) => order.status !== 'pending')],
    finished,
  };
}
