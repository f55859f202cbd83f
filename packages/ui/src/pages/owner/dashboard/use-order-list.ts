import { useState } from 'react';
import { ORDER_PAGE_MAX, type RestaurantOrdersInput } from '@direto/contracts';
import { trpc, type RouterOutputs } from '@/lib/trpc';

type RestaurantOrder = RouterOutputs['restaurant']['orders'][number];
/** The list's filters as the API takes them (without the restaurant and the page). */
export type OrderListQuery = Omit<RestaurantOrdersInput, 'id' | 'limit' | 'before'>;

export interface OrderListPages {
  /** Every loaded page, newest first; undefined until the first page arrives. */
  rows: RestaurantOrder[] | undefined;
  error: { message: string } | null;
  /** The last page was full: 'Carregar mais pedidos' asks for the next one. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The owner's order list, page by page (100 a page, the API's cursor `before`). Changing the
 * filters starts again from the first page. Every loaded page is a `restaurant` query, so live
 * events and status changes refresh them all.
 */
export function useOrderList(restaurantId: string, query: OrderListQuery): OrderListPages {
  const input = { id: restaurantId, ...query };
  const key = JSON.stringify(input);
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = paging.key === key ? paging.cursors : [];
  const pages = trpc.useQueries((t) => [undefined, ...cursors].map((before) => t.restaurant.orders(before ? { ...input, before } : input)));

  const loaded = pages.every((page) => page.data !== undefined);
  const rows = pages[0]?.data === undefined ? undefined : pages.flatMap((page) => page.data ?? []);
  const last = pages.at(-1);
  return {
    rows,
    error: pages.find((page) => page.error)?.error ?? null,
    hasMore: loaded && last?.data?.length === ORDER_PAGE_MAX,
    loadingMore: !loaded,
    loadMore: () => {
      const lastRow = rows?.at(-1);
      if (lastRow) setPaging({ key, cursors: [...cursors, lastRow.id] });
    },
  };
}
