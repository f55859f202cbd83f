import type { RequiredEntityData } from '@mikro-orm/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BREAKDOWNS, fromCents, type Address, type OrderStatus } from '@direto/contracts';
import { Coupon, Order, OrderItem, Restaurant, type ICoupon, type IUser } from '@direto/db';
import { seedDemoData } from '@direto/db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { shopWithProduct, type ShopWithProduct } from '../../test/restaurant-fixtures';

/**
 * Issue 32, reports' speed: the daily aggregate report_daily_totals is kept by triggers on the
 * orders' changes. Whatever happens to the orders (delivered, cancelled, re-filed, erased under
 * LGPD, their coupon deleted, the restaurant's time zone changed, deleted), the aggregate equals
 * the one recomputed from the orders (report_daily_totals_rebuild, set-based like the live
 * queries), and so does every report the owner reads. The hand-computed figures are in reports.test.ts.
 */
let t: TestApp;
let s: ShopWithProduct;
let account: IUser;

beforeAll(async () => {
  t = await createTestApp();
  s = await shopWithProduct(t, { name: 'Cantina Agregada', timezone: 'America/Sao_Paulo' }, { name: 'Lasanha', price: '30.00' });
  account = await makeUser(t.em().fork(), { firstName: 'Carla' });
});
afterAll(async () => {
  await t.close();
});

const PERIOD = 'from=2026-10-31&to=2026-11-12';
const sql = (text: string, params: unknown[] = []) => t.em().fork().getConnection().execute(text, params);

/** The restaurant's aggregate rows, in one order, figures as text. */
async function aggregateRows(): Promise<string[]> {
  const rows = await sql(
    `select business_date::text as d, dimension, key, extra, orders, gross::text, discounts::text, fees::text, net::text, quantity
     from report_daily_totals where restaurant_id = ? order by 1, 2, 3, 4`,
    [s.owner.restaurant.id],
  );
  return rows.map((row) => JSON.stringify(row));
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
  coupon: fc.constantFrom(null, 'code', 'offer'),
  cancelReason: fc.constantFrom(null, 'Item em falta', 'Cliente desistiu'),
  items: fc.array(fc.record({ name: fc.constantFrom('Lasanha', 'Pizza', 'Suco'), quantity: fc.integer({ min: 1, max: 5 }), unitCents: fc.integer({ min: 100, max: 5000 }) }), { minLength: 1, maxLength: 3 }),
});

/** What happens to an order after it is placed. */
const stepArb = fc.record({
  order: fc.nat(),
  action: fc.constantFrom('deliver', 'cancel', 'advance', 'cancelDelivered', 'erase', 'linkAccount', 'note', 'refile', 'delete'),
});

type OrderDraft = typeof orderArb extends fc.Arbitrary<infer Draft> ? Draft : never;

/** A placed order ('pending', as placement inserts it) with its items. */
async function placeOrder(draft: OrderDraft, coupons: { code: ICoupon; offer: ICoupon }): Promise<string> {
  const em = t.em().fork();
  const createdAt = new Date(Date.UTC(2026, 10, draft.day, 3) + draft.minute * 60_000);
  const subtotal = Math.max(draft.subtotalCents, draft.items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0));
  const discount = draft.coupon ? Math.min(draft.discountCents, subtotal) : 0;
  const coupon = draft.coupon ? coupons[draft.coupon] : null;
  const order = em.create(Order, {
    restaurant: s.owner.restaurant.id,
    customer: draft.withAccount ? account.id : null,
    status: 'pending',
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    deliveryFee: fromCents(draft.feeCents),
    total: fromCents(subtotal - discount + draft.feeCents),
    paymentMethod: draft.method,
    cardBrand: draft.method === 'credit' || draft.method === 'debit' ? draft.brand : null,
    orderType: draft.pickup ? 'pickup' : 'delivery',
    address: draft.district === null ? null : districtOf(draft.district),
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

async function applyStep(orderId: string, action: string, cancelReason: string | null): Promise<void> {
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
      // LGPD 'Excluir dados do cliente' (customer-erasure.ts): amounts stay, the address and the account go.
      await update({ customerName: 'Cliente removido', customerPhone: null, deliveryAddress: null, address: null, customer: null });
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
          await applyStep(ids[index] ?? '', step.action, drafts[index]?.cancelReason ?? null);
        }
        // Deleting a coupon clears the orders' promotion_id (set null); a new time zone moves the local hours.
        if (dropCoupon) await t.em().fork().nativeDelete(Coupon, { id: coupons.offer.id });
        if (moveZone) await t.em().fork().nativeUpdate(Restaurant, { id: s.owner.restaurant.id }, { timezone: 'America/Manaus' });

        const kept = await aggregateRows();
        const keptReports = await reports();
        await sql('select report_daily_totals_rebuild(?)', [s.owner.restaurant.id]);
        expect(kept).toEqual(await aggregateRows());
        expect(keptReports).toEqual(await reports());
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);

  it('placing an order fires none of its work: no trigger on the orders’ INSERT but the business day’s default', async () => {
    const rows = await sql(
      `select tgname from pg_trigger where tgrelid = 'orders'::regclass and not tgisinternal and (tgtype & 4) <> 0 order by tgname`,
    );
    expect(rows.map((row) => row.tgname)).toEqual(['orders_business_date_default']);
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
