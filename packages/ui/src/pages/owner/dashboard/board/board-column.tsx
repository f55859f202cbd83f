import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@direto/contracts';
import { cn } from '@/lib/cn';
import { OrderBoardCard } from './order-board-card';
import type { BoardOrder } from './use-order-board';

interface BoardColumnProps {
  status: OrderStatus;
  orders: BoardOrder[];
  /** The API's page was full: there may be more orders than the column holds ('100+'). */
  more: boolean;
  /** Closed columns (Entregue, Cancelado) can fold into a narrow strip; open ones cannot. */
  collapsible?: { expanded: boolean; onToggle: () => void };
}

// Whole class names so that Tailwind finds them: the header's colour per status.
const HEADER_COLOURS: Record<OrderStatus, string> = {
  pending: 'border-t-amber-500',
  confirmed: 'border-t-sky-500',
  preparing: 'border-t-violet-500',
  ready: 'border-t-emerald-500',
  out_for_delivery: 'border-t-teal-500',
  delivered: 'border-t-stone-400',
  cancelled: 'border-t-red-400',
};

/**
 * A column of the board: the status and its count, then the cards. On phones and portrait
 * tablets it is one stop of a horizontal strip (scroll-snap); from 1024 px the board is a grid.
 */
export function BoardColumn({ status, orders, more, collapsible }: BoardColumnProps) {
  const listId = useId();
  const label = ORDER_STATUS_LABELS[status];
  const count = `${orders.length}${more ? '+' : ''}`;
  const collapsed = collapsible && !collapsible.expanded;

  if (collapsed) {
    return (
      <section aria-label={label} className="shrink-0 snap-start">
        <button
          type="button"
          aria-expanded={false}
          onClick={collapsible.onToggle}
          className={cn(
            'flex h-full min-h-40 w-14 flex-col items-center gap-2 rounded-lg border border-t-4 border-border bg-muted/60 px-1 py-3 text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            HEADER_COLOURS[status],
          )}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {/* Written top to bottom: the folded column stays narrow. Its name reads 'Entregue 3'. */}
          <span className="[writing-mode:vertical-rl]">{label}</span>{' '}
          <span className="rounded-full bg-background px-2 py-0.5 text-xs">{count}</span>
        </button>
      </section>
    );
  }

  return (
    <section
      aria-label={label}
      className={cn(
        'flex w-[85%] shrink-0 snap-start flex-col rounded-lg border border-t-4 border-border bg-muted/60 sm:w-[45%] lg:w-auto lg:min-w-0',
        HEADER_COLOURS[status],
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          {label}
          <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">{count}</span>
        </h3>
        {collapsible ? (
          <button
            type="button"
            aria-expanded={true}
            aria-controls={listId}
            onClick={collapsible.onToggle}
            className="rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronRight className="size-4" aria-hidden="true" />
            <span className="sr-only">Recolher {label}</span>
          </button>
        ) : null}
      </header>
      {orders.length > 0 ? (
        <ul id={listId} className="flex flex-col gap-2 px-2 pb-2">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderBoardCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <p id={listId} className="px-3 pb-3 text-sm text-muted-foreground">
          Nenhum pedido.
        </p>
      )}
    </section>
  );
}
