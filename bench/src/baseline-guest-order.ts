/**
 * The bare reference of the order path with everything on (issue 37 item 2): the guest order of
 * POST /api/restaurants/{id}/guest-orders as a plain `pg` programmer writes it — no ORM, no tRPC,
 * no validation library, no session. It does the same work for the same order: one read of the
 * menu prices, the fee and the coupon (a server must price the cart, never trust it), then in ONE
 * transaction the customer record (found or created by phone), the order, its lines and first
 * history step, one use of the coupon reserved (conditional UPDATE) and recorded, and a NOTIFY;
 * the Open Delivery outbox event is written by the same trigger on orders as for the app.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

interface GuestOrderBody {
  order: { restaurantId: string; subtotal: string; deliveryFee: string; total: string; deliveryAddress?: string; couponCode?: string };
  items: { productId: string; quantity: number }[];
  customer: { name: string; phone: string };
}

/** NOTIFY on a channel of its own: the app server listens to its own, and must not do the baseline's fan-out. */
const CHANNEL = 'bench_baseline_orders';

const MENU = {
  name: 'baseline_guest_menu',
  text: `SELECT r.name, r.delivery_fee::text AS fee,
      (SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'price', p.price::text)) FROM products p
        WHERE p.restaurant_id = r.id AND p.id = ANY($2::uuid[]) AND p.is_available) AS products,
      c.id AS coupon_id, c.title AS coupon_title, c.amount::text AS coupon_amount
    FROM restaurants r LEFT JOIN coupons c ON c.restaurant_id = r.id AND c.code = $3 AND c.active
    WHERE r.id = $1 AND r.guest_orders`,
};
const UPSERT_CUSTOMER = {
  name: 'baseline_guest_customer',
  text: `INSERT INTO restaurant_customers (restaurant_id, phone, name) VALUES ($1, $2, $3)
    ON CONFLICT (restaurant_id, phone) DO UPDATE SET name = excluded.name, updated_at = now() RETURNING id, blocked`,
};
const INSERT_ORDER = {
  name: 'baseline_guest_order',
  text: `WITH new_order AS (
      INSERT INTO orders (id, restaurant_id, status, subtotal, delivery_fee, discount, total, customer_phone, delivery_address, customer_name,
        restaurant_name, order_type, coupon_code, promotion_id, restaurant_customer_id, guest_token_hash, business_date, created_at, updated_at)
      VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, 'delivery', $11, $12, $13, $14, (now() AT TIME ZONE 'America/Sao_Paulo')::date, now(), now())
      RETURNING id, status, created_at),
    new_items AS (
      INSERT INTO order_items (id, order_id, product_id, product_name, quantity, unit_price, total_price, options)
      SELECT gen_random_uuid(), $1, line.product_id, line.product_name, line.quantity, line.unit_price, line.total_price, '[]'::jsonb
      FROM json_to_recordset($15::json) AS line(product_id uuid, product_name text, quantity int, unit_price numeric, total_price numeric)),
    first_step AS (INSERT INTO order_status_events (order_id, status, at) SELECT id, status, created_at FROM new_order)
    SELECT pg_notify('${CHANNEL}', $16) FROM new_order`,
};
const RESERVE_COUPON = {
  name: 'baseline_guest_coupon',
  text: `UPDATE coupons SET uses = uses + 1 WHERE id = $1 AND active AND (total_limit IS NULL OR uses < total_limit) RETURNING id`,
};
const RECORD_REDEMPTION = {
  name: 'baseline_guest_redemption',
  text: 'INSERT INTO coupon_redemptions (coupon_id, order_id, phone, created_at) VALUES ($1, $2, $3, now())',
};

const cents = (money: string) => Math.round(Number(money) * 100);
const money = (value: number) => (value / 100).toFixed(2);

export function registerBaselineGuestOrder(app: FastifyInstance, pool: pg.Pool): void {
  app.post<{ Params: { id: string }; Body: GuestOrderBody }>('/api/restaurants/:id/guest-orders', async (request, reply) => {
    const { order, items, customer } = request.body;
    const digits = customer.phone.replace(/\D/g, '');
    if (order.restaurantId !== request.params.id || digits.length !== 11) return reply.status(400).send({ message: 'Pedido inválido' });
    const phone = `+55${digits}`;
    const { rows } = await pool.query<{ name: string; fee: string; products: { id: string; name: string; price: string }[] | null; coupon_id: string | null; coupon_title: string | null; coupon_amount: string | null }>(
      { ...MENU, values: [request.params.id, items.map((item) => item.productId), order.couponCode ?? null] },
    );
    const menu = rows[0];
    if (!menu) return reply.status(404).send({ message: 'Restaurante não encontrado' });
    const prices = new Map((menu.products ?? []).map((product) => [product.id, product]));
    const lines = [];
    for (const item of items) {
      const product = prices.get(item.productId);
      if (!product) return reply.status(409).send({ message: 'Produto indisponível' });
      lines.push({ product_id: product.id, product_name: product.name, quantity: item.quantity, unit_price: product.price, total_price: money(cents(product.price) * item.quantity) });
    }
    const subtotal = lines.reduce((sum, line) => sum + cents(line.total_price), 0);
    const fee = cents(menu.fee);
    const discount = menu.coupon_amount ? Math.min(cents(menu.coupon_amount), subtotal) : 0;
    const total = subtotal + fee - discount;
    if (cents(order.subtotal) !== subtotal || cents(order.total) !== total) return reply.status(409).send({ message: 'Os valores mudaram' });

    const orderId = randomUUID();
    const token = randomBytes(24).toString('base64url');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const record = (await client.query<{ id: string; blocked: boolean }>({ ...UPSERT_CUSTOMER, values: [request.params.id, phone, customer.name] })).rows[0];
      if (!record || record.blocked) {
        await client.query('ROLLBACK');
        return reply.status(403).send({ message: 'Pedido recusado' });
      }
      const event = JSON.stringify({ type: 'order.placed', orderId, restaurantId: request.params.id, customerId: null, status: 'pending', at: new Date().toISOString() });
      await client.query({
        ...INSERT_ORDER,
        values: [
          orderId, request.params.id, money(subtotal), money(fee), money(discount), money(total), phone, order.deliveryAddress ?? null, customer.name,
          menu.name, menu.coupon_id ? order.couponCode : null, menu.coupon_id, record.id, createHash('sha256').update(token).digest('hex'), JSON.stringify(lines), event,
        ],
      });
      if (menu.coupon_id) {
        const reserved = await client.query({ ...RESERVE_COUPON, values: [menu.coupon_id] });
        if (reserved.rowCount === 0) {
          await client.query('ROLLBACK');
          return reply.status(409).send({ message: 'Cupom esgotado' });
        }
        await client.query({ ...RECORD_REDEMPTION, values: [menu.coupon_id, orderId, phone] });
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return reply.status(201).send({ order: { id: orderId, status: 'pending', subtotal: money(subtotal), deliveryFee: money(fee), discount: money(discount), total: money(total) }, trackingToken: token });
  });
}
