import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COUPON_MESSAGES, type Coupon as CouponDto, type couponInputSchema } from '@direto/contracts';
import { Coupon, type ICoupon, type IRestaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import { conflict, notFound } from '../../errors';
import { toCouponDto } from '../../mappers/coupon';
import { assertOwns, loadOwnedRestaurant } from '../restaurant-ownership';
import { loadFreeItemProduct } from './free-item-product';

/**
 * Issue 31, Marketing › Cupons: the owner's coupons (with a code) and automatic offers (code null).
 * Personal coupons (loyalty rewards, win-back invitations) belong to one customer each and are
 * not listed here; they can still be read, edited or removed by id.
 */

type CouponInput = z.output<typeof couponInputSchema>;

/** The owner's coupons and automatic offers, newest first. */
export async function listCoupons(em: EntityManager, owner: IUser, restaurantId: string): Promise<CouponDto[]> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const coupons = await em.find(Coupon, { restaurant: restaurant.id, source: 'owner' }, { populate: ['freeProduct'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return coupons.map(toCouponDto);
}

export async function createCoupon(em: EntityManager, owner: IUser, restaurantId: string, input: CouponInput): Promise<CouponDto> {
  return saveUnlessCodeTaken(em, async (tx) => {
    const restaurant = await loadOwnedRestaurant(tx, owner, restaurantId);
    const coupon = tx.create(Coupon, { restaurant, title: input.title, benefitType: input.benefit.type, source: 'owner' });
    await applyInput(tx, coupon, restaurant, input);
    return coupon;
  });
}

export async function updateCoupon(em: EntityManager, owner: IUser, couponId: string, input: CouponInput): Promise<CouponDto> {
  return saveUnlessCodeTaken(em, async (tx) => {
    const coupon = await loadOwnedCoupon(tx, owner, couponId);
    await applyInput(tx, coupon, coupon.restaurant, input);
    return coupon;
  });
}

/** Removes a coupon; the orders that used it keep their snapshot (code and discount), their link is cleared. */
export async function deleteCoupon(em: EntityManager, owner: IUser, couponId: string): Promise<{ id: string }> {
  const coupon = await loadOwnedCoupon(em, owner, couponId);
  await em.remove(coupon).flush();
  return { id: couponId };
}

/** The coupon `couponId`, only if `owner` owns its restaurant: 404 when it doesn't exist, 403 when it is another's. */
export async function loadOwnedCoupon(em: EntityManager, owner: IUser, couponId: string): Promise<ICoupon> {
  const coupon = await em.findOne(Coupon, couponId, { populate: ['restaurant', 'freeProduct'] });
  if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
  assertOwns(owner, coupon.restaurant);
  return coupon;
}

/** Writes the form onto the entity; a benefit's other columns are cleared so no old value lingers. */
async function applyInput(em: EntityManager, coupon: ICoupon, restaurant: IRestaurant, input: CouponInput): Promise<void> {
  const { benefit, conditions } = input;
  coupon.code = input.code;
  coupon.title = input.title;
  coupon.description = input.description || null;
  coupon.benefitType = benefit.type;
  coupon.percent = benefit.type === 'percent' ? benefit.percent : null;
  coupon.maxDiscount = benefit.type === 'percent' ? (benefit.maxDiscount ?? null) : null;
  coupon.amount = benefit.type === 'amount' ? benefit.amount : null;
  coupon.freeProduct = benefit.type === 'free_item' ? await loadFreeItemProduct(em, restaurant.id, benefit.productId, 'coupon.benefit.productId') : null;
  coupon.minSubtotal = conditions.minSubtotal ?? null;
  coupon.startsAt = conditions.startsAt ? new Date(conditions.startsAt) : null;
  coupon.endsAt = conditions.endsAt ? new Date(conditions.endsAt) : null;
  coupon.weekdays = distinctOrNull(conditions.weekdays, (a, b) => a - b);
  coupon.timeFrom = conditions.timeFrom ?? null;
  coupon.timeTo = conditions.timeTo ?? null;
  coupon.orderTypes = distinctOrNull(conditions.orderTypes);
  coupon.districts = distinctOrNull(conditions.districts);
  coupon.firstOrderOnly = conditions.firstOrderOnly;
  coupon.totalLimit = conditions.totalLimit ?? null;
  coupon.perCustomerLimit = conditions.perCustomerLimit ?? null;
  coupon.active = input.active;
}

/** A list without repeats; an empty list means no restriction, stored as null. */
function distinctOrNull<T>(values: readonly T[] | null | undefined, order?: (a: T, b: T) => number): T[] | null {
  if (!values || values.length === 0) return null;
  const distinct = [...new Set(values)];
  return order ? distinct.sort(order) : distinct;
}

/**
 * Writes in a transaction of its own and answers the saved coupon. Codes are unique per restaurant
 * (stored upper-case): the unique index decides, race-free. A refused write leaves nothing behind
 * in the request's EntityManager, which the other calls of a tRPC batch share.
 */
async function saveUnlessCodeTaken(em: EntityManager, write: (tx: EntityManager) => Promise<ICoupon>): Promise<CouponDto> {
  try {
    // A fresh fork: nothing it loads or changes is shared with the request's EntityManager until it committed.
    return await em.fork().transactional(async (tx) => {
      const coupon = await write(tx);
      await tx.flush();
      return toCouponDto(coupon);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && error.message.includes('coupons_restaurant_code_unique')) throw conflict(COUPON_MESSAGES.duplicateCode);
    throw error;
  }
}
