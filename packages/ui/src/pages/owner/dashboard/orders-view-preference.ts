export type OrdersView = 'quadro' | 'lista';

const STORAGE_KEY = 'direto.pedidos.visao';
/** The list keeps the dashboard as the spec describes it (an orders table); a counter tablet switches to the board once. */
const DEFAULT_ORDERS_VIEW: OrdersView = 'lista';

/** The view the owner last chose on this browser. */
export function readOrdersView(storage: Storage | undefined = globalThis.localStorage): OrdersView {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return stored === 'quadro' || stored === 'lista' ? stored : DEFAULT_ORDERS_VIEW;
  } catch {
    // Storage can be disabled (privacy settings).
    return DEFAULT_ORDERS_VIEW;
  }
}

export function writeOrdersView(view: OrdersView, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, view);
  } catch {
    // Not remembered, but the choice still applies to this page.
  }
}
