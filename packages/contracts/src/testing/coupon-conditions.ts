import type { Coupon } from '../schemas/coupon';

/**
 * A coupon's conditions when it has none (issue 31): every one null, not first-order-only. The
 * server's rule tests and the screen's summary tests start from it. Plain nulls (`as const`), so it
 * spreads into the server's flat coupon rows as well as into the API's `conditions`.
 */
export const NO_COUPON_CONDITIONS = {
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  weekdays: null,
  timeFrom: null,
  timeTo: null,
  orderTypes: null,
  districts: null,
  firstOrderOnly: false,
  totalLimit: null,
  perCustomerLimit: null,
} as const satisfies Coupon['conditions'];
