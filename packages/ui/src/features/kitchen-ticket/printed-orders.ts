/**
 * The orders whose ticket this device already printed, so 'Imprimir automaticamente ao
 * confirmar' prints each order once per device even if it is confirmed again (a retry, a second
 * tab). Kept in localStorage, newest last, at most PRINTED_ORDERS_MAX ids: an order that old
 * is long served.
 */
const STORAGE_KEY = 'direto.impressao.pedidos-impressos';
export const PRINTED_ORDERS_MAX = 200;

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasPrinted(orderId: string): boolean {
  return readIds().includes(orderId);
}

export function rememberPrinted(orderId: string): void {
  const ids = [...readIds().filter((id) => id !== orderId), orderId].slice(-PRINTED_ORDERS_MAX);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the worst case is one more ticket.
  }
}
