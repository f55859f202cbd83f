import type { CouponBenefitType } from './schemas/coupon';

/**
 * Issue 31: what one benefit takes off an order, in integer cents (the one place this is
 * computed; the server decides with it, a screen may preview with it). The discount applies to
 * the items' subtotal and never exceeds it; free delivery takes nothing off the subtotal and
 * zeroes the fee instead. total = subtotal − discount + fee (fee 0 with free delivery).
 */
export interface BenefitTerms {
  type: CouponBenefitType;
  /** percent: 1–100, with an optional cap. */
  percent?: number | null;
  maxDiscountCents?: number | null;
  /** amount: a fixed value off the subtotal. */
  amountCents?: number | null;
}

/** The subtotal's share, rounded half-up to the centavo (as every amount of an order). */
function percentOf(subtotalCents: number, percent: number): number {
  return Math.floor((subtotalCents * percent + 50) / 100);
}

/**
 * The discount off the items' subtotal. `freeItemUnitCents` is the price of the free unit (one
 * unit of the coupon's product as the cart has it); null when the cart has none (nothing off).
 */
export function benefitDiscountCents(benefit: BenefitTerms, subtotalCents: number, freeItemUnitCents: number | null = null): number {
  const uncapped = (() => {
    switch (benefit.type) {
      case 'percent': {
        const share = percentOf(subtotalCents, benefit.percent ?? 0);
        return benefit.maxDiscountCents === null || benefit.maxDiscountCents === undefined ? share : Math.min(share, benefit.maxDiscountCents);
      }
      case 'amount':
        return benefit.amountCents ?? 0;
      case 'free_item':
        return freeItemUnitCents ?? 0;
      case 'free_delivery':
        return 0;
    }
  })();
  return Math.max(0, Math.min(uncapped, subtotalCents));
}

/** What the order's amounts become with a benefit (all in cents). */
export interface BenefitTotals {
  discountCents: number;
  feeCents: number;
  totalCents: number;
}

/** subtotal − discount + fee, the fee zeroed by free delivery and by nothing else. */
export function totalsWithBenefit(subtotalCents: number, feeCents: number, benefit: { discountCents: number; freeDelivery: boolean } | null): BenefitTotals {
  const discountCents = benefit?.discountCents ?? 0;
  const fee = benefit?.freeDelivery ? 0 : feeCents;
  return { discountCents, feeCents: fee, totalCents: subtotalCents - discountCents + fee };
}

/** What a benefit is worth to the customer, to pick the best of several: the discount, plus the fee it saves. */
export function benefitValueCents(benefit: { discountCents: number; freeDelivery: boolean }, feeCents: number): number {
  return benefit.discountCents + (benefit.freeDelivery ? feeCents : 0);
}
