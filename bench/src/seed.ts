import pg from 'pg';
import { CUISINES } from '@direto/contracts';
import { PRODUCTS_PER_RESTAURANT, type ScaleShape } from './settings';

/**
 * Set-based seeding (generate_series, INSERT … SELECT): the whole 100× data set is a handful of
 * statements, not hundreds of thousands of ORM round trips. Growing from one shape to a larger one
 * only inserts the difference, so the same database serves the 1×, 10× and 100× measurements.
 *
 * Naming: restaurant i has slug bench-0000i and owner dono-i@bench.direto.app; customer i is
 * cliente-i@bench.direto.app. Every 25th restaurant is closed, every 20th product unavailable.
 * Order totals are computed from the item lines, exactly as the app stores them.
 */
export async function growDataSet(url: string, from: ScaleShape | null, to: ScaleShape, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    await client.query('BEGIN');
    await insertCustomers(client, (from?.customers ?? 0) + 1, to.customers, passwordHash);
    await insertRestaurants(client, (from?.restaurants ?? 0) + 1, to.restaurants, passwordHash);
    await linkCustomers(client, (from?.customers ?? 0) + 1, to.customers, to.restaurants);
    await prepareLookupTables(client);
    await insertOrders(client, 'target', (from?.targetOrders ?? 0) + 1, to.targetOrders, to);
    await insertOrders(client, 'spread', (from?.spreadOrders ?? 0) + 1, to.spreadOrders, to);
    // Issue 32: orders inserted already delivered or cancelled fire no trigger; the reports'
    // daily aggregate is recomputed set-based, as the migration filled it (docs/reports.md).
    await client.query('SELECT report_daily_totals_rebuild()');
    await client.query('COMMIT');
    // Fresh planner statistics, as autovacuum would have gathered on a live database.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function insertCustomers(client: pg.Client, first: number, last: number, passwordHash: string): Promise<void> {
  if (first > last) return;
  await client.query(
    `INSERT INTO users (email, password, first_name, last_name, user_type, phone, address, city, zip_code, profile_completed)
     SELECT format('cliente-%s@bench.direto.app', i), $1, 'Cliente', format('Bench %s', i), 'customer',
            format('(11) 9%s', lpad(i::text, 8, '0')), format('Rua do Teste de Carga, %s, apto %s', i, i % 100),
            'São Paulo', '01000-000', true
     FROM generate_series($2::int, $3::int) AS i`,
    [passwordHash, first, last],
  );
}

async function insertRestaurants(client: pg.Client, first: number, last: number, passwordHash: string): Promise<void> {
  if (first > last) return;
  await client.query(
    `INSERT INTO users (email, password, first_name, last_name, user_type, profile_completed)
     SELECT format('dono-%s@bench.direto.app', i), $1, 'Dono', format('Bench %s', i), 'restaurant', true
     FROM generate_series($2::int, $3::int) AS i`,
    [passwordHash, first, last],
  );
  await client.query(
    `INSERT INTO restaurants (owner_id, name, description, cuisine, delivery_fee, delivery_time, rating, is_open, shareable_slug)
     SELECT u.id, format('Restaurante Bench %s', i), format('Cozinha de teste número %s, com cardápio completo.', i),
            ($3::text[])[1 + i % cardinality($3::text[])], (i % 10 + 0.90)::numeric(10,2), '30-45 min',
            (3 + (i % 200) / 100.0)::numeric(3,2), i % 25 <> 0, format('bench-%s', lpad(i::text, 5, '0'))
     FROM generate_series($1::int, $2::int) AS i
     JOIN users u ON u.email = format('dono-%s@bench.direto.app', i)`,
    [first, last, [...CUISINES]],
  );
  const range = `substring(r.shareable_slug from 7)::int BETWEEN $1 AND $2 AND r.shareable_slug LIKE 'bench-%'`;
  await client.query(
    `INSERT INTO categories (restaurant_id, name, sort_order)
     SELECT r.id, (ARRAY['Entradas', 'Pratos principais', 'Lanches', 'Sobremesas', 'Bebidas'])[c + 1], c
     FROM restaurants r CROSS JOIN generate_series(0, 4) AS c
     WHERE ${range}`,
    [first, last],
  );
  await client.query(
    `INSERT INTO products (restaurant_id, category_id, name, description, price, prep_time, is_available, tags, created_at, updated_at)
     SELECT r.id, c.id, format('Prato %s', p), 'Prato do teste de carga, feito com ingredientes frescos e bem servido.',
            (5 + ((p * 37 + substring(r.shareable_slug from 7)::int * 11) % 9000) / 100.0)::numeric(10,2),
            5 + p % 40, p % 20 <> 0, ARRAY['bench', format('tag%s', p % 7)],
            now() - make_interval(mins => $3 - p), now() - make_interval(mins => $3 - p)
     FROM restaurants r
     CROSS JOIN generate_series(1, $3::int) AS p
     JOIN categories c ON c.restaurant_id = r.id AND c.sort_order = p % 5
     WHERE ${range}`,
    [first, last, PRODUCTS_PER_RESTAURANT],
  );
  if (process.env.BENCH_OPTION_GROUPS !== '0') await insertOptionGroups(client, range, first, last);
}

/**
 * Option groups (issue 19) on half of each menu: three optional groups (13 options) linked to
 * the even-numbered products, so the menu read carries them the way a real menu would. All are
 * optional, so the order measurement's plain carts stay valid. BENCH_OPTION_GROUPS=0 leaves them out.
 */
async function insertOptionGroups(client: pg.Client, range: string, first: number, last: number): Promise<void> {
  await client.query(
    `INSERT INTO option_groups (restaurant_id, name, min, max, pricing, kind, sort_order)
     SELECT r.id, g.name, 0, g.max, 'sum', 'standard', g.ord
     FROM restaurants r CROSS JOIN (VALUES ('Tamanho', 1, 0), ('Adicionais', 3, 1), ('Molho', 1, 2)) AS g(name, max, ord)
     WHERE ${range}`,
    [first, last],
  );
  await client.query(
    `INSERT INTO group_options (group_id, name, description, price, max_quantity, sort_order)
     SELECT og.id, format('%s %s', og.name, o), CASE WHEN o = 0 THEN 'A mais pedida' END, (o * 1.5)::numeric(10,2),
            CASE WHEN og.name = 'Adicionais' THEN 2 ELSE 1 END, o
     FROM option_groups og JOIN restaurants r ON r.id = og.restaurant_id CROSS JOIN generate_series(0, 5) AS o
     WHERE ${range} AND (og.name = 'Adicionais' OR o < 3 + og.sort_order)`,
    [first, last],
  );
  await client.query(
    `INSERT INTO product_option_groups (product_id, group_id, sort_order)
     SELECT p.id, og.id, og.sort_order
     FROM products p JOIN restaurants r ON r.id = p.restaurant_id JOIN option_groups og ON og.restaurant_id = r.id
     WHERE ${range} AND substring(p.name from 7)::int % 2 = 0`,
    [first, last],
  );
}

/** Each new customer follows one restaurant; a third of them registered through its link. */
async function linkCustomers(client: pg.Client, first: number, last: number, restaurants: number): Promise<void> {
  if (first > last) return;
  await client.query(
    `INSERT INTO customer_restaurants (customer_id, restaurant_id, registered_via_link)
     SELECT u.id, r.id, i % 3 = 0
     FROM generate_series($1::int, $2::int) AS i
     JOIN users u ON u.email = format('cliente-%s@bench.direto.app', i)
     JOIN restaurants r ON r.shareable_slug = format('bench-%s', lpad((1 + i % $3)::text, 5, '0'))`,
    [first, last, restaurants],
  );
}

/** Numbered restaurants, customers and menus as arrays, so orders can pick them by arithmetic. */
async function prepareLookupTables(client: pg.Client): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS bench_restaurants, bench_customers, bench_menus`);
  await client.query(
    `CREATE TEMP TABLE bench_restaurants ON COMMIT DROP AS
     SELECT substring(shareable_slug from 7)::int AS idx, id, name, delivery_fee
     FROM restaurants WHERE shareable_slug LIKE 'bench-%'`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
     SELECT substring(email from 'cliente-(\\d+)@')::int AS idx, id, first_name || ' ' || last_name AS name, phone, address
     FROM users WHERE email LIKE 'cliente-%@bench.direto.app'`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_menus ON COMMIT DROP AS
     SELECT restaurant_id, array_agg(id ORDER BY created_at, id) AS ids, array_agg(name ORDER BY created_at, id) AS names,
            array_agg(price ORDER BY created_at, id) AS prices
     FROM products GROUP BY restaurant_id`,
  );
  await client.query('CREATE INDEX ON bench_restaurants (idx)');
  await client.query('CREATE INDEX ON bench_customers (idx)');
  await client.query('CREATE INDEX ON bench_menus (restaurant_id)');
  await client.query('ANALYZE bench_restaurants, bench_customers, bench_menus');
}

/**
 * Today's orders (São Paulo): one in 40 of the first 12,000 of each kind, so at most 300 on the
 * dashboard restaurant at every scale: the history grows with the data, a day's orders do not.
 */
const TODAY = 'n % 40 = 0 AND n <= 12000';

/**
 * Orders n = first..last with 1–4 lines each. 'target' orders all go to restaurant 1 (the
 * dashboard); 'spread' orders go round the others. Today's orders are in every status; the
 * rest spread over the past year, mostly delivered.
 */
async function insertOrders(client: pg.Client, kind: 'target' | 'spread', first: number, last: number, shape: ScaleShape): Promise<void> {
  if (first > last) return;
  const restaurantIndex = kind === 'target' ? '1' : `2 + (n % ${shape.restaurants - 1})`;
  // Today's orders get distinct n patterns for the two kinds, so both have some.
  await client.query(
    `WITH day AS (
       SELECT (date_trunc('day', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo') AS start
     ), spec AS (
       SELECT gen_random_uuid() AS id, n, r.id AS restaurant_id, r.name AS restaurant_name, r.delivery_fee,
              c.id AS customer_id, c.name AS customer_name, c.phone, c.address, m.ids, m.names, m.prices,
              ${TODAY} AS today,
              CASE WHEN ${TODAY}
                   THEN day.start + (now() - day.start) * ((n / 40) % 997) / 997.0
                   ELSE now() - interval '1 day' - make_interval(mins => (n * 7919) % 525600) END AS created_at
       FROM generate_series($1::int, $2::int) AS n
       CROSS JOIN day
       JOIN bench_restaurants r ON r.idx = ${restaurantIndex}
       JOIN bench_customers c ON c.idx = 1 + (n * 7) % $3
       JOIN bench_menus m ON m.restaurant_id = r.id
     ), lines AS (
       SELECT s.id AS order_id, s.ids[pos] AS product_id, s.names[pos] AS product_name, s.prices[pos] AS unit_price,
              1 + (s.n + l) % 3 AS quantity
       FROM spec s
       CROSS JOIN LATERAL generate_series(1, 1 + s.n % 4) AS l
       CROSS JOIN LATERAL (SELECT 1 + (s.n * 31 + l * 17) % cardinality(s.ids) AS pos) AS picked
     ), items AS (
       INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price, total_price)
       SELECT order_id, product_id, product_name, quantity, unit_price, unit_price * quantity FROM lines
     ), sums AS (
       SELECT order_id, sum(unit_price * quantity) AS subtotal FROM lines GROUP BY order_id
     ), shaped AS (
       SELECT s.*, sums.subtotal,
              CASE WHEN s.today THEN (ARRAY['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'])[1 + s.n % 6]
                   WHEN s.n % 10 = 3 THEN 'cancelled' ELSE 'delivered' END::order_status AS status
       FROM spec s JOIN sums ON sums.order_id = s.id
     )
     INSERT INTO orders (id, customer_id, restaurant_id, status, subtotal, delivery_fee, total, customer_phone, delivery_address,
                         customer_name, restaurant_name, delivered_at, created_at, updated_at, business_date)
     SELECT id, customer_id, restaurant_id, status, subtotal, delivery_fee, subtotal + delivery_fee, phone, address,
            customer_name, restaurant_name,
            CASE WHEN status = 'delivered' THEN least(created_at + make_interval(mins => 20 + n % 40), now()) END,
            created_at, created_at,
            -- Issue 32: the business day, set-based (the bench restaurants keep no opening hours: the calendar day).
            (created_at AT TIME ZONE 'America/Sao_Paulo')::date
     FROM shaped`,
    [first, last, shape.customers],
  );
}
