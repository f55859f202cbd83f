import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CouponBenefitType, CouponSource, OrderType } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Product } from './product.entity';
import { Restaurant } from './restaurant.entity';
import { RestaurantCustomer } from './restaurant-customer.entity';

/**
 * Issue 31: a coupon (with a code) or an automatic offer (code null), with one benefit and optional
 * conditions. A personal coupon (a loyalty reward or a win-back invitation) belongs to one customer
 * record. `uses` is the redemption counter, raised by one conditional UPDATE in the order's own
 * transaction (never read-then-write) and lowered when an order that used it is cancelled.
 */
export const Coupon = defineEntity({
  name: 'Coupon',
  tableName: 'coupons',
  indexes: [{ name: 'coupons_restaurant_customer_index', properties: ['restaurantCustomer'] }],
  // Codes are stored upper-case, so one unique index makes them case-insensitive per restaurant.
  uniques: [{ name: 'coupons_restaurant_code_unique', properties: ['restaurant', 'code'] }],
  checks: [
    { name: 'coupons_benefit_type', expression: `"benefit_type" in ('percent', 'amount', 'free_delivery', 'free_item')` },
    { name: 'coupons_uses_non_negative', expression: '"uses" >= 0' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    /** A–Z and 0–9, 3–20 characters, upper-case; null = an automatic offer (no code to type). */
    code: p.string().length(20).nullable(),
    /** The offer's banner line ('10% off acima de R$ 50 · terças'), or the coupon's own label. */
    title: p.string().length(80),
    description: p.text().nullable(),
    benefitType: p.string().$type<CouponBenefitType>().length(14),
    /** percent: 1–100, with an optional cap in R$. */
    percent: p.smallint().nullable(),
    maxDiscount: moneyColumn().nullable(),
    /** amount: a fixed R$ off the items' subtotal. */
    amount: moneyColumn().nullable(),
    /** free_item: one unit of this product at R$ 0,00. */
    freeProduct: () => p.manyToOne(Product).nullable().deleteRule('set null'),
    // Conditions, all optional.
    minSubtotal: moneyColumn().nullable(),
    startsAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    /** 0 = Sunday … 6 = Saturday, of the business day (a window across midnight belongs to the day it started). */
    weekdays: p.json<number[]>().nullable(),
    /** 'HH:MM' in the restaurant's time zone; timeTo < timeFrom crosses midnight. */
    timeFrom: p.string().length(5).nullable(),
    timeTo: p.string().length(5).nullable(),
    orderTypes: p.json<OrderType[]>().nullable(),
    districts: p.json<string[]>().nullable(),
    firstOrderOnly: p.boolean().default(false),
    totalLimit: p.integer().nullable(),
    /** Per customer, by phone (works for guests) or account. */
    perCustomerLimit: p.integer().nullable(),
    active: p.boolean().default(true),
    uses: p.integer().default(0),
    /** Who made it: the owner, the loyalty card or a win-back invitation. */
    source: p.string().$type<CouponSource>().length(10).default('owner'),
    /** A personal coupon's customer (loyalty reward, win-back invitation); null = anyone. */
    restaurantCustomer: () => p.manyToOne(RestaurantCustomer).nullable().deleteRule('cascade'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ICoupon = InferEntity<typeof Coupon>;
