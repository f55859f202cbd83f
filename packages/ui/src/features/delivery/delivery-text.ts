import { formatTimeRange, fromCents, minimumMissingCents, parseTimeRange, toCents } from '@direto/contracts/display';
import type { Restaurant } from '@direto/contracts';
import { formatBRL } from '@/lib/format';

/**
 * The menu header's delivery lines: 'Entrega 40–50 min · R$ 5,00' (flat fee), 'Entrega a partir
 * de R$ 3,00' (by bairro) and 'Retirada 20–30 min'.
 */
export function deliveryHeadlines(restaurant: Pick<Restaurant, 'deliveryFee' | 'deliveryTime' | 'delivery'>): string[] {
  const { delivery } = restaurant;
  const lines: string[] = [];
  if (delivery.delivery) {
    if (delivery.feeFrom !== null) lines.push(`Entrega a partir de ${formatBRL(delivery.feeFrom)}`);
    else {
      const time = parseTimeRange(restaurant.deliveryTime);
      lines.push(`Entrega ${time ? formatTimeRange(time) : restaurant.deliveryTime} · ${formatBRL(restaurant.deliveryFee)}`);
    }
  }
  if (delivery.pickup) lines.push(`Retirada ${formatTimeRange(delivery.pickupTime)}`);
  return lines;
}

/** 'Faltam R$ 7,50 para o pedido mínimo de R$ 30,00', or null when the subtotal reaches it. */
export function minimumOrderMessage(subtotal: string, minOrder: string | null): string | null {
  const missing = minimumMissingCents(subtotal, minOrder);
  return missing > 0 && minOrder ? `Faltam ${formatBRL(fromCents(missing))} para o pedido mínimo de ${formatBRL(minOrder)}` : null;
}

/**
 * The fee the cart shows before the checkout knows the address: free above the threshold, the
 * lowest bairro fee ('a partir de') for a restaurant with bairros, else the flat fee.
 */
export function cartDeliveryFee(restaurant: Pick<Restaurant, 'deliveryFee' | 'delivery'>, subtotalCents: number): string {
  const { delivery } = restaurant;
  if (!delivery.delivery) return '0.00';
  if (delivery.freeDeliveryAbove !== null && subtotalCents >= toCents(delivery.freeDeliveryAbove)) return '0.00';
  return delivery.feeFrom ?? restaurant.deliveryFee;
}
