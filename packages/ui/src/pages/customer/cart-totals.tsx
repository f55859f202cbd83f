import { checkoutAmounts, type CartLine, type CheckoutBenefit } from '@/features/cart/cart-rules';
import { OrderAmounts } from '@/components/order-amounts';

/**
 * Subtotal, the coupon's or offer's discount (issue 31), delivery fee and total of a cart (spec §9):
 * the cart and the checkout step show the same, and the order is sent with these amounts.
 */
export function CartTotals({ lines, deliveryFee, benefit }: { lines: readonly CartLine[]; deliveryFee: string; benefit?: CheckoutBenefit | null }) {
  return <OrderAmounts {...checkoutAmounts(lines, deliveryFee, benefit)} couponCode={benefit?.code} offerTitle={benefit?.code ? null : benefit?.title} freeDelivery={benefit?.freeDelivery ?? false} />;
}
