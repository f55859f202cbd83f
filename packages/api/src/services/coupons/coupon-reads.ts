import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery, queries, type Param } from '@direto/db';
import type { CouponRow } from './coupon-rules';

/**
 * Issue 31: what the coupon engine reads — the coupons an order may get and the customer's
 * history for first-order and per-customer rules. A customer is a phone at the restaurant (guest
 * or account) or an account; a remembered device recognises a guest.
 */
export interface CouponCustomer {
  /** The order's phone, E.164; null without a Brazilian phone. */
  phone: string | null;
  /** The account placing the order or asking the quote; null for a guest. */
  userId: string | null;
  /** A guest's remembered device (its cookie); null when none. */
  deviceId: string | null;
}

/** The coupons an order may get: the code typed (if any) and those applied without a code. */
export interface CouponCandidates {
  /** The typed code's coupon; null when there is no such code at the restaurant. */
  typed: CouponRow | null;
  /** Active automatic offers, and the recognised customer's own personal coupons (loyalty, win-back). */
  automatic: CouponRow[];
}

/** Who asks, as the candidates' statement takes them: each null when unknown (a null matches nothing). */
type CandidateParams = { restaurantId: string; code: string | null; userId: string | null; phone: string | null; deviceId: string | null };

/**
 * The coupons an order at the restaurant may get, as ONE prepared statement (every order with a
 * code, or at a restaurant with an offer, runs it): the code typed, the active automatic offers,
 * and the active personal coupons of the customer's records it recognises. Which records are the
 * customer's own without typing a code: their account's, or — for a guest — their phone's when
 * this device ordered under it before (a phone typed on a new device proves nothing, so it gets
 * nobody else's reward). A personal code typed by hand is theirs on a record of their phone or
 * account (the code is the proof): `owned`.
 */
const COUPON_CANDIDATES = preparedQuery('coupon_candidates', (db, param: Param<CandidateParams>) => {
  const recognised = db
    .selectFrom('restaurant_customers as rc')
    .where('rc.restaurant_id', '=', param('restaurantId'))
    .where((eb) =>
      eb.or([
        eb('rc.user_id', '=', param('userId')),
        eb.and([
          eb('rc.phone', '=', param('phone')),
          eb.exists(eb.selectFrom('orders as o').whereRef('o.restaurant_customer_id', '=', 'rc.id').where('o.guest_device_id', '=', param('deviceId')).select('o.id')),
        ]),
      ]),
    )
    .select('rc.id');
  const theirs = db
    .selectFrom('restaurant_customers as rc')
    .where('rc.restaurant_id', '=', param('restaurantId'))
    .where((eb) => eb.or([eb('rc.user_id', '=', param('userId')), eb('rc.phone', '=', param('phone'))]))
    .select('rc.id');
  return db
    .selectFrom('coupons')
    .leftJoin('products as p', 'p.id', 'coupons.free_product_id')
    .where('coupons.restaurant_id', '=', param('restaurantId'))
    .where((eb) =>
      eb.or([
        eb('coupons.code', '=', param('code')),
        eb.and([eb('coupons.active', '=', true), eb('coupons.code', 'is', null), eb('coupons.restaurant_customer_id', 'is', null)]),
        eb.and([eb('coupons.active', '=', true), eb('coupons.restaurant_customer_id', 'in', recognised)]),
      ]),
    )
    .select((eb) => [
      'coupons.id',
      'coupons.code',
      'coupons.title',
      'coupons.benefit_type',
      'coupons.percent',
      'coupons.max_discount',
      'coupons.amount',
      'coupons.free_product_id',
      'p.name as free_product_name',
      eb.cast<string | null>('p.price', 'text').as('free_product_price'),
      'coupons.min_subtotal',
      'coupons.starts_at',
      'coupons.ends_at',
      'coupons.weekdays',
      'coupons.time_from',
      'coupons.time_to',
      'coupons.order_types',
      'coupons.districts',
      'coupons.first_order_only',
      'coupons.total_limit',
      'coupons.per_customer_limit',
      'coupons.active',
      'coupons.uses',
      'coupons.source',
      'coupons.restaurant_customer_id',
      // Without a code, every personal coupon read came through `recognised`: owned either way.
      eb.or([eb('coupons.restaurant_customer_id', 'is', null), eb('coupons.restaurant_customer_id', 'in', theirs), eb('coupons.restaurant_customer_id', 'in', recognised)]).as('owned'),
    ])
    .orderBy('coupons.created_at')
    .orderBy('coupons.id');
});

/** The coupons an order at `restaurantId` may get (one query). `code` is upper-case, as stored. */
export async function readCouponCandidates(em: EntityManager, restaurantId: string, code: string | null, customer: CouponCustomer): Promise<CouponCandidates> {
  const { userId, phone, deviceId } = customer;
  const rows = await COUPON_CANDIDATES.run(em, { restaurantId, code, userId, phone, deviceId });
  const coupons = rows.map(
    (row): CouponRow => ({
      id: row.id,
      code: row.code,
      title: row.title,
      benefitType: row.benefit_type,
      percent: row.percent,
      maxDiscount: row.max_discount,
      amount: row.amount,
      freeProductId: row.free_product_id,
      freeProductName: row.free_product_name,
      freeProductPrice: row.free_product_price,
      minSubtotal: row.min_subtotal,
      startsAt: row.starts_at ? new Date(row.starts_at) : null,
      endsAt: row.ends_at ? new Date(row.ends_at) : null,
      weekdays: row.weekdays,
      timeFrom: row.time_from,
      timeTo: row.time_to,
      orderTypes: row.order_types,
      districts: row.districts,
      firstOrderOnly: row.first_order_only,
      totalLimit: row.total_limit,
      perCustomerLimit: row.per_customer_limit,
      active: row.active,
      uses: row.uses,
      source: row.source,
      restaurantCustomerId: row.restaurant_customer_id,
      ownedByCustomer: row.owned === true,
    }),
  );
  const typed = code ? (coupons.find((coupon) => coupon.code === code) ?? null) : null;
  return { typed, automatic: coupons.filter((coupon) => coupon !== typed && coupon.active && (coupon.code === null || coupon.restaurantCustomerId !== null)) };
}

/** The customer's history at the restaurant, for the first-order and per-customer rules. */
export interface CustomerCouponHistory {
  priorOrders: number;
  redemptionsOf: (couponId: string) => number;
}

/**
 * The customer's orders at the restaurant that were not cancelled (by phone or account), read
 * only when `countOrders`, and their uses of each of `couponIds` (a cancelled order's use is
 * deleted with its cancellation), leaving `exceptOrderId` out (an order never counts itself).
 */
export async function readCustomerCouponHistory(
  em: EntityManager,
  restaurantId: string,
  customer: CouponCustomer,
  question: { countOrders: boolean; couponIds: readonly string[]; exceptOrderId?: string },
): Promise<CustomerCouponHistory> {
  const { userId, phone } = customer;
  const db = queries(em);
  const none = { priorOrders: 0, redemptionsOf: () => 0 };
  if (!userId && !phone) return none;
  const exceptOrderId = question.exceptOrderId ?? null;
  const ordersOfAccount = userId ? db.selectFrom('orders').where('orders.customer_id', '=', userId).select('orders.id') : null;
  const recordsOfPhone = phone ? db.selectFrom('restaurant_customers').where('restaurant_customers.restaurant_id', '=', restaurantId).where('restaurant_customers.phone', '=', phone).select('restaurant_customers.id') : null;

  const prior = question.countOrders
    ? await db
        .selectFrom('orders')
        .where('orders.restaurant_id', '=', restaurantId)
        .where('orders.status', '<>', 'cancelled')
        .$if(exceptOrderId !== null, (query) => query.where('orders.id', '<>', exceptOrderId ?? ''))
        .where((eb) =>
          eb.or([
            ...(userId ? [eb('orders.customer_id', '=', userId)] : []),
            ...(recordsOfPhone ? [eb('orders.restaurant_customer_id', 'in', recordsOfPhone)] : []),
          ]),
        )
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
        .executeTakeFirst()
    : undefined;

  const uses = question.couponIds.length > 0
    ? await db
        .selectFrom('coupon_redemptions')
        .where('coupon_redemptions.coupon_id', 'in', [...question.couponIds])
        .$if(exceptOrderId !== null, (query) => query.where('coupon_redemptions.order_id', '<>', exceptOrderId ?? ''))
        .where((eb) =>
          eb.or([
            ...(phone ? [eb('coupon_redemptions.phone', '=', phone)] : []),
            ...(ordersOfAccount ? [eb('coupon_redemptions.order_id', 'in', ordersOfAccount)] : []),
          ]),
        )
        .groupBy('coupon_redemptions.coupon_id')
        .select((eb) => ['coupon_redemptions.coupon_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('uses')])
        .execute()
    : [];
  const byCoupon = new Map(uses.map((row) => [row.coupon_id, row.uses]));
  return { priorOrders: prior?.count ?? 0, redemptionsOf: (couponId) => byCoupon.get(couponId) ?? 0 };
}
