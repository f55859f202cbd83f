import type pg from 'pg';
import { fromCents } from '@direto/contracts';
import type { SentOrder } from './measure-orders';

interface Sent {
  /** Answered 2xx, by order id. */
  accepted: Map<string, SentOrder>;
  /** Sent, no answer read: in flight when a run stopped. */
  unanswered: SentOrder[];
  /** Every guest phone (E.164) the load used. */
  phones: string[];
  since: Date;
  coupon: string;
  couponCents: number;
}

interface StoredOrder {
  id: string;
  restaurant_id: string;
  status: string;
  subtotal: string;
  delivery_fee: string;
  discount: string;
  total: string;
  coupon_code: string | null;
  promotion_id: string | null;
  phone: string;
  name: string;
  /** Open Delivery 'CREATED' events of the order (the outbox trigger's). */
  od_created: number;
  redemptions: number;
  steps: number;
}

/**
 * Every accepted guest order is in the database exactly once, at its restaurant, pending, under
 * its guest's customer record (phone and name), with the cart's lines, the coupon's amount off and
 * subtotal + fee − discount = total; with one use of the coupon recorded, one step of history and
 * one Open Delivery CREATED event. Then the aggregates: each restaurant's coupon counts exactly
 * the uses its stored orders made (uses = redemptions = orders), and each customer record's
 * order count and orders' total are those of the orders sent with its phone. No order was stored
 * that was not sent; one stored without an answer read must match a request still in flight
 * when a run stopped (autocannon closes those connections).
 */
export async function verifyGuestOrders(db: pg.Client, sent: Sent): Promise<{ problems: string[]; cutOffStored: number }> {
  const problems: string[] = [];
  const { rows: orders } = await db.query<StoredOrder>(
    `SELECT o.id, o.restaurant_id, o.status, o.subtotal::text, o.delivery_fee::text, o.discount::text, o.total::text,
            o.coupon_code, o.promotion_id, rc.phone, rc.name,
            (SELECT count(*) FROM open_delivery_events e WHERE e.order_id = o.id AND e.event_type = 'CREATED')::int AS od_created,
            (SELECT count(*) FROM coupon_redemptions cr WHERE cr.order_id = o.id)::int AS redemptions,
            (SELECT count(*) FROM order_status_events s WHERE s.order_id = o.id)::int AS steps
     FROM orders o JOIN restaurant_customers rc ON rc.id = o.restaurant_customer_id
     WHERE rc.phone = ANY($1) AND o.created_at >= $2`,
    [sent.phones, sent.since],
  );
  const { rows: items } = await db.query<{ order_id: string; product_id: string; quantity: number; unit_price: string; total_price: string }>(
    `SELECT i.order_id, i.product_id, i.quantity, i.unit_price::text, i.total_price::text
     FROM order_items i JOIN orders o ON o.id = i.order_id JOIN restaurant_customers rc ON rc.id = o.restaurant_customer_id
     WHERE rc.phone = ANY($1) AND o.created_at >= $2`,
    [sent.phones, sent.since],
  );
  const { rows: coupons } = await db.query<{ id: string; restaurant_id: string; uses: number; redemptions: number }>(
    `SELECT c.id, c.restaurant_id, c.uses, (SELECT count(*) FROM coupon_redemptions cr WHERE cr.coupon_id = c.id)::int AS redemptions
     FROM coupons c WHERE c.code = $1`,
    [sent.coupon],
  );
  const couponOf = new Map(coupons.map((coupon) => [coupon.restaurant_id, coupon]));
  const itemsByOrder = new Map<string, typeof items>();
  for (const item of items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);

  const stored = new Set<string>();
  const inFlight = new Set(sent.unanswered);
  /** The orders found stored and matched to what was sent: what the aggregates must add up to. */
  const storedSends: SentOrder[] = [];
  let cutOffStored = 0;
  for (const order of orders) {
    if (stored.has(order.id)) problems.push(`pedido ${order.id} gravado duas vezes`);
    stored.add(order.id);
    const storedLines = linesOf(itemsByOrder.get(order.id) ?? []);
    let match = sent.accepted.get(order.id);
    if (!match) {
      match = [...inFlight].find(
        (candidate) => candidate.phoneE164 === order.phone && candidate.restaurantId === order.restaurant_id && same(expectedLinesOf(candidate), storedLines),
      );
      if (!match) {
        problems.push(`pedido ${order.id} gravado sem ter sido enviado (nem resposta 2xx, nem requisição interrompida igual)`);
        continue;
      }
      inFlight.delete(match);
      cutOffStored++;
    }
    storedSends.push(match);
    const expected = {
      restaurant: match.restaurantId,
      phone: match.phoneE164,
      name: match.name,
      status: 'pending',
      subtotal: fromCents(match.subtotalCents),
      fee: fromCents(match.feeCents),
      discount: fromCents(match.discountCents),
      total: fromCents(match.subtotalCents + match.feeCents - match.discountCents),
      coupon: sent.coupon,
      promotion: couponOf.get(match.restaurantId)?.id ?? '(cupom do restaurante)',
      openDeliveryCreated: 1,
      couponUses: 1,
      historySteps: 1,
    };
    const actual = {
      restaurant: order.restaurant_id,
      phone: order.phone,
      name: order.name,
      status: order.status,
      subtotal: order.subtotal,
      fee: order.delivery_fee,
      discount: order.discount,
      total: order.total,
      coupon: order.coupon_code,
      promotion: order.promotion_id,
      openDeliveryCreated: order.od_created,
      couponUses: order.redemptions,
      historySteps: order.steps,
    };
    if (!same(expected, actual)) problems.push(`pedido ${order.id}: esperado ${JSON.stringify(expected)}, gravado ${JSON.stringify(actual)}`);
    if (!same(expectedLinesOf(match), storedLines)) {
      problems.push(`pedido ${order.id}: itens esperados ${expectedLinesOf(match).join(', ')}; gravados ${storedLines.join(', ')}`);
    }
  }
  for (const id of sent.accepted.keys()) {
    if (!stored.has(id)) problems.push(`pedido ${id} respondido 2xx mas não gravado`);
  }
  problems.push(...couponProblems(coupons, storedSends), ...(await customerTotalProblems(db, sent.phones, storedSends)));
  // A long list helps nobody: the first problems and the count say enough.
  return { problems: problems.length > 20 ? [...problems.slice(0, 20), `… e mais ${problems.length - 20}`] : problems, cutOffStored };
}

/** Each restaurant's coupon: its use count = its recorded redemptions = the stored orders that typed it. */
function couponProblems(coupons: { id: string; restaurant_id: string; uses: number; redemptions: number }[], storedSends: SentOrder[]): string[] {
  const expectedUses = new Map<string, number>();
  for (const order of storedSends) expectedUses.set(order.restaurantId, (expectedUses.get(order.restaurantId) ?? 0) + 1);
  return coupons
    .filter((coupon) => coupon.uses !== (expectedUses.get(coupon.restaurant_id) ?? 0) || coupon.redemptions !== coupon.uses)
    .map((coupon) => `cupom ${coupon.id}: ${coupon.uses} usos contados, ${coupon.redemptions} registrados, ${expectedUses.get(coupon.restaurant_id) ?? 0} pedidos gravados com ele`);
}

/**
 * Each customer record (restaurant, phone): its orders (not cancelled) and their total, as the
 * customers list computes them from the orders (customer-figures.ts; its "spent" counts delivered
 * orders only, so the pending orders' total is compared instead), against the orders sent.
 */
async function customerTotalProblems(db: pg.Client, phones: string[], storedSends: SentOrder[]): Promise<string[]> {
  const expected = new Map<string, { orders: number; cents: number }>();
  for (const order of storedSends) {
    const key = `${order.restaurantId} ${order.phoneE164}`;
    const figures = expected.get(key) ?? { orders: 0, cents: 0 };
    expected.set(key, { orders: figures.orders + 1, cents: figures.cents + order.subtotalCents + order.feeCents - order.discountCents });
  }
  const { rows } = await db.query<{ restaurant_id: string; phone: string; orders: number; total: string }>(
    `SELECT rc.restaurant_id, rc.phone, count(o.id) FILTER (WHERE o.status <> 'cancelled')::int AS orders,
            coalesce(sum(o.total) FILTER (WHERE o.status <> 'cancelled'), 0)::numeric(12,2)::text AS total
     FROM restaurant_customers rc LEFT JOIN orders o ON o.restaurant_customer_id = rc.id
     WHERE rc.phone = ANY($1) GROUP BY rc.id`,
    [phones],
  );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.restaurant_id} ${row.phone}`;
    seen.add(key);
    const want = expected.get(key) ?? { orders: 0, cents: 0 };
    if (row.orders !== want.orders || row.total !== fromCents(want.cents)) {
      problems.push(`cliente ${row.phone} em ${row.restaurant_id}: ${row.orders} pedidos, R$ ${row.total}; esperados ${want.orders}, R$ ${fromCents(want.cents)}`);
    }
  }
  for (const key of expected.keys()) if (!seen.has(key)) problems.push(`cliente ${key}: sem registro de cliente`);
  return problems;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function expectedLinesOf(order: SentOrder): string[] {
  return order.lines.map((line) => `${line.productId}×${line.quantity}@${fromCents(line.unitCents)}=${fromCents(line.unitCents * line.quantity)}`).sort();
}

function linesOf(items: { product_id: string; quantity: number; unit_price: string; total_price: string }[]): string[] {
  return items.map((item) => `${item.product_id}×${item.quantity}@${item.unit_price}=${item.total_price}`).sort();
}
