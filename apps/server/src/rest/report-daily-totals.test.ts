import type { RequiredEntityData } from '@mikro-orm/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BREAKDOWNS, fromCents, toCents, type Address, type OrderStatus } from '@direto/contracts';
import { Coupon, Order, OrderItem, Restaurant, RestaurantCustomer, queries, type ICoupon, type IRestaurantCustomer, type IUser } from '@direto/db';
import { seedDemoData } from '@direto/db/seed';
import { testAppForTheFile } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { shopWithProduct, type ShopWithProduct } from '../../test/restaurant-fixtures';

/**
 * Issue 32, reports' speed: the daily aggregate report_daily_totals is kept by triggers on the
 * orders' changes. Whatever happens to the orders (delivered, cancelled, re-filed, erased under
 * LGPD, their coupon deleted, the restaurant's time zone changed, deleted), the aggregate equals
 * the one recomputed from the orders (report_daily_totals_rebuild, set-based like the live
 * queries), and so does every report the owner reads. The hand-computed figures are in reports.test.ts.
 * Issue 33: orders taken by staff (counter, phone, WhatsApp) and a table's orders, whose conta
 * closes with the service charge and payments split over its orders (order_payments), as
 * services/tabs/tab-close.ts does: the parts first, then each order's service charge, total and
 * 'delivered', in one transaction (the same SQL changes, driven here on random orders).
 */
const t = testAppForTheFile();
let s: ShopWithProduct;
let account: IUser;
/** Customers known by phone (issue 30's records): a sale counts for the record before the account. */
let records: IRestaurantCustomer[];

beforeAll(async () => {
  s = await shopWithProduct(t, { name: 'Cantina Agregada', timezone: 'America/Sao_Paulo' }, { name: 'Lasanha', price: '30.00' });
  account = await makeUser(t.em().fork(), { firstName: 'Carla' });
  const em = t.em().fork();
  records = ['+5511911110001', '+5511911110002'].map((phone, index) =>
    em.create(RestaurantCustomer, { restaurant: s.owner.restaurant.id, name: `Cliente ${index + 1}`, phone } as RequiredEntityData<IRestaurantCustomer>),
  );
  await em.flush();
});

const PERIOD = 'from=2026-10-31&to=2026-11-12';
const sql = (text: string, params: unknown[] = []) => t.em().fork().getConnection().execute(text, params);

/** The restaurant's aggregate rows (days, months and customers), in one order, figures as text. */
async function aggregateRows(): Promise<string[]> {
  const rows = await sql(
    `select business_date::text as d, dimension, key, extra, orders, gross::text, discounts::text, fees::text, service::text, net::text, quantity
     from report_daily_totals where restaurant_id = ? order by 1, 2, 3, 4`,
    [s.owner.restaurant.id],
  );
  const customers = await sql(
    `select customer_key, first_date::text, last_date::text, orders, net::text, days::text, orders_to_day::text, net_to_day::text
     from report_customers where restaurant_id = ? order by 1`,
    [s.owner.restaurant.id],
  );
  return [...rows, ...customers].map((row) => JSON.stringify(row));
}

/** What the owner reads: the summary and every breakdown, REST. */
async function reports(): Promise<unknown[]> {
  const base = `/api/restaurants/${s.owner.restaurant.id}/reports`;
  const answers = [];
  for (const path of ['summary', ...REPORT_BREAKDOWNS]) {
    const res = await s.owner.rest.get(`${base}/${path}?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    answers.push(res.json());
  }
  return answers;
}

const districtOf = (district: string) => ({ cep: '01001-000', street: 'Rua A', number: '1', complement: null, reference: null, district, city: 'São Paulo', state: 'SP' }) as Address;

const orderArb = fc.record({
  day: fc.integer({ min: 1, max: 10 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  scheduledMinutes: fc.option(fc.integer({ min: 30, max: 600 }), { nil: null }),
  subtotalCents: fc.integer({ min: 100, max: 20_000 }),
  discountCents: fc.integer({ min: 0, max: 100 }),
  feeCents: fc.constantFrom(0, 500, 799),
  method: fc.constantFrom(null, 'cash', 'pix', 'credit', 'debit'),
  brand: fc.constantFrom(null, 'visa', 'mastercard'),
  district: fc.constantFrom(null, 'Centro', 'Moema', '', '  '),
  pickup: fc.boolean(),
  withAccount: fc.boolean(),
  record: fc.constantFrom(null, 0, 1),
  /** Issue 33: taken by staff, or a table's (no fee, no address, paid when its conta closes). */
  origin: fc.constantFrom(null, null, 'counter', 'phone', 'whatsapp', 'table'),
  servicePercent: fc.constantFrom(0, 10, 13),
  parts: fc.array(fc.record({ method: fc.constantFrom('cash', 'pix', 'credit', 'debit'), brand: fc.constantFrom('visa', 'elo') }), { minLength: 1, maxLength: 3 }),
  coupon: fc.constantFrom(null, 'code', 'offer'),
  cancelReason: fc.constantFrom(null, 'Item em falta', 'Cliente desistiu'),
  items: fc.array(fc.record({ name: fc.constantFrom('Lasanha', 'Pizza', 'Suco'), quantity: fc.integer({ min: 1, max: 5 }), unitCents: fc.integer({ min: 100, max: 5000 }) }), { minLength: 1, maxLength: 3 }),
});

/** What happens to an order after it is placed. */
const stepArb = fc.record({
  order: fc.nat(),
  action: fc.constantFrom('deliver', 'cancel', 'advance', 'cancelDelivered', 'erase', 'linkAccount', 'note', 'refile', 'delete', 'closeTab', 'closeTab'),
});

/**
 * New vs returning as defined (docs/reports.md), read live from the orders: each buyer of the
 * period (their record, else their account) is returning when they bought before it.
 */
async function customersLive(from: string, to: string): Promise<unknown[]> {
  const rows = await sql(
    `with buyers as (
       select coalesce(restaurant_customer_id, customer_id) as buyer, count(*) as orders, sum(total) as net from orders
       where restaurant_id = ? and status = 'delivered' and business_date between ? and ? and coalesce(restaurant_customer_id, customer_id) is not null
       group by 1)
     select exists (select from orders p where p.restaurant_id = ? and p.status = 'delivered' and p.business_date < ?
              and coalesce(p.restaurant_customer_id, p.customer_id) = b.buyer) as returning,
       count(*)::int as customers, sum(orders)::int as orders, sum(net)::text as net
     from buyers b group by 1`,
    [s.owner.restaurant.id, from, to, s.owner.restaurant.id, from],
  );
  const of = (returning: boolean) => rows.find((row) => row.returning === returning) ?? { customers: 0, orders: 0, net: '0.00' };
  return [false, true].map((returning) => ({ customers: of(returning).customers, orders: of(returning).orders, net: fromCents(toCents(String(of(returning).net))) }));
}

async function customersReported(from: string, to: string): Promise<unknown[]> {
  const res = await s.owner.rest.get(`/api/restaurants/${s.owner.restaurant.id}/reports/customers?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: { customers: number; orders: number; net: string }[] }).rows.map(({ customers, orders, net }) => ({ customers, orders, net }));
}

type OrderDraft = typeof orderArb extends fc.Arbitrary<infer Draft> ? Draft : never;

/** A placed order ('pending', as placement inserts it) with its items. */
async function placeOrder(draft: OrderDraft, coupons: { code: ICoupon; offer: ICoupon }): Promise<string> {
  const em = t.em().fork();
  const createdAt = new Date(Date.UTC(2026, 10, draft.day, 3) + draft.minute * 60_000);
  const subtotal = Math.max(draft.subtotalCents, draft.items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0));
  const discount = draft.coupon ? Math.min(draft.discountCents, subtotal) : 0;
  const coupon = draft.coupon ? coupons[draft.coupon] : null;
  const atTable = draft.origin === 'table';
  const fee = atTable ? 0 : draft.feeCents;
  const order = em.create(Order, {
    restaurant: s.owner.restaurant.id,
    customer: draft.withAccount ? account.id : null,
    restaurantCustomer: draft.record === null ? null : records[draft.record]?.id,
    origin: draft.origin,
    status: 'pending',
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    deliveryFee: fromCents(fee),
    total: fromCents(subtotal - discount + fee),
    paymentMethod: atTable ? null : draft.method,
    cardBrand: !atTable && (draft.method === 'credit' || draft.method === 'debit') ? draft.brand : null,
    orderType: atTable ? 'table' : draft.pickup ? 'pickup' : 'delivery',
    address: draft.district === null || atTable ? null : districtOf(draft.district),
    couponCode: coupon?.code ?? null,
    promotion: coupon?.id ?? null,
    scheduledFor: draft.scheduledMinutes === null ? null : new Date(createdAt.getTime() + draft.scheduledMinutes * 60_000),
    createdAt,
    updatedAt: createdAt,
  } as never) as { id: string };
  for (const item of draft.items) {
    em.create(OrderItem, { order, productName: item.name, quantity: item.quantity, unitPrice: fromCents(item.unitCents), totalPrice: fromCents(item.unitCents * item.quantity) } as never);
  }
  await em.flush();
  return order.id;
}

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { pending: 'confirmed', confirmed: 'preparing', preparing: 'ready', ready: 'out_for_delivery', out_for_delivery: 'delivered' };

/**
 * 'Fechar conta' for a table's order, as tab-close.ts writes it: the parts (methods in the order
 * paid, the last one taking the rest) first, then the service charge share, the new total and
 * 'delivered', in one transaction.
 */
async function closeTab(orderId: string, draft: OrderDraft): Promise<void> {
  await t.em().fork().transactional(async (tx) => {
    const db = queries(tx);
    const order = await db.selectFrom('orders').where('id', '=', orderId).select(['status', 'subtotal', 'discount', 'delivery_fee']).forUpdate().executeTakeFirst();
    if (!order || order.status === 'delivered' || order.status === 'cancelled') return;
    const due = toCents(order.subtotal) - toCents(order.discount) + toCents(order.delivery_fee);
    const service = Math.round((due * draft.servicePercent) / 100);
    let left = due + service;
    for (const [index, part] of draft.parts.entries()) {
      const cents = index === draft.parts.length - 1 ? left : Math.floor(left / 2);
      if (cents <= 0) continue;
      left -= cents;
      const brand = part.method === 'credit' || part.method === 'debit' ? part.brand : null;
      await db.insertInto('order_payments').values({ order_id: orderId, method: part.method, card_brand: brand, amount: fromCents(cents) }).execute();
    }
    await db
      .updateTable('orders')
      .set({ service_charge: fromCents(service), total: fromCents(due + service), status: 'delivered', delivered_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  });
}

async function applyStep(orderId: string, action: string, cancelReason: string | null, draft: OrderDraft): Promise<void> {
  const em = t.em().fork();
  const order = await em.findOne(Order, { id: orderId });
  if (!order) return; // deleted by an earlier step
  const update = (fields: Record<string, unknown>) => em.nativeUpdate(Order, { id: orderId }, fields);
  switch (action) {
    case 'deliver':
      if (order.status !== 'cancelled') await update({ status: 'delivered', deliveredAt: new Date() });
      break;
    case 'cancel':
      if (order.status !== 'delivered') await update({ status: 'cancelled', cancelReason });
      break;
    case 'advance': {
      const next = NEXT[order.status as OrderStatus];
      if (next) await update({ status: next });
      break;
    }
    case 'cancelDelivered':
      // Not a step the screens offer; the database keeps the aggregate right all the same.
      if (order.status === 'delivered') await update({ status: 'cancelled', cancelReason });
      break;
    case 'erase':
      // LGPD 'Excluir dados do cliente' (customer-erasure.ts): amounts stay, the address, the account and the record go.
      await update({ customerName: 'Cliente removido', customerPhone: null, deliveryAddress: null, address: null, customer: null, restaurantCustomer: null });
      break;
    case 'closeTab':
      if (draft.origin === 'table') await closeTab(orderId, draft);
      break;
    case 'linkAccount':
      await update({ customer: account.id });
      break;
    case 'note':
      await update({ notes: 'sem cebola' });
      break;
    case 'refile':
      await update({ businessDate: '2026-11-11', paymentMethod: 'pix', cardBrand: null });
      break;
    case 'delete':
      await em.nativeDelete(Order, { id: orderId });
      break;
  }
}

describe('the reports’ daily aggregate, kept by triggers', () => {
  it('equals the aggregate recomputed from the orders, and so does every report, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 8 }), fc.array(stepArb, { maxLength: 20 }), fc.boolean(), fc.boolean(), async (drafts, steps, dropCoupon, moveZone) => {
        const em = t.em().fork();
        // A clean restaurant: deleting the orders takes them out of the aggregate (trigger on delete).
        await em.nativeDelete(Order, { restaurant: s.owner.restaurant.id });
        await em.nativeDelete(Coupon, { restaurant: s.owner.restaurant.id });
        await em.nativeUpdate(Restaurant, { id: s.owner.restaurant.id }, { timezone: 'America/Sao_Paulo' });
        expect(await aggregateRows()).toEqual([]);

        const coupon = (fields: Partial<ICoupon>) => em.create(Coupon, { restaurant: s.owner.restaurant.id, benefitType: 'amount', amount: '5.00', ...fields } as RequiredEntityData<ICoupon>);
        const coupons = { code: coupon({ code: 'BEMVINDO', title: 'Bem-vindo' }), offer: coupon({ code: null, title: 'Terça da pizza' }) };
        await em.flush();
        const ids: string[] = [];
        for (const draft of drafts) ids.push(await placeOrder(draft, coupons));
        for (const step of steps) {
          const index = step.order % drafts.length;
          const draft = drafts[index];
          if (draft) await applyStep(ids[index] ?? '', step.action, draft.cancelReason, draft);
        }
        // Deleting a coupon clears the orders' promotion_id (set null); a new time zone moves the local hours.
        if (dropCoupon) await t.em().fork().nativeDelete(Coupon, { id: coupons.offer.id });
        if (moveZone) await t.em().fork().nativeUpdate(Restaurant, { id: s.owner.restaurant.id }, { timezone: 'America/Manaus' });

        const kept = await aggregateRows();
        const keptReports = await reports();
        await sql('select report_daily_totals_rebuild(?)', [s.owner.restaurant.id]);
        expect(kept).toEqual(await aggregateRows());
        expect(keptReports).toEqual(await reports());
        // New vs returning over periods that customers' sales straddle, as the live definition gives it.
        for (const [from, to] of [['2026-11-01', '2026-11-03'], ['2026-11-04', '2026-11-07'], ['2026-11-06', '2026-11-06'], ['2026-11-08', '2026-11-30']] as const) {
          expect(await customersReported(from, to), `${from}..${to}`).toEqual(await customersLive(from, to));
        }
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);

  it('placing an order fires none of the reports’ work: no report trigger on the orders’ INSERT', async () => {
    const rows = await sql(
      `select tgname from pg_trigger where tgrelid = 'orders'::regclass and not tgisinternal and (tgtype & 4) <> 0 order by tgname`,
    );
    // The Open Delivery outbox's (issue 34) is no report work: for a restaurant without the
    // integration, like this file's, it only probes open_delivery_merchants and writes nothing
    // (apps/server/src/open-delivery/events.test.ts, "the outbox").
    // The customer record's last order (issue 37, Owner › Clientes) is no report work either: one
    // indexed update of the record the order's own statement has just upserted.
    expect(rows.map((row) => row.tgname)).toEqual(['open_delivery_events_on_order_insert', 'orders_business_date_default', 'restaurant_customers_last_order']);
  });

  it('an order’s payment parts are fixed once it counts: a change is refused, and deleting the order takes them with it', async () => {
    const em = t.em().fork();
    await em.nativeDelete(Order, { restaurant: s.owner.restaurant.id });
    const draft = { day: 3, minute: 600, scheduledMinutes: null, subtotalCents: 5000, discountCents: 0, feeCents: 0, method: null, brand: null, district: null, pickup: false, withAccount: false, record: 0, origin: 'table', servicePercent: 10, parts: [{ method: 'pix', brand: 'visa' }, { method: 'credit', brand: 'elo' }], coupon: null, cancelReason: null, items: [{ name: 'Pizza', quantity: 1, unitCents: 5000 }] } satisfies OrderDraft;
    const orderId = await placeOrder(draft, { code: null as never, offer: null as never });
    await closeTab(orderId, draft);
    const payments = async () => (await reports())[REPORT_BREAKDOWNS.indexOf('payments') + 1];
    // R$ 50,00 + 10 % = R$ 55,00: half by Pix, the rest by credit card; the order counts once under each.
    expect(await payments()).toMatchObject({ rows: [{ method: 'credit', brand: 'elo', orders: 1, net: '27.50' }, { method: 'pix', brand: null, orders: 1, net: '27.50' }] });
    await expect(sql(`insert into order_payments (order_id, method, amount) values (?, 'cash', 1)`, [orderId])).rejects.toThrow('As formas de pagamento de um pedido entregue ou cancelado não mudam');
    await expect(sql(`update order_payments set amount = amount + 1 where order_id = ?`, [orderId])).rejects.toThrow('não mudam');
    await expect(sql(`delete from order_payments where order_id = ?`, [orderId])).rejects.toThrow('não mudam');
    // The order's own deletion cascades to its parts after its own trigger took them out of the aggregate.
    await em.nativeDelete(Order, { id: orderId });
    expect(await sql(`select count(*)::int as n from order_payments where order_id = ?`, [orderId])).toEqual([{ n: 0 }]);
    expect(await aggregateRows()).toEqual([]);
  });

  it('holds the demo data’s orders, which are written already delivered', async () => {
    expect(await seedDemoData(t.em().fork())).toBe(true);
    const [kept] = await sql(
      `select coalesce(sum(d.net), 0)::text as net, coalesce(sum(d.orders), 0)::int as orders
       from report_daily_totals d join restaurants r on r.id = d.restaurant_id where r.shareable_slug = 'sabor-da-bahia' and d.dimension = 'sales'`,
    );
    const [sold] = await sql(
      `select coalesce(sum(o.total), 0)::text as net, count(*)::int as orders
       from orders o join restaurants r on r.id = o.restaurant_id where r.shareable_slug = 'sabor-da-bahia' and o.status = 'delivered'`,
    );
    expect(sold?.orders).toBeGreaterThan(0);
    expect(kept).toEqual(sold);
  });
});
