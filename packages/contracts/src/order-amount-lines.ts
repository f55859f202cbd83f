import { formatBRL, toCents } from './money';

/**
 * The amounts of an order, or of a cart about to become one, as every place shows them (issue 31):
 * the cart and checkout, both order pages, the owner's detail, the kitchen ticket and the e-mail.
 * One list of lines, so 'Desconto (CUPOM10) −R$ 5,00' reads the same everywhere.
 */
export interface OrderAmountFigures {
  subtotal: string;
  deliveryFee: string;
  total: string;
  /** Off the items' subtotal; absent or '0.00' when the order has no discount. */
  discount?: string | null;
  /** The code whose benefit the order got; null or absent with a benefit = an automatic offer. */
  couponCode?: string | null;
  /** Without a code, the automatic offer's title, when known: its lines name it ('oferta: Frete às terças'). */
  offerTitle?: string | null;
  /**
   * The benefit zeroed the delivery fee. A checkout knows it from the quote; a placed order keeps
   * only its snapshot, where a coupon with no discount and no fee was a free-delivery one.
   */
  freeDelivery?: boolean;
}

export interface OrderAmountLine {
  kind: 'subtotal' | 'discount' | 'deliveryFee' | 'total';
  label: string;
  /** As shown: 'R$ 12,50', '−R$ 5,00', 'Grátis (CUPOM10)'. */
  value: string;
}

/** A true minus sign (U+2212), as the issue writes it: '−R$ 5,00'. */
const MINUS = '\u2212';

/** What the benefit is called in its line: the code, or 'oferta' (with its title when known) for an automatic offer. */
function benefitName(couponCode: string | null | undefined, offerTitle?: string | null): string {
  if (couponCode) return couponCode;
  return offerTitle ? `oferta: ${offerTitle}` : 'oferta';
}

/** 'Desconto (CUPOM10)' or, for an automatic offer, 'Desconto (oferta: 10% às terças)' / 'Desconto (oferta)'. */
export function discountLabel(couponCode: string | null | undefined, offerTitle?: string | null): string {
  return `Desconto (${benefitName(couponCode, offerTitle)})`;
}

/** The fee a free-delivery benefit zeroed: 'Grátis (CUPOM10)', 'Grátis (oferta: Frete às terças)' or 'Grátis (oferta)'. */
export function freeDeliveryText(couponCode: string | null | undefined, offerTitle?: string | null): string {
  return `Grátis (${benefitName(couponCode, offerTitle)})`;
}

/** '−R$ 5,00' */
export function formatDiscount(discount: string): string {
  return `${MINUS}${formatBRL(discount)}`;
}

/** A placed order's snapshot: a benefit (a code, an offer) with neither discount nor fee can only have been free delivery. */
function isFreeDelivery(amounts: OrderAmountFigures, discountCents: number): boolean {
  if (amounts.freeDelivery !== undefined) return amounts.freeDelivery;
  return Boolean(amounts.couponCode || amounts.offerTitle) && discountCents === 0 && toCents(amounts.deliveryFee) === 0;
}

/** Subtotal, the discount (only when there is one), the delivery fee ('Grátis (CUPOM)' when a benefit zeroed it) and the total. */
export function orderAmountLines(amounts: OrderAmountFigures): OrderAmountLine[] {
  const discountCents = amounts.discount ? toCents(amounts.discount) : 0;
  const lines: OrderAmountLine[] = [{ kind: 'subtotal', label: 'Subtotal', value: formatBRL(amounts.subtotal) }];
  if (discountCents > 0) lines.push({ kind: 'discount', label: discountLabel(amounts.couponCode, amounts.offerTitle), value: formatDiscount(amounts.discount ?? '0') });
  const fee = isFreeDelivery(amounts, discountCents) ? freeDeliveryText(amounts.couponCode, amounts.offerTitle) : formatBRL(amounts.deliveryFee);
  lines.push({ kind: 'deliveryFee', label: 'Taxa de entrega', value: fee });
  lines.push({ kind: 'total', label: 'Total', value: formatBRL(amounts.total) });
  return lines;
}
