import type { EntityManager } from '@mikro-orm/postgresql';
import { benefitValueCents, COUPON_MESSAGES } from '@direto/contracts';
import { readCouponCandidates, readCustomerCouponHistory, type CouponCustomer } from './coupon-reads';
import { evaluateCoupon, type CouponCart, type CouponOutcome, type CouponRow } from './coupon-rules';

/**
 * Issue 31: the one benefit an order gets. Candidates are the code typed, the restaurant's active
 * automatic offers and the recognised customer's own personal coupons (a loyalty reward, a
 * win-back invitation); of those that apply, the best for the customer wins — the largest money
 * value, free delivery valued at the fee it saves. On a tie the code typed wins, then a personal
 * coupon, then the oldest offer.
 */
export interface AppliedBenefit {
  coupon: CouponRow;
  discountCents: number;
  freeDelivery: boolean;
  /** Whether it is the code the customer typed (its refusals name it; an offer's do not). */
  typed: boolean;
}

export interface BenefitDecision {
  /** The benefit the order gets; null when none applies. */
  applied: AppliedBenefit | null;
  /** What the typed code alone would do (null without a code): its refusal is the customer's answer. */
  typedOutcome: CouponOutcome | null;
}

export interface BenefitQuestion {
  restaurantId: string;
  /** The restaurant's IANA time zone (weekdays and hours are its). */
  timeZone: string;
  /** Upper-case, as stored; null = none typed. */
  code: string | null;
  customer: CouponCustomer;
  cart: CouponCart;
  /** The clock service's now. */
  at: Date;
}

/** Which rank wins a tie: the code typed, then a personal coupon, then an offer. */
const tieRank = (benefit: AppliedBenefit) => (benefit.typed ? 0 : benefit.coupon.restaurantCustomerId ? 1 : 2);

/** The better of two benefits for the customer (`a` on a full tie: candidates come oldest first). */
function better(a: AppliedBenefit, b: AppliedBenefit, feeCents: number): AppliedBenefit {
  const difference = benefitValueCents(b, feeCents) - benefitValueCents(a, feeCents);
  if (difference !== 0) return difference > 0 ? b : a;
  return tieRank(b) < tieRank(a) ? b : a;
}

/**
 * Decides the benefit of a cart. Reads the candidates and, only when one has a first-order or
 * per-customer rule, the customer's history; reserves nothing (see coupon-redemption.ts).
 */
export async function decideBenefit(em: EntityManager, question: BenefitQuestion): Promise<BenefitDecision> {
  const { typed, automatic } = await readCouponCandidates(em, question.restaurantId, question.code, question.customer);
  const candidates = [...(typed ? [typed] : []), ...automatic];
  // The customer's history only as far as a candidate needs it (most coupons need none).
  const history = await readCustomerCouponHistory(em, question.restaurantId, question.customer, {
    countOrders: candidates.some((coupon) => coupon.firstOrderOnly),
    couponIds: candidates.filter((coupon) => coupon.perCustomerLimit !== null).map((coupon) => coupon.id),
  });
  const evaluate = (coupon: CouponRow) =>
    evaluateCoupon(coupon, question.cart, { priorOrders: history.priorOrders, redemptions: history.redemptionsOf(coupon.id) }, question.at, question.timeZone);

  const typedOutcome: CouponOutcome | null = question.code ? (typed ? evaluate(typed) : { applies: false, reason: COUPON_MESSAGES.notFound }) : null;
  let applied: AppliedBenefit | null = typed && typedOutcome?.applies ? { coupon: typed, discountCents: typedOutcome.discountCents, freeDelivery: typedOutcome.freeDelivery, typed: true } : null;
  for (const coupon of automatic) {
    const outcome = evaluate(coupon);
    if (!outcome.applies) continue;
    const candidate: AppliedBenefit = { coupon, discountCents: outcome.discountCents, freeDelivery: outcome.freeDelivery, typed: false };
    applied = applied ? better(applied, candidate, question.cart.feeCents) : candidate;
  }
  return { applied, typedOutcome };
}
