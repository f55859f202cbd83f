import type { Coupon as CouponDto } from '@direto/contracts';
import type { ICoupon } from '@direto/db';

/** The benefit of a stored coupon, as the API answers it (a free item's product, if still on the menu, populated). */
function benefitOf(coupon: ICoupon): CouponDto['benefit'] {
  switch (coupon.benefitType) {
    case 'percent':
      return { type: 'percent', percent: coupon.percent ?? 0, maxDiscount: coupon.maxDiscount ?? null };
    case 'amount':
      return { type: 'amount', amount: coupon.amount ?? '0.00' };
    case 'free_delivery':
      return { type: 'free_delivery' };
    case 'free_item':
      // The product may have been removed from the menu since (the column is then null).
      return { type: 'free_item', productId: coupon.freeProduct?.id ?? null, productName: coupon.freeProduct?.name ?? null };
  }
}

export function toCouponDto(coupon: ICoupon): CouponDto {
  return {
    id: coupon.id,
    restaurantId: coupon.restaurant.id,
    code: coupon.code ?? null,
    title: coupon.title,
    description: coupon.description ?? null,
    benefit: benefitOf(coupon),
    conditions: {
      minSubtotal: coupon.minSubtotal ?? null,
      startsAt: coupon.startsAt ? coupon.startsAt.toISOString() : null,
      endsAt: coupon.endsAt ? coupon.endsAt.toISOString() : null,
      weekdays: coupon.weekdays ?? null,
      timeFrom: coupon.timeFrom ?? null,
      timeTo: coupon.timeTo ?? null,
      orderTypes: coupon.orderTypes ?? null,
      districts: coupon.districts ?? null,
      firstOrderOnly: coupon.firstOrderOnly,
      totalLimit: coupon.totalLimit ?? null,
      perCustomerLimit: coupon.perCustomerLimit ?? null,
    },
    active: coupon.active,
    uses: coupon.uses,
    source: coupon.source,
    restaurantCustomerId: coupon.restaurantCustomer?.id ?? null,
    createdAt: coupon.createdAt.toISOString(),
  };
}
