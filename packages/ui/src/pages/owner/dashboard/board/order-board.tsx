import { useState } from 'react';
import type { OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BoardColumn } from './board-column';
import { CLOSED_BOARD_STATUSES } from './board-columns';
import { useOrderBoard } from './use-order-board';

const isClosed = (status: OrderStatus) => (CLOSED_BOARD_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * 'Quadro': the orders as columns by status — Pendente, Confirmado, Preparando, Pronto, then
 * today's Entregue and Cancelado folded — each with its count, kept live (see useOrderBoard).
 * From 1024 px (a 10-inch tablet in landscape) every column fits the width (with a closed column
 * unfolded the board may scroll sideways); below, the columns are a strip the thumb swipes
 * through, one column at a time (scroll-snap), the next one peeking.
 */
export function OrderBoard({ restaurantId }: { restaurantId: string }) {
  const board = useOrderBoard(restaurantId);
  const [expanded, setExpanded] = useState<ReadonlySet<OrderStatus>>(new Set());
  const toggle = (status: OrderStatus) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(status)) next.add(status);
      return next;
    });

  if (board.error) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p className="text-destructive">{board.error.message}</p>
        <Button variant="outline" size="sm" onClick={board.refetch}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (!board.columns) return <Spinner />;

  // At 1024 px and up a grid: open columns share the width, folded ones take only what they need.
  // An unfolded closed column may not squeeze the others below a card's width: the board scrolls instead.
  const gridColumns = board.columns.map((column) => (isClosed(column.status) && !expanded.has(column.status) ? 'auto' : 'minmax(11rem, 1fr)')).join(' ');
  return (
    <div
      // The strip reaches the card's edges (phones: a narrower margin, so a column takes most of the screen).
      className="-mx-6 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-3 px-3 pb-2 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:snap-none lg:px-0"
      style={{ gridTemplateColumns: gridColumns }}
    >
      {board.columns.map((column) => (
        <BoardColumn
          key={column.status}
          status={column.status}
          orders={column.orders}
          more={board.isFull(column)}
          collapsible={isClosed(column.status) ? { expanded: expanded.has(column.status), onToggle: () => toggle(column.status) } : undefined}
        />
      ))}
    </div>
  );
}
