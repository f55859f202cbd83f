import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COUPON_LIMITS, type CouponBenefit } from '@direto/contracts';
import { queries } from '@direto/db';

/**
 * Issue 31: a personal coupon — a loyalty reward or a win-back invitation. It belongs to one
 * customer record (only their phone or account may use it, and it is offered to them without
 * typing it), is single-use (one use in all, one per customer) and ends `validityDays` after `at`.
 */
export interface PersonalCoupon {
  restaurantId: string;
  restaurantCustomerId: string;
  source: 'loyalty' | 'winback';
  /** The code's prefix: 'FIEL' (loyalty), 'VOLTA' (win-back); 6 random letters and digits follow. */
  prefix: string;
  /** Cut to what a coupon's title holds (a product's long name may pass it). */
  title: string;
  benefit: CouponBenefit;
  validityDays: number;
  at: Date;
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DAY_MS = 86_400_000;

function randomCode(prefix: string): string {
  let code = prefix;
  for (let index = 0; index < 6; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Inserts the coupon in `tx` and answers its code and end. A code already taken (1 in 2 billion) draws another. */
export async function issuePersonalCoupon(tx: EntityManager, coupon: PersonalCoupon): Promise<{ id: string; code: string; endsAt: Date }> {
  const { benefit } = coupon;
  const endsAt = new Date(coupon.at.getTime() + coupon.validityDays * DAY_MS);
  for (;;) {
    const id = randomUUID();
    const code = randomCode(coupon.prefix);
    // ON CONFLICT DO NOTHING: a taken code must not abort the transaction it shares with the order's status change.
    const inserted = await queries(tx)
      .insertInto('coupons')
      .values({
        id,
        restaurant_id: coupon.restaurantId,
        code,
        title: coupon.title.slice(0, COUPON_LIMITS.titleMax),
        benefit_type: benefit.type,
        percent: benefit.type === 'percent' ? benefit.percent : null,
        max_discount: benefit.type === 'percent' ? (benefit.maxDiscount ?? null) : null,
        amount: benefit.type === 'amount' ? benefit.amount : null,
        free_product_id: benefit.type === 'free_item' ? benefit.productId : null,
        ends_at: endsAt,
        first_order_only: false,
        total_limit: 1,
        per_customer_limit: 1,
        active: true,
        uses: 0,
        source: coupon.source,
        restaurant_customer_id: coupon.restaurantCustomerId,
        created_at: coupon.at,
        updated_at: coupon.at,
      })
      .onConflict((conflict) => conflict.columns(['restaurant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id, code, endsAt };
  }
}
