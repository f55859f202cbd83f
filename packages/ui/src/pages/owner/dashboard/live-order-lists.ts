import type { Query } from '@tanstack/react-query';
import { ORDER_PAGE_MAX, type OrderStatus } from '@direto/contracts';
import type { BoardOrder } from './board/board-queries';

/**
 * The dashboard's other `restaurant.orders` lists — the pending orders (tab title, alert), the
 * recent orders, the scheduled ones — are first pages of the newest orders, at most of some
 * statuses. A live event puts its order in them (issue 37) instead of reading them again.
 */
export interface FirstPageInput {
  id: string;
  status?: OrderStatus[];
  limit?: number;
}

/** What such a list may be narrowed by: anything else (a day, a search, a cursor) is read again. */
const FIRST_PAGE_FIELDS = new Set(['id', 'status', 'limit']);

/** The list's input, if `query` is a plain first page of `restaurant.orders` (a tRPC query, not the board's). */
export function firstPageInputOf(query: Pick<Query, 'queryKey'>): FirstPageInput | null {
  const [path, params] = query.queryKey as readonly unknown[];
  const isOrders = Array.isArray(path) && path[0] === 'restaurant' && path[1] === 'orders';
  const meta = params as { type?: unknown; input?: Record<string, unknown> } | undefined;
  const input = meta?.input;
  if (!isOrders || meta?.type !== 'query' || !input || typeof input.id !== 'string') return null;
  const narrowedOnlyByStatus = Object.entries(input).every(([field, value]) => value === undefined || FIRST_PAGE_FIELDS.has(field));
  if (!narrowedOnlyByStatus || (input.status !== undefined && !Array.isArray(input.status))) return null;
  return input as unknown as FirstPageInput;
}

/** Whether `query` is a later page (`before`) of the list `input` is the first page of. */
export function isLaterPageOf(query: Pick<Query, 'queryKey'>, input: FirstPageInput): boolean {
  const [path, params] = query.queryKey as readonly unknown[];
  const later = (params as { input?: Record<string, unknown> } | undefined)?.input;
  if (!Array.isArray(path) || path[0] !== 'restaurant' || path[1] !== 'orders' || !later?.before || later.id !== input.id) return false;
  return JSON.stringify(later.status ?? null) === JSON.stringify(input.status ?? null);
}

/** The API's order: newest first, then the larger id. */
const isNewer = (a: BoardOrder, b: BoardOrder) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/** The list must be read again: the change cannot be made from the one order (an order left a full page). */
export const READ_AGAIN = 'read-again';

/**
 * The first page with `order` where the API would now put it: replaced in place (the other rows
 * keep their identity), inserted at its place (newest first; a full page drops its oldest row),
 * or removed. `order` null: it could not be read. Removing a row from a full page would need the
 * next row from the server: READ_AGAIN.
 */
export function withOrderInPage(list: readonly BoardOrder[], input: FirstPageInput, orderId: string, order: BoardOrder | null): BoardOrder[] | typeof READ_AGAIN {
  const pageSize = input.limit ?? ORDER_PAGE_MAX;
  const full = list.length >= pageSize;
  const index = list.findIndex((row) => row.id === orderId);
  const belongs = order !== null && (!input.status || input.status.includes(order.status));
  if (index >= 0) {
    if (belongs) return list.with(index, order);
    return full ? READ_AGAIN : list.toSpliced(index, 1);
  }
  if (!belongs) return list as BoardOrder[];
  const at = list.findIndex((row) => isNewer(order, row));
  // Older than every row of a full page: beyond it.
  if (at < 0) return full ? (list as BoardOrder[]) : [...list, order];
  const added = list.toSpliced(at, 0, order);
  return full ? added.slice(0, pageSize) : added;
}
