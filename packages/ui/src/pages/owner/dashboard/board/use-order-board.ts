import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_MAX } from '@direto/contracts';
import { usePendingAlert } from '@/features/live/pending-alert-context';
import { trpc } from '@/lib/trpc';
import { boardColumns, CLOSED_BOARD_STATUSES, type BoardColumn } from './board-columns';
import { boardToday, closedBoardKey, fetchEveryPage, openBoardKey, shareOrdersById, type BoardOrder } from './board-queries';

export type { BoardOrder } from './board-queries';

export interface OrderBoardData {
  columns: BoardColumn<BoardOrder>[] | undefined;
  /** A closed column holds the largest page the API gives: there may be more than it shows. */
  isFull: (column: BoardColumn<BoardOrder>) => boolean;
  error: { message: string } | null;
  refetch: () => void;
}

/**
 * The board's orders: every open order (whatever day it was placed: a late one stays in sight;
 * all of them, page after page) and the orders delivered or cancelled today, São Paulo day. Both
 * lists are `restaurant.orders` queries: a status change or a live `sync` refetches them, and a
 * live order event puts its order in place (useBoardInPlaceUpdates), so cards move by themselves.
 */
export function useOrderBoard(restaurantId: string): OrderBoardData {
  const { now } = usePendingAlert();
  const utils = trpc.useUtils();
  const openKey = openBoardKey(restaurantId);
  const closedKey = closedBoardKey(restaurantId, boardToday(now));
  const open = useQuery({ queryKey: openKey, queryFn: () => fetchEveryPage(utils.client, openKey[1].input), structuralSharing: shareOrdersById });
  const closed = useQuery({ queryKey: closedKey, queryFn: () => utils.client.restaurant.orders.query(closedKey[1].input), structuralSharing: shareOrdersById });
  // Recomputed only when a list changed: the orders keep their identity, so unchanged cards skip rendering.
  const columns = useMemo(() => (open.data && closed.data ? boardColumns([...open.data, ...closed.data]) : undefined), [open.data, closed.data]);
  const closedFull = closed.data !== undefined && closed.data.length >= ORDER_PAGE_MAX;
  return {
    columns,
    isFull: (column) => closedFull && (CLOSED_BOARD_STATUSES as readonly string[]).includes(column.status),
    error: open.error ?? closed.error,
    refetch: () => {
      void open.refetch();
      void closed.refetch();
    },
  };
}
