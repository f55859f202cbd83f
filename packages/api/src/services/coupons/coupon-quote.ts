import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents, toE164Phone, type CouponQuote, type couponQuoteInputSchema } from '@direto/contracts';
import { Restaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../../clock';
import { notFound } from '../../errors';
import { isFreeDeliveryAbove } from '../order-delivery-charge';
import { minutesText, takeHit } from '../rate-limit';
import { RESTAURANT_NOT_FOUND } from '../restaurant-ownership';
import { decideBenefit, type AppliedBenefit } from './coupon-choice';
import type { CouponCustomer } from './coupon-reads';

type QuoteInput = z.output<typeof couponQuoteInputSchema>;

/** Who asks: the signed-in account (if any), the browser's remembered device, its address. */
export interface QuoteAsker {
  user: IUser | null;
  deviceId: string | null;
  ip: string;
}

const QUOTES_PER_MINUTE = 60;
const tooManyQuotes = (minutes: number) => `Muitas consultas de cupom. Tente novamente em ${minutesText(minutes)}.`;

/**
 * POST /api/restaurants/{id}/coupon-quote (issue 31): what a code would do to a cart, and which
 * benefit the order would get (the code, or a better offer or the customer's own reward) — by
 * the very rules of placement, reserving nothing. Limited per address (it answers about phones).
 */
export async function quoteCoupon(em: EntityManager, asker: QuoteAsker, input: QuoteInput): Promise<CouponQuote> {
  await takeHit(em, [{ key: `coupon-quote:ip:${asker.ip}`, max: QUOTES_PER_MINUTE, windowMs: 60_000 }], tooManyQuotes);
  const restaurant = await em.findOne(Restaurant, input.id, { fields: ['id', 'timezone', 'deliveryFee', 'deliveryFeeFrom', 'freeDeliveryAbove'] });
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const account = asker.user?.userType === 'customer' ? asker.user : null;
  const customer: CouponCustomer = {
    phone: toE164Phone(input.phone || account?.phone || ''),
    userId: account?.id ?? null,
    deviceId: asker.deviceId,
  };
  const subtotalCents = toCents(input.subtotal);
  const feeCents = input.orderType === 'pickup' ? 0 : input.deliveryFee ? toCents(input.deliveryFee) : flatFeeCents(restaurant, subtotalCents);
  const decision = await decideBenefit(em, {
    restaurantId: restaurant.id,
    timeZone: restaurant.timezone,
    code: input.code ?? null,
    customer,
    at: now(),
    // A quote has no lines: a free item is valued at its menu price (the order uses the cart's unit).
    cart: { subtotalCents, feeCents, orderType: input.orderType, district: input.district ?? null, unitCentsOf: () => null, freeItemAtMenuPrice: true },
  });
  const applied = decision.applied ? appliedOf(decision.applied) : undefined;
  const outcome = decision.typedOutcome;
  if (!outcome) return { valid: Boolean(applied), discount: applied?.discount ?? '0.00', freeDelivery: applied?.freeDelivery ?? false, ...(applied ? { applied } : {}) };
  if (!outcome.applies) return { valid: false, discount: '0.00', freeDelivery: false, reason: outcome.reason, ...(applied ? { applied } : {}) };
  return { valid: true, discount: fromCents(outcome.discountCents), freeDelivery: outcome.freeDelivery, ...(applied ? { applied } : {}) };
}

/** The fee without delivery areas: the flat fee, free above the restaurant's threshold; with areas, unknown here (0). */
function flatFeeCents(restaurant: { deliveryFee: string; deliveryFeeFrom?: string | null; freeDeliveryAbove?: string | null }, subtotalCents: number): number {
  if (restaurant.deliveryFeeFrom !== null && restaurant.deliveryFeeFrom !== undefined) return 0;
  if (isFreeDeliveryAbove(restaurant, subtotalCents)) return 0;
  return toCents(restaurant.deliveryFee);
}

function appliedOf(benefit: AppliedBenefit): NonNullable<CouponQuote['applied']> {
  return { code: benefit.coupon.code, title: benefit.coupon.title, discount: fromCents(benefit.discountCents), freeDelivery: benefit.freeDelivery };
}
