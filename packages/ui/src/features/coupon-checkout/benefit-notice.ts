import type { CheckoutBenefit } from '@/features/cart/cart-rules';

/**
 * What the checkout says about the one benefit the order gets (issue 31: when a code and an offer
 * both apply, the better one wins and checkout says which). `acceptedCode` is the code the
 * customer applied and the quote accepted. Null when nothing applies.
 */
export function benefitNotice(benefit: CheckoutBenefit | null, acceptedCode: string | undefined): string | null {
  if (!benefit) return null;
  const offer = benefit.title ? `a oferta “${benefit.title}”` : 'uma oferta do restaurante';
  if (benefit.code === null) {
    return acceptedCode ? `${capitalise(offer)} vale mais que o cupom ${acceptedCode} e foi aplicada no lugar dele.` : `Oferta aplicada: ${benefit.title ?? 'desconto do restaurante'}`;
  }
  if (benefit.code === acceptedCode) return `Cupom ${acceptedCode} aplicado`;
  if (acceptedCode) return `O cupom ${benefit.code} vale mais que o ${acceptedCode} e foi aplicado no lugar dele.`;
  // The customer's own reward (loyalty card, an invitation), applied without typing it.
  return `Cupom ${benefit.code} aplicado${benefit.title ? `: ${benefit.title}` : ''}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
