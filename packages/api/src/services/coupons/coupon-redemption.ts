import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COUPON_MESSAGES } from '@direto/contracts';
import { preparedQuery, queries, type Param } from '@direto/db';
import { conflict } from '../../errors';
import type { AppliedBenefit } from './coupon-choice';
import { readCustomerCouponHistory, type CouponCustomer } from './coupon-reads';
import { customerRefusal } from './coupon-rules';

/**
 * Issue 31: a use of a coupon is reserved in the order's own transaction and freed when the order
 * is cancelled. The reservation is ONE conditional UPDATE (never read-then-write): of any number
 * of simultaneous orders, exactly the coupon's remaining uses get through; the row lock it takes
 * holds the others until this transaction ends, so the per-customer rules, read afterwards by a
 * new statement (READ COMMITTED sees what committed meanwhile), are exact too.
 */

/** A benefit taken away between the quote and the order: a code names why, an offer asks to review. */
const refusalOf = (benefit: AppliedBenefit, reason: string) => conflict(benefit.typed ? reason : COUPON_MESSAGES.totalMismatch);

/**
 * Reserves one use of the order's benefit and records it (in `tx`, after the order's insert, so
 * the order and its use commit or roll back together). Refused (409, nothing kept) when the
 * coupon ran out, was paused, or the customer used it up meanwhile.
 */
export async function redeemBenefit(
  tx: EntityManager,
  benefit: AppliedBenefit,
  order: { id: string; restaurantId: string; at: Date },
  customer: CouponCustomer,
): Promise<void> {
  const { coupon } = benefit;
  const redemption = { id: randomUUID(), couponId: coupon.id, orderId: order.id, phone: customer.phone, at: order.at.toISOString() };
  // Most coupons have no rule on the customer's history: reserved and recorded in one statement.
  if (!coupon.firstOrderOnly && coupon.perCustomerLimit === null) {
    const [recorded] = await RESERVE_AND_RECORD.run(tx, redemption);
    if (!recorded) throw refusalOf(benefit, COUPON_MESSAGES.soldOut);
    return;
  }
  const reserved = await queries(tx)
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', coupon.id)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('uses', '<', eb.ref('total_limit'))]))
    .returning('id')
    .executeTakeFirst();
  if (!reserved) throw refusalOf(benefit, COUPON_MESSAGES.soldOut);
  if (coupon.firstOrderOnly || coupon.perCustomerLimit !== null) {
    const history = await readCustomerCouponHistory(tx, order.restaurantId, customer, {
      countOrders: coupon.firstOrderOnly,
      couponIds: coupon.perCustomerLimit !== null ? [coupon.id] : [],
      exceptOrderId: order.id,
    });
    const refusal = customerRefusal(coupon, { priorOrders: history.priorOrders, redemptions: history.redemptionsOf(coupon.id) });
    if (refusal) throw refusalOf(benefit, refusal);
  }
  await queries(tx)
    .insertInto('coupon_redemptions')
    .values({ id: redemption.id, coupon_id: coupon.id, order_id: order.id, phone: customer.phone, created_at: order.at })
    .execute();
}

type RedemptionParams = { id: string; couponId: string; orderId: string; phone: string | null; at: string };

/** The conditional UPDATE below and the redemption's insert as one prepared statement: no row when the coupon ran out or was paused. */
const RESERVE_AND_RECORD = preparedQuery('coupon_reserve_and_record', (db, param: Param<RedemptionParams>) =>
  db
    .with('reserved', (db) =>
      db
        .updateTable('coupons')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', param('couponId'))
        .where('active', '=', true)
        .where((eb) => eb.or([eb('total_limit', 'is', null), eb('uses', '<', eb.ref('total_limit'))]))
        .returning('id'),
    )
    .insertInto('coupon_redemptions')
    .columns(['id', 'coupon_id', 'order_id', 'phone', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('reserved')
        .select((eb) => [
          eb.cast<string>(eb.val(param('id')), 'uuid').as('id'),
          'reserved.id as coupon_id',
          eb.cast<string>(eb.val(param('orderId')), 'uuid').as('order_id'),
          eb.cast<string | null>(eb.val(param('phone')), 'varchar').as('phone'),
          eb.cast<string>(eb.val(param('at')), 'timestamptz').as('created_at'),
        ]),
    )
    .returning('coupon_id'),
);

/** Frees the use of a cancelled order (in the cancellation's transaction); nothing when it had none. */
export async function releaseRedemption(tx: EntityManager, orderId: string): Promise<void> {
  const released = await queries(tx).deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning('coupon_id').executeTakeFirst();
  if (!released) return;
  await queries(tx)
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', released.coupon_id)
    .where('uses', '>', 0)
    .execute();
}
