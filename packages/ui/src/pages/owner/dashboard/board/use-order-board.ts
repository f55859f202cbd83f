import { ORDER_PAGE_MAX, restaurantToday } from '@direto/contracts';
import { usePendingAlert } from '@/features/live/pending-alert-context';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { boardColumns, CLOSED_BOARD_STATUSES, OPEN_ORDER_STATUSES, type BoardColumn } from './board-columns';

export type BoardOrder = RouterOutputs['restaurant']['orders'][number];

export interface OrderBoardData {
  columns: BoardColumn<BoardOrder>[] | undefined;
  /** A column holds the largest page the API gives: there may be more than it shows. */
  isFull: (column: BoardColumn<BoardOrder>) => boolean;
  error: { message: string } | null;
  refetch: () => void;
}

/**
 * The board's orders: every open order (whatever day it was placed: a late one stays in sight)
 * and the orders delivered or cancelled today, São Paulo day. Both queries are part of
 * `restaurant`, which live events and status changes invalidate, so cards move by themselves.
 */
export function useOrderBoard(restaurantId: string): OrderBoardData {
  const { now } = usePendingAlert();
  const today = restaurantToday(new Date(now));
  const open = trpc.restaurant.orders.useQuery({ id: restaurantId, status: [...OPEN_ORDER_STATUSES] });
  const closed = trpc.restaurant.orders.useQuery({ id: restaurantId, status: [...CLOSED_BOARD_STATUSES], from: today, to: today });
  const loaded = open.data && closed.data ? [...open.data, ...closed.data] : undefined;
  const fullQueries = new Set([open.data?.length === ORDER_PAGE_MAX ? 'open' : null, closed.data?.length === ORDER_PAGE_MAX ? 'closed' : null]);
  return {
    columns: loaded ? boardColumns(loaded) : undefined,
    isFull: (column) => fullQueries.has((CLOSED_BOARD_STATUSES as readonly string[]).includes(column.status) ? 'closed' : 'open'),
    error: open.error ?? closed.error,
    refetch: () => {
      void open.refetch();
      void closed.refetch();
    },
  };
}
