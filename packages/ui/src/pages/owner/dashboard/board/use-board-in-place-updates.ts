import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderEvent } from '@direto/contracts';
import type { InPlaceOrderUpdates } from '@/features/live/use-live-orders';
import { trpc } from '@/lib/trpc';
import { boardInputOf, withOrder, type BoardOrder } from './board-queries';

/**
 * Issue 37: a live order event moves one card instead of refetching the board (300 open orders
 * and more). The event names the order only, so that one order is read (the same
 * `restaurant.orders` read, narrowed to its id and its new status) and put into the board's
 * cached lists in place; the other cards keep their data and do not re-render. Whatever else
 * reads `restaurant` is invalidated as before (see useRestaurantLiveOrders).
 */
export function useBoardInPlaceUpdates(restaurantId: string): InPlaceOrderUpdates {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useMemo(() => {
    const boardQueries = () => queryClient.getQueryCache().findAll({ predicate: (query) => boardInputOf(query)?.id === restaurantId });
    return {
      covers: (query) => boardInputOf(query) !== null,
      async apply(event: OrderEvent) {
        const queries = boardQueries();
        // A list still loading (or never loaded) gets the order from its own answer.
        if (queries.length === 0 || queries.some((query) => query.state.data === undefined || query.state.fetchStatus === 'fetching')) {
          await queryClient.invalidateQueries({ predicate: (query) => boardInputOf(query)?.id === restaurantId });
          return;
        }
        const found = await utils.client.restaurant.orders.query({ id: restaurantId, status: [event.status], search: event.orderId });
        const order = found.find((row) => row.id === event.orderId) ?? null;
        if (!order) {
          // It changed again since the event (a later event follows) or is out of reach: read the board again.
          await queryClient.invalidateQueries({ predicate: (query) => boardInputOf(query)?.id === restaurantId });
          return;
        }
        for (const query of boardQueries()) {
          const input = boardInputOf(query);
          const list = query.state.data as BoardOrder[] | undefined;
          if (!input || !list) continue;
          // The closed lists are one page (newest first); the open list holds every page.
          queryClient.setQueryData(query.queryKey, withOrder(list, input, event.orderId, order, input.from !== undefined));
        }
      },
    } satisfies InPlaceOrderUpdates;
  }, [queryClient, utils, restaurantId]);
}
