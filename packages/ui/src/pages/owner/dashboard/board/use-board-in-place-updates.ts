import { useMemo } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { OrderEvent } from '@direto/contracts';
import type { InPlaceOrderUpdates } from '@/features/live/use-live-orders';
import { trpc } from '@/lib/trpc';
import { firstPageInputOf, isLaterPageOf, READ_AGAIN, withOrderInPage } from '../live-order-lists';
import { boardInputOf, withOrder, type BoardOrder } from './board-queries';

/** An order event changes nothing of the restaurant itself (`restaurant.mine`): it is not read again for one. */
const isOwnRestaurant = (query: Query) => {
  const [path] = query.queryKey as readonly unknown[];
  return Array.isArray(path) && path[0] === 'restaurant' && path[1] === 'mine';
};

/** Loaded and not being read again: an order can be put in it (a list still loading gets it from its own answer). */
const isSettled = (query: Query) => query.state.data !== undefined && query.state.fetchStatus !== 'fetching';

/**
 * Issue 37: a live order event moves one card instead of refetching the board (300 open orders
 * and more), and puts the order in the dashboard's other order lists (pending, recent,
 * scheduled) instead of reading them again. The event names the order only, so that one order
 * is read (the same `restaurant.orders` read, narrowed to its id and its new status) and put into
 * the cached lists in place; the other rows keep their data and their cards do not re-render. A
 * list the order cannot be put in from itself (an order left a full page, a list still loading)
 * is read again. Whatever else reads `restaurant` (the stats) is invalidated as before (see
 * useRestaurantLiveOrders).
 */
export function useBoardInPlaceUpdates(restaurantId: string): InPlaceOrderUpdates {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useMemo(() => {
    const cache = queryClient.getQueryCache();
    const isOwnList = (query: Query) => (boardInputOf(query) ?? firstPageInputOf(query))?.id === restaurantId;
    const readAgain = (queries: readonly Query[]) =>
      Promise.all(queries.map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }))).then(() => undefined);
    return {
      covers: (query) => isOwnRestaurant(query) || isOwnList(query),
      async apply(event: OrderEvent) {
        const lists = cache.findAll({ predicate: isOwnList });
        const settled = lists.filter(isSettled);
        void readAgain(lists.filter((query) => !isSettled(query)));
        if (settled.length === 0) return;
        const found = await utils.client.restaurant.orders.query({ id: restaurantId, status: [event.status], search: event.orderId });
        const order = found.find((row) => row.id === event.orderId) ?? null;
        if (!order) {
          // It changed again since the event (a later event follows) or is out of reach: read the lists again.
          await readAgain(settled);
          return;
        }
        const toReadAgain: Query[] = [];
        for (const query of settled) {
          const list = query.state.data as BoardOrder[];
          const boardInput = boardInputOf(query);
          if (boardInput) {
            // The closed lists are one page (newest first); the open list holds every page.
            queryClient.setQueryData(query.queryKey, withOrder(list, boardInput, event.orderId, order, boardInput.from !== undefined));
            continue;
          }
          const input = firstPageInputOf(query);
          if (!input) continue;
          const next = withOrderInPage(list, input, event.orderId, order);
          // A page that drops its oldest row would leave a hole before a later page loaded after it (the orders table).
          const dropsRow = next !== READ_AGAIN && next.length === list.length && !list.some((row) => row.id === event.orderId);
          const hasLaterPages = cache.findAll({ predicate: (other) => isLaterPageOf(other, input) }).length > 0;
          if (next === READ_AGAIN || (dropsRow && next !== list && hasLaterPages)) toReadAgain.push(query);
          else if (next !== list) queryClient.setQueryData(query.queryKey, next);
        }
        await readAgain(toReadAgain);
      },
    } satisfies InPlaceOrderUpdates;
  }, [queryClient, utils, restaurantId]);
}
