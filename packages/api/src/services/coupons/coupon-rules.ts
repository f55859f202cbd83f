import {
  benefitDiscountCents,
  COUPON_MESSAGES,
  couponScheduleMessage,
  formatBRL,
  isWithinCouponSchedule,
  toCents,
  zonedDateKey,
  type CouponBenefitType,
  type CouponSource,
  type OrderType,
} from '@direto/contracts';

/**
 * Issue 31: whether one coupon or automatic offer applies to a cart, and what it is worth. Pure:
 * the caller reads the coupon, the customer's history and the time (the clock service) and
 * passes them in; nothing here reads the database or the clock. Every refusal is the pt-BR
 * sentence the customer sees.
 */

/** A coupon as the rules read it (money as two-decimal strings, as the database gives it). */
export interface CouponRow {
  id: string;
  code: string | null;
  title: string;
  benefitType: CouponBenefitType;
  percent: number | null;
  maxDiscount: string | null;
  amount: string | null;
  freeProductId: string | null;
  freeProductName: string | null;
  /** Its menu price now (a quote values the free unit at it; an order at the cart's unit). */
  freeProductPrice: string | null;
  minSubtotal: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  weekdays: number[] | null;
  timeFrom: string | null;
  timeTo: string | null;
  orderTypes: OrderType[] | null;
  districts: string[] | null;
  firstOrderOnly: boolean;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  uses: number;
  source: CouponSource;
  /** A personal coupon's customer record; null = anyone. */
  restaurantCustomerId: string | null;
  /** A personal coupon: whether it is the ordering customer's own (their phone's or account's record). */
  ownedByCustomer: boolean;
}

/** The cart as the benefit sees it. */
export interface CouponCart {
  subtotalCents: number;
  /** The delivery fee before any benefit (0 for pickup). */
  feeCents: number;
  orderType: OrderType;
  /** The delivery's bairro; null when unknown (a free-text address) or for pickup. */
  district: string | null;
  /** The price of one unit of a product as the cart has it (the cheapest line's); absent = not in the cart. */
  unitCentsOf: (productId: string) => number | null;
  /** A quote (no lines): the free unit is valued at its menu price, whatever the cart holds. */
  freeItemAtMenuPrice?: boolean;
}

/** What the customer did before, for first-order and per-customer rules (phone or account). */
export interface CouponCustomerHistory {
  /** Orders at this restaurant not cancelled. */
  priorOrders: number;
  /** Uses of this coupon by the customer (orders not cancelled). */
  redemptions: number;
}

export type CouponOutcome =
  | { applies: true; discountCents: number; freeDelivery: boolean }
  | { applies: false; reason: string };

const ORDER_TYPE_WORDS: Record<OrderType, string> = { delivery: 'entrega', pickup: 'retirada' };

/** Bairros compare without accents, case or extra spaces ('São Benedito' = 'sao benedito'). */
const foldDistrict = (district: string) => district.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** '10/12/2026' of an instant in the restaurant's time zone. */
function dayText(at: Date, timeZone: string): string {
  const [year, month, day] = zonedDateKey(at, timeZone).split('-');
  return `${day}/${month}/${year}`;
}

const refused = (reason: string): CouponOutcome => ({ applies: false, reason });

/** The rules that do not depend on who orders: state, validity, schedule, order type, bairro, minimum. */
function cartRefusal(coupon: CouponRow, cart: CouponCart, at: Date, timeZone: string): string | null {
  if (!coupon.active) return COUPON_MESSAGES.paused;
  if (coupon.startsAt && at < coupon.startsAt) return COUPON_MESSAGES.notYet.replace('{date}', dayText(coupon.startsAt, timeZone));
  if (coupon.endsAt && at >= coupon.endsAt) return COUPON_MESSAGES.expired.replace('{date}', dayText(coupon.endsAt, timeZone));
  if (!isWithinCouponSchedule(coupon, at, timeZone)) return couponScheduleMessage(coupon);
  if (coupon.orderTypes && coupon.orderTypes.length > 0 && !coupon.orderTypes.includes(cart.orderType)) {
    return COUPON_MESSAGES.orderType.replace('{type}', ORDER_TYPE_WORDS[cart.orderType]);
  }
  // Bairros limit deliveries; a pickup has none.
  if (coupon.districts && coupon.districts.length > 0 && cart.orderType === 'delivery') {
    const allowed = coupon.districts.map(foldDistrict);
    if (!cart.district || !allowed.includes(foldDistrict(cart.district))) return COUPON_MESSAGES.district.replace('{district}', cart.district || 'este endereço');
  }
  if (coupon.minSubtotal && cart.subtotalCents < toCents(coupon.minSubtotal)) return COUPON_MESSAGES.minSubtotal.replace('{amount}', formatBRL(coupon.minSubtotal));
  return null;
}

/** The rules about the customer: a personal coupon's owner, first order, uses per customer. */
export function customerRefusal(coupon: CouponRow, history: CouponCustomerHistory): string | null {
  if (coupon.restaurantCustomerId && !coupon.ownedByCustomer) return COUPON_MESSAGES.personal;
  if (coupon.firstOrderOnly && history.priorOrders > 0) return COUPON_MESSAGES.firstOrderOnly;
  if (coupon.perCustomerLimit !== null && history.redemptions >= coupon.perCustomerLimit) return COUPON_MESSAGES.alreadyUsed;
  return null;
}

/** Whether the coupon has uses left (the order's reservation decides for good, atomically). */
const isSoldOut = (coupon: Pick<CouponRow, 'totalLimit' | 'uses'>) => coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit;

/**
 * Whether `coupon` applies to `cart` for this customer at `at` (weekdays and hours in the
 * restaurant's `timeZone`, of the business day), and if so its discount off the subtotal
 * (integer cents, never above it) and whether it zeroes the delivery fee.
 */
export function evaluateCoupon(coupon: CouponRow, cart: CouponCart, history: CouponCustomerHistory, at: Date, timeZone: string): CouponOutcome {
  const refusal = cartRefusal(coupon, cart, at, timeZone) ?? customerRefusal(coupon, history);
  if (refusal) return refused(refusal);
  if (isSoldOut(coupon)) return refused(COUPON_MESSAGES.soldOut);
  let freeItemUnitCents: number | null = null;
  if (coupon.benefitType === 'free_item') {
    if (!coupon.freeProductId) return refused(COUPON_MESSAGES.freeItemGone);
    freeItemUnitCents = cart.freeItemAtMenuPrice && coupon.freeProductPrice !== null ? toCents(coupon.freeProductPrice) : cart.unitCentsOf(coupon.freeProductId);
    if (freeItemUnitCents === null) return refused(COUPON_MESSAGES.freeItemMissing.replace('{product}', coupon.freeProductName ?? 'o produto'));
  }
  const discountCents = benefitDiscountCents(
    {
      type: coupon.benefitType,
      percent: coupon.percent,
      maxDiscountCents: coupon.maxDiscount === null ? null : toCents(coupon.maxDiscount),
      amountCents: coupon.amount === null ? null : toCents(coupon.amount),
    },
    cart.subtotalCents,
    freeItemUnitCents,
  );
  return { applies: true, discountCents, freeDelivery: coupon.benefitType === 'free_delivery' };
}
