import type pg from 'pg';

/**
 * Issue 37 item 3, the order path with everything on: every open bench restaurant (not the
 * dashboard's) accepts guest orders (issue 30), has its loyalty card on and a coupon with a use
 * limit no run reaches (issue 31), and Open Delivery switched on (issue 34), so the outbox trigger
 * on orders writes an event per order. The app's load types BENCH_APP_COUPON, the bare baseline
 * BENCH_BASELINE_COUPON: each coupon's use count is then checked against its own orders.
 * Idempotent (ON CONFLICT), set-based.
 */
export const BENCH_APP_COUPON = 'BENCHAPP';
export const BENCH_BASELINE_COUPON = 'BENCHBASE';
/** The coupon's fixed amount off the items' subtotal, in cents (every cart costs more). */
export const BENCH_COUPON_CENTS = 100;
/** Far above what any run places: the limit is checked on every use, never reached. */
const COUPON_TOTAL_LIMIT = 10_000_000;

const LOYALTY = { enabled: true, ordersNeeded: 10, minSubtotal: '0.00', reward: { type: 'amount', amount: '10.00' }, validityDays: 30 };

/** The restaurants the order load uses: open, bench-seeded, not the dashboard's. */
export const ORDER_RESTAURANTS_WHERE = `r.is_open AND r.shareable_slug LIKE 'bench-%' AND r.shareable_slug <> 'bench-00001'`;

export async function seedOrderFeatures(db: pg.Client): Promise<void> {
  await db.query(`UPDATE restaurants r SET guest_orders = true, loyalty = $1::jsonb WHERE ${ORDER_RESTAURANTS_WHERE}`, [JSON.stringify(LOYALTY)]);
  for (const code of [BENCH_APP_COUPON, BENCH_BASELINE_COUPON]) {
    await db.query(
      `INSERT INTO coupons (restaurant_id, code, title, benefit_type, amount, total_limit)
       SELECT r.id, $1, 'Cupom do bench', 'amount', $2::numeric / 100, $3 FROM restaurants r WHERE ${ORDER_RESTAURANTS_WHERE}
       ON CONFLICT (restaurant_id, code) DO NOTHING`,
      [code, BENCH_COUPON_CENTS, COUPON_TOTAL_LIMIT],
    );
  }
  await db.query(
    `INSERT INTO open_delivery_merchants (restaurant_id, enabled) SELECT r.id, true FROM restaurants r WHERE ${ORDER_RESTAURANTS_WHERE}
     ON CONFLICT (restaurant_id) DO UPDATE SET enabled = true`,
  );
}
