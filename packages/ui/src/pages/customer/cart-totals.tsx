import { fromCents } from '@direto/contracts/display';
import { deliveryFeeCents, subtotalCents, totalCents, type CartLine } from '@/features/cart/cart-rules';
import { OrderAmounts } from '@/components/order-amounts';

/** Subtotal, delivery fee and total of a cart (spec §9): the cart and the checkout step show the same. */
export function CartTotals({ lines, deliveryFee }: { lines: readonly CartLine[]; deliveryFee: string }) {
  return (
    <OrderAmounts
      subtotal={fromCents(subtotalCents(lines))}
      deliveryFee={fromCents(deliveryFeeCents(deliveryFee))}
      total={fromCents(totalCents(lines, deliveryFee))}
    />
  );
}
