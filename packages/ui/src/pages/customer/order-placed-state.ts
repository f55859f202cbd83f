/**
 * The history state with which checkout opens /orders/{id}: that page then greets with
 * 'Pedido realizado!' (spec §8). History state, not the URL, so a reload or a shared link shows the plain page.
 */
export const ORDER_JUST_PLACED = { justPlaced: true } as const;

export function isOrderJustPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justPlaced?: unknown }).justPlaced === true;
}
