import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CouponQuote, OrderType } from '@direto/contracts';
import type { CheckoutBenefit } from '@/features/cart/cart-rules';
import { trpc } from '@/lib/trpc';

/** What the checkout step knows that a coupon's conditions read: order type, bairro, phone and fee. */
export interface BenefitContext {
  orderType: OrderType;
  district: string | null;
  /** E.164, once the typed phone is a valid one (per-customer and first-order rules). */
  phone: string | null;
  deliveryFee: string | null;
}

const START: BenefitContext = { orderType: 'delivery', district: null, phone: null, deliveryFee: null };

/** The benefit the quote says the order gets; an older server's quote only speaks of the code. */
function benefitOf(quote: CouponQuote | undefined, code: string | null): CheckoutBenefit | null {
  if (!quote) return null;
  if (quote.applied) return { ...quote.applied };
  return code && quote.valid ? { code, discount: quote.discount, freeDelivery: quote.freeDelivery } : null;
}

/**
 * Issue 31, the customer's side of coupons: the code applied with 'Aplicar' (until 'Remover') and
 * the server's quote for this cart, asked again whenever the cart, order type, bairro or phone
 * change. Without a code the quote still says what the order gets anyway (an automatic offer, the
 * customer's reward), so the cart and checkout show it and the order is sent with the server's total.
 * Nothing is reserved: the order's own transaction decides.
 *
 * `subtotal` is null for an empty cart (nothing to ask). `askWithoutCode`: whether to ask before a
 * code is applied (the checkout step, or a restaurant with offers): the quote is limited per
 * address, so a cart's every tap does not ask for nothing.
 */
export function useCheckoutBenefit(restaurantId: string, subtotal: string | null, askWithoutCode: boolean) {
  const utils = trpc.useUtils();
  const [code, setCode] = useState<string | null>(null);
  const [context, setContext] = useState<BenefitContext>(START);
  const input = { id: restaurantId, code, subtotal: subtotal ?? '0.00', ...context };
  const enabled = subtotal !== null && (askWithoutCode || code !== null);
  const quote = useQuery({
    queryKey: ['coupon-quote', input],
    queryFn: () => utils.client.coupon.quote.mutate(input),
    enabled,
    retry: false,
    // While the cart changes, the last answer stays on screen (a new code starts blank).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] as typeof input | undefined)?.code === code ? previous : undefined,
  });
  const answer = quote.data;
  // A code the quote refused, or one the server could not read (its message: 'Código do cupom: use de 3 a 20 …').
  const refusal = code ? (answer && !answer.valid ? (answer.reason ?? 'Cupom inválido') : quote.error?.message) : undefined;
  return {
    /** The code asked for, accepted or not. */
    code,
    apply: setCode,
    remove: () => setCode(null),
    /** The checkout step reports what the quote depends on. */
    setContext,
    benefit: code && !answer ? null : benefitOf(answer, code),
    refusal,
    /** The code to send as order.couponCode: only one the quote accepted. */
    acceptedCode: code && answer?.valid ? code : undefined,
    /** A quote is on its way: the amounts may be about to change. */
    checking: quote.isFetching,
  };
}

export type CheckoutBenefitState = ReturnType<typeof useCheckoutBenefit>;
