import pg from 'pg';

/** Issue 37 item 5: the customers list (Owner › Clientes) is measured at this many customers. */
export const LIST_CUSTOMERS = 100_000;
/** Of them, this many have ordered (the rest came from a list import): the dashboard restaurant's orders are spread over them. */
const CUSTOMERS_WITH_ORDERS = 60_000;

/**
 * Gives the dashboard restaurant LIST_CUSTOMERS customer records (set-based: one INSERT … SELECT
 * generate_series, phones +55 31 9…, never those of the order load) and links its orders to the
 * first CUSTOMERS_WITH_ORDERS of them (a permutation, so each of those has one or two orders).
 * Runs once: a second call finds them there.
 */
export async function seedListCustomers(url: string, restaurantId: string): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM restaurant_customers WHERE restaurant_id = $1', [restaurantId]);
    if ((rows[0]?.count ?? 0) >= LIST_CUSTOMERS) return;
    await db.query('SET synchronous_commit = off');
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO restaurant_customers (restaurant_id, phone, name, marketing_consent, created_at, updated_at)
       SELECT $1, format('+55319%s', lpad(i::text, 8, '0')), format('Cliente %s da Silva', i), i % 3 = 0, now() - (i % 400) * interval '1 day', now()
       FROM generate_series(1, $2::int) AS i
       ON CONFLICT (restaurant_id, phone) DO NOTHING`,
      [restaurantId, LIST_CUSTOMERS],
    );
    // Seeding, not the app: no trigger per row (the reports' aggregate is rebuilt set-based below,
    // as seed.ts does) and hash joins (the planner guesses the numbered sides small).
    await db.query('SET LOCAL session_replication_role = replica');
    await db.query('SET LOCAL enable_nestloop = off');
    // 7919 is prime to CUSTOMERS_WITH_ORDERS: n ↦ n·7919 mod it spreads the orders over every one of those customers.
    await db.query(
      `UPDATE orders o SET restaurant_customer_id = link.customer_id
       FROM (SELECT numbered.id, c.id AS customer_id
             FROM (SELECT id, (row_number() OVER (ORDER BY created_at, id) * 7919) % $2 AS k FROM orders WHERE restaurant_id = $1) AS numbered
             JOIN (SELECT id, row_number() OVER (ORDER BY phone) - 1 AS k FROM restaurant_customers WHERE restaurant_id = $1) AS c ON c.k = numbered.k) AS link
       WHERE o.id = link.id`,
      [restaurantId, CUSTOMERS_WITH_ORDERS],
    );
    // What the orders' trigger keeps in production (the record's latest non-cancelled order), set-based here.
    await db.query(
      `UPDATE restaurant_customers rc SET last_order_at = f.last_order_at
       FROM (SELECT restaurant_customer_id, max(created_at) AS last_order_at FROM orders
             WHERE restaurant_id = $1 AND restaurant_customer_id IS NOT NULL AND status <> 'cancelled' GROUP BY restaurant_customer_id) AS f
       WHERE rc.id = f.restaurant_customer_id AND rc.restaurant_id = $1`,
      [restaurantId],
    );
    await db.query('SET LOCAL session_replication_role = origin');
    await db.query('SELECT report_daily_totals_rebuild()');
    await db.query('COMMIT');
    await db.query('VACUUM ANALYZE restaurant_customers');
    await db.query('VACUUM ANALYZE orders');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}
