import { fromCents } from '@direto/contracts/display';
import { subtotalCents, type CartLine } from '@/features/cart/cart-rules';
import type { DeliveryChoice } from './use-delivery-choice';
import { minimumOrderMessage } from './delivery-text';

type MinimumRestaurant = Pick<DeliveryChoice['restaurant'], 'delivery'>;

const message = (restaurant: MinimumRestaurant, lines: readonly CartLine[]) =>
  restaurant.delivery.delivery ? minimumOrderMessage(fromCents(subtotalCents(lines)), restaurant.delivery.minOrder) : null;

/**
 * Below the restaurant's minimum for delivery, checkout waits (adding items never does); with
 * pickup offered the customer may still go on and pick up, which has no minimum.
 */
export const isBelowCartMinimum = (restaurant: MinimumRestaurant, lines: readonly CartLine[]) => message(restaurant, lines) !== null && !restaurant.delivery.pickup;

/** 'Faltam R$ 7,50 para o pedido mínimo de R$ 30,00'. */
export function CartMinimum({ restaurant, lines }: { restaurant: MinimumRestaurant; lines: readonly CartLine[] }) {
  const text = message(restaurant, lines);
  return text ? <p className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">{text}</p> : null;
}
