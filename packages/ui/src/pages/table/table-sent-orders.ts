/**
 * The orders this device sent from one table's link (table mode's 'Pedidos desta mesa'): kept in
 * localStorage under the link's token, so a reload keeps them and another table starts empty.
 */
export interface SentTableOrder {
  id: string;
  createdAt: string;
  total: string;
  lines: { name: string; quantity: number }[];
}

const KEY_PREFIX = 'direto:table-orders:';
/** Older ones than a day belong to another visit. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function readSentOrders(token: string): SentTableOrder[] {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY_PREFIX + token) ?? '[]') as SentTableOrder[];
    return Array.isArray(saved) ? saved.filter((order) => Date.now() - Date.parse(order.createdAt) < KEEP_MS) : [];
  } catch {
    return [];
  }
}

export function rememberSentOrder(token: string, order: SentTableOrder): SentTableOrder[] {
  const next = [...readSentOrders(token), order];
  try {
    localStorage.setItem(KEY_PREFIX + token, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the list lasts as long as the page.
  }
  return next;
}
