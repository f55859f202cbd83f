import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Coupon } from './coupon.entity';
import { Order } from './order.entity';

/**
 * Issue 31: one use of a coupon or offer by one order, written in the order's transaction and
 * deleted when that order is cancelled (the use is freed). The phone (E.164) counts per-customer
 * limits for guests and accounts alike.
 */
export const CouponRedemption = defineEntity({
  name: 'CouponRedemption',
  tableName: 'coupon_redemptions',
  indexes: [{ name: 'coupon_redemptions_coupon_phone_index', properties: ['coupon', 'phone'] }],
  properties: {
    id: uuidPrimaryKey(),
    coupon: () => p.manyToOne(Coupon).deleteRule('cascade'),
    order: () => p.manyToOne(Order).deleteRule('cascade').unique('coupon_redemptions_order_unique'),
    phone: p.string().length(20).nullable(),
    createdAt: createdAtColumn(),
  },
});
export type ICouponRedemption = InferEntity<typeof CouponRedemption>;
