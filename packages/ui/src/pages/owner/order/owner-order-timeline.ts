import { NEXT_ORDER_STATUS, type OrderStatus, type OrderStatusChange } from '@direto/contracts';

export interface OwnerTimelineStep {
  status: OrderStatus;
  /** When the order reached it; null for a step not reached, or reached before the history was recorded. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/** pending → confirmed → preparing → ready → delivered. */
const SPEC_CHAIN: OrderStatus[] = (() => {
  const chain: OrderStatus[] = ['pending'];
  for (let next = NEXT_ORDER_STATUS.pending; next; next = NEXT_ORDER_STATUS[next]) chain.push(next);
  return chain;
})();

/**
 * The owner's timeline of an order: every step of the 'Próximo Status' chain with the time it
 * was reached (the steps still ahead without one). A cancelled order shows the steps it went
 * through, then 'Cancelado'.
 */
export function ownerOrderTimeline(status: OrderStatus, history: readonly OrderStatusChange[]): OwnerTimelineStep[] {
  // Issue 17: 'Saiu para entrega' is a step of the orders that went through it.
  const wentOut = status === 'out_for_delivery' || history.some((change) => change.status === 'out_for_delivery');
  const CHAIN = wentOut ? [...SPEC_CHAIN.slice(0, 4), 'out_for_delivery' as const, 'delivered' as const] : SPEC_CHAIN;
  // The latest time of each status (a status is reached once; the latest wins if ever repeated).
  const reachedAt = new Map(history.map((change) => [change.status, change.at]));
  if (status === 'cancelled') {
    const furthest = Math.max(0, ...history.map((change) => CHAIN.indexOf(change.status)));
    const through = CHAIN.slice(0, furthest + 1).map((step): OwnerTimelineStep => ({ status: step, at: reachedAt.get(step) ?? null, state: 'done' }));
    return [...through, { status: 'cancelled', at: reachedAt.get('cancelled') ?? null, state: 'current' }];
  }
  const current = CHAIN.indexOf(status);
  return CHAIN.map((step, index) => ({
    status: step,
    at: index <= current ? (reachedAt.get(step) ?? null) : null,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
