import type { EntityManager } from '@mikro-orm/postgresql';
import { formatBRL, fromCents } from '@direto/contracts';
import type { RestaurantColumns } from '@direto/db';
import { now } from '../../clock';
import { conflict } from '../../errors';
import type { Orderer, PlaceOrderInput } from '../order';
import { REVIEW, type PricedLine } from '../order-lines';
import { decideBenefit, type AppliedBenefit } from './coupon-choice';
import type { CouponCustomer } from './coupon-reads';

/** Issue 31: the benefit of an order being placed (order.ts prices it, then asks here). */

/** Who the coupon rules see: the order's phone, the account, a guest's remembered device. */
export function couponCustomerOf(orderer: Orderer, recordPhone: string | null): CouponCustomer {
  if (orderer.kind === 'guest') return { phone: orderer.phoneE164, userId: null, deviceId: orderer.deviceId };
  if (orderer.kind === 'walk-in') return { phone: orderer.phoneE164, userId: null, deviceId: null };
  return { phone: recordPhone, userId: orderer.user.id, deviceId: null };
}

/**
 * The order's benefit, or null. A code typed that does not apply refuses the order (409) with
 * why ('Cupom esgotado', 'Válido só no primeiro pedido', …), even when an offer would apply: the
 * customer asked for that code. Without a code, an order at a restaurant with no active offer, of
 * a customer with no personal coupon there, reads nothing more (no round trip on the hot path).
 */
export async function orderBenefit(
  em: EntityManager,
  /** From the order's first statement (order-menu.ts): false = without a code, nothing can apply. */
  mayGetBenefitWithoutCode: boolean,
  input: PlaceOrderInput,
  cart: { restaurant: RestaurantColumns; lines: readonly PricedLine[]; subtotalCents: number; feeCents: number; customer: CouponCustomer },
): Promise<AppliedBenefit | null> {
  const code = input.order.couponCode ?? null;
  if (!code && !mayGetBenefitWithoutCode) return null;
  const orderType = input.order.orderType ?? 'delivery';
  const decision = await decideBenefit(em, {
    restaurantId: cart.restaurant.id,
    timeZone: cart.restaurant.timezone,
    code,
    customer: cart.customer,
    at: now(),
    cart: {
      subtotalCents: cart.subtotalCents,
      feeCents: cart.feeCents,
      orderType,
      district: orderType === 'delivery' ? (input.order.address?.district ?? null) : null,
      unitCentsOf: cheapestUnitOf(cart.lines),
    },
  });
  if (decision.typedOutcome && !decision.typedOutcome.applies) throw conflict(decision.typedOutcome.reason);
  return decision.applied;
}

/** The price of one unit of a product as the cart has it: its cheapest line's (a free item is one such unit). */
function cheapestUnitOf(lines: readonly PricedLine[]): (productId: string) => number | null {
  return (productId) => {
    const units = lines.filter((line) => line.product.id === productId).map((line) => line.unitCents);
    return units.length > 0 ? Math.min(...units) : null;
  };
}

/** 'O total do pedido com o desconto de R$ 5,00 (CUPOM10) é R$ 45,00, não R$ 50,00. Revise seu pedido.' */
export function totalMismatchMessage(totalCents: number, seenTotal: string, benefit: AppliedBenefit | null): string {
  const total = `${formatBRL(fromCents(totalCents))}, não ${formatBRL(seenTotal)}. ${REVIEW}`;
  if (!benefit) return `O total do pedido é ${total}`;
  const name = benefit.coupon.code ?? benefit.coupon.title;
  const what = benefit.freeDelivery ? `o frete grátis (${name})` : `o desconto de ${formatBRL(fromCents(benefit.discountCents))} (${name})`;
  return `O total do pedido com ${what} é ${total}`;
}

