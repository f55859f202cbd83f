import { replaceEqualDeep, type Query } from '@tanstack/react-query';
import { ORDER_PAGE_MAX, restaurantToday, type OrderStatus, type RestaurantOrdersInput } from '@direto/contracts';
import type { RouterOutputs } from '@/lib/trpc';
import { CLOSED_BOARD_STATUSES, OPEN_ORDER_STATUSES } from './board-columns';

export type BoardOrder = RouterOutputs['restaurant']['orders'][number];

/** What the board asks `restaurant.orders` for: statuses and, for the closed columns, today. */
export interface BoardQueryInput {
  id: string;
  status: OrderStatus[];
  from?: string;
  to?: string;
}

/**
 * The board's two lists are cached under `restaurant.orders` (so a `restaurant` invalidation —
 * a status change, a live `sync` — refetches them) but with their own type: the open list holds
 * every page, not the page the list view or another screen caches for the same input.
 */
const BOARD_QUERY_TYPE = 'board';
type BoardQueryKey = readonly [readonly ['restaurant', 'orders'], { input: BoardQueryInput; type: typeof BOARD_QUERY_TYPE }];

const boardKey = (input: BoardQueryInput): BoardQueryKey => [['restaurant', 'orders'], { input, type: BOARD_QUERY_TYPE }];

/** Every open order, whatever day it was placed: a late one stays in sight. */
export const openBoardKey = (restaurantId: string) => boardKey({ id: restaurantId, status: [...OPEN_ORDER_STATUSES] });
/** The orders delivered or cancelled today (São Paulo day), newest first, one page. */
export const closedBoardKey = (restaurantId: string, today: string) =>
  boardKey({ id: restaurantId, status: [...CLOSED_BOARD_STATUSES], from: today, to: today });

/** The board's input, if `query` is one of the board's lists. */
export function boardInputOf(query: Pick<Query, 'queryKey'>): BoardQueryInput | null {
  const [path, params] = query.queryKey as readonly unknown[];
  const isOrders = Array.isArray(path) && path[0] === 'restaurant' && path[1] === 'orders';
  const meta = params as { type?: unknown; input?: BoardQueryInput } | undefined;
  return isOrders && meta?.type === BOARD_QUERY_TYPE && meta.input ? meta.input : null;
}

type OrdersClient = { restaurant: { orders: { query: (input: RestaurantOrdersInput) => Promise<BoardOrder[]> } } };

/**
 * The board's lists keep an unchanged order's object by its id, not by its place: TanStack's own
 * sharing compares a list index by index, so an order added at the top made every order below it
 * a new object, and every card re-rendered for one live order (issue 37). A changed order is new
 * (its unchanged parts shared); the list itself is the same when nothing in it changed.
 */
export function shareOrdersById(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return replaceEqualDeep(previous, next);
  const before = new Map((previous as BoardOrder[]).map((order) => [order.id, order]));
  let unchanged = previous.length === next.length;
  const shared = (next as BoardOrder[]).map((order, index) => {
    const kept = before.get(order.id);
    const row = kept ? replaceEqualDeep(kept, order) : order;
    if (row !== previous[index]) unchanged = false;
    return row;
  });
  return unchanged ? previous : shared;
}

/** Upper bound on pages, so a runaway cursor cannot loop: 5 000 open orders is far past any kitchen. */
const MAX_PAGES = 50;

/**
 * Every order of the list, following the API's `before` cursor page by page (100 a page) until
 * a page comes back short: the board shows all open orders, 300 or more.
 */
export async function fetchEveryPage(client: OrdersClient, input: BoardQueryInput): Promise<BoardOrder[]> {
  const orders: BoardOrder[] = [];
  let before: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await client.restaurant.orders.query(before ? { ...input, before } : input);
    orders.push(...rows);
    if (rows.length < ORDER_PAGE_MAX) break;
    before = rows.at(-1)?.id;
  }
  return orders;
}

/** Whether `order` belongs in the list asked for by `input` (statuses, São Paulo days of its creation). */
function belongsTo(order: BoardOrder, input: BoardQueryInput): boolean {
  if (!input.status.includes(order.status)) return false;
  const day = restaurantToday(new Date(order.createdAt));
  return (!input.from || day >= input.from) && (!input.to || day <= input.to);
}

/**
 * The list with `order` put where it now belongs: replaced in place (the other orders keep
 * their identity, so their cards do not re-render), added as the newest, or removed (it left
 * the list's statuses, or `order` is null: it could not be read any more). A list that is one
 * page long keeps its length.
 */
export function withOrder(list: readonly BoardOrder[], input: BoardQueryInput, orderId: string, order: BoardOrder | null, paged: boolean): BoardOrder[] {
  const index = list.findIndex((row) => row.id === orderId);
  const stays = order !== null && belongsTo(order, input);
  if (index >= 0) return stays ? list.with(index, order) : list.toSpliced(index, 1);
  if (!stays) return list as BoardOrder[];
  const added = [order, ...list];
  return paged ? added.slice(0, ORDER_PAGE_MAX) : added;
}

/** The São Paulo day the board's closed columns show now. */
export const boardToday = (now: number) => restaurantToday(new Date(now));
