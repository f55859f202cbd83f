import { ORDER_STATUS_LABELS, type OrderStatus } from './constants';
import { toCents } from './money';
import type { PlacedOrderType, TimeRange } from './schemas/delivery';

/**
 * `@direto/contracts/display`: what the customer's menu page shows (prices, times, statuses,
 * option lines), without zod or any schema (issue 20): the whole index would build every schema
 * on the phone before the menu answers a tap. The index exports all of it too.
 */
export { formatBRL, formatRating, fromCents, toCents } from './money';
export { findChoiceProblem, optionsCents } from './option-pricing';
export { describeItemOptions } from './line-options';
export { totalsWithBenefit } from './coupon-benefit';
export { discountLabel, formatDiscount, freeDeliveryText, orderAmountLines, type OrderAmountFigures, type OrderAmountLine } from './order-amount-lines';
export { FINAL_ORDER_STATUSES, LIMITS, PRODUCTS_PER_PAGE } from './constants';
export { tableLabel } from './schemas/tables';

/** The restaurant's calendar: order lists filtered by day count days in this time zone. */
export const RESTAURANT_TIME_ZONE = 'America/Sao_Paulo';

export const SCHEDULED_ONLY_MESSAGE = 'Aceitando apenas pedidos agendados';

/** "ab12…cd34" → "#cd34": how the spec shows an order id (last 4 characters). */
export function shortOrderId(id: string): string {
  return `#${id.slice(-4)}`;
}

/** A status as the customer and the restaurant read it: a pickup order that is ready waits at the counter. */
export function orderStatusLabel(status: OrderStatus, orderType: PlacedOrderType = 'delivery'): string {
  if (status === 'ready' && orderType === 'pickup') return 'Pronto para retirada';
  return ORDER_STATUS_LABELS[status];
}

/** '40–50 min' (or '30 min' when both ends are the same). */
export const formatTimeRange = (range: TimeRange) => (range.min === range.max ? `${range.min} min` : `${range.min}–${range.max} min`);

/** The restaurant's '30-45 min' text as a range, when it is one; null for free text. */
export function parseTimeRange(text: string): TimeRange | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–a]+\s*(\d{1,3}))?\s*(?:min|minutos)?\s*$/i.exec(text);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return min <= max ? { min, max } : null;
}

/** 'Faltam R$ 7,50 para o pedido mínimo de R$ 30,00' */
export function minimumMissingCents(subtotal: string, minOrder: string | null): number {
  return minOrder === null ? 0 : Math.max(0, toCents(minOrder) - toCents(subtotal));
}
