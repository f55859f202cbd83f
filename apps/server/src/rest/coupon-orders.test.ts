import type { RequiredEntityData } from '@mikro-orm/core';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClockTo } from '@direto/api';
import { fromCents, toCents } from '@direto/contracts';
import { Coupon, CouponRedemption, Order, type ICoupon } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { required } from '../../test/required';
import { nextTestClientAddress } from '../../test/session';
import { restClient, shopWithProduct, signedInCustomer, type ShopWithProduct, type SignedInCustomer } from '../../test/restaurant-fixtures';

/**
 * Issue 31, the server side of coupons and offers: the order gets one benefit (the best), the
 * server computes it, its uses are exact under concurrency and freed on cancellation, and the
 * quote answers what a code would do without using it.
 */
const t = testAppForTheFile();
let customer: SignedInCustomer;

beforeAll(async () => {
  customer = await signedInCustomer(t, { phone: '(11) 98765-4321' });
});
afterEach(() => setClockTo(null));

type Shop = ShopWithProduct;

/** A restaurant of its own for each test (offers apply to every order of a restaurant): R$ 20,00 pizzas, R$ 5,00 delivery. */
const shop = () => shopWithProduct(t, { name: 'Pizzaria Bella', deliveryFee: '5.00', guestOrders: true, offersPickup: true }, { name: 'Pizza Margherita', price: '20.00' });

async function makeCoupon(restaurantId: string, fields: Partial<ICoupon>): Promise<ICoupon> {
  const em = t.em();
  const coupon = em.create(Coupon, { restaurant: restaurantId, title: 'Cupom', benefitType: 'percent', percent: 10, ...fields } as RequiredEntityData<ICoupon>);
  await em.flush();
  return coupon;
}

/** The body of POST /api/orders for `quantity` pizzas, with the total the client computed. */
function orderBody(s: Shop, { quantity = 2, couponCode, discount = '0.00', deliveryFee = '5.00', orderType }: { quantity?: number; couponCode?: string; discount?: string; deliveryFee?: string; orderType?: 'pickup' | 'delivery' } = {}) {
  const subtotal = toCents(s.product.price) * quantity;
  const fee = orderType === 'pickup' ? 0 : toCents(deliveryFee);
  return {
    order: {
      restaurantId: s.owner.restaurant.id,
      subtotal: fromCents(subtotal),
      deliveryFee: fromCents(fee),
      total: fromCents(subtotal - toCents(discount) + fee),
      ...(couponCode ? { couponCode } : {}),
      ...(orderType ? { orderType } : {}),
    },
    items: [{ productId: s.product.id, quantity, unitPrice: s.product.price, totalPrice: fromCents(subtotal) }],
  };
}

let phoneSeq = 0;
const freshPhone = () => `(21) 9${String(7000 + (++phoneSeq % 3000))}-${String(1000 + phoneSeq).slice(-4)}`;

function guestOrder(s: Shop, phone: string, options: Parameters<typeof orderBody>[1] = {}) {
  const body = orderBody(s, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${s.owner.restaurant.id}/guest-orders`,
    remoteAddress: nextTestClientAddress(),
    payload: { ...body, order: { ...body.order, deliveryAddress: `Rua do Cupom, ${phoneSeq}${Math.random().toString().slice(2, 6)}` }, customer: { name: 'Rita Lee', phone, marketingConsent: false } },
  });
}

const usesOf = async (couponId: string) => (await t.em().findOneOrFail(Coupon, couponId)).uses;

describe('an order with a coupon code (POST /api/orders)', () => {
  it('a spec client that sends no coupon, at a restaurant without offers, sees no change', async () => {
    const s = await shop();
    const res = await customer.rest.post('/api/orders', orderBody(s));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: '40.00', deliveryFee: '5.00', total: '45.00', discount: '0.00', couponCode: null });
  });

  it('stores the discount, the code and the coupon, and every read of the order shows them', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'CUPOM10' });
    const res = await customer.rest.post('/api/orders', orderBody(s, { couponCode: 'cupom10', discount: '4.00' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: '40.00', discount: '4.00', deliveryFee: '5.00', total: '41.00', couponCode: 'CUPOM10' });
    const stored = await t.em().findOneOrFail(Order, res.json().id);
    expect(stored.promotion?.id).toBe(coupon.id);
    expect(await usesOf(coupon.id)).toBe(1);

    const detail = await customer.rest.get(`/api/orders/${res.json().id}`);
    expect(detail.json()).toMatchObject({ discount: '4.00', couponCode: 'CUPOM10', total: '41.00' });
    const ownerView = await s.owner.rest.get(`/api/orders/${res.json().id}`);
    expect(ownerView.json()).toMatchObject({ discount: '4.00', couponCode: 'CUPOM10' });
    const board = await s.owner.rest.get(`/api/restaurants/${s.owner.restaurant.id}/orders`);
    expect(board.json()).toMatchObject([{ id: res.json().id, total: '41.00', discount: '4.00', couponCode: 'CUPOM10' }]);
  });

  it('refuses a code that does not apply with why (409), placing nothing', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'MINIMO40', benefitType: 'amount', amount: '5.00', minSubtotal: '60.00' });
    await makeCoupon(s.owner.restaurant.id, { code: 'ENTREGA', benefitType: 'amount', amount: '5.00', orderTypes: ['delivery'] });
    const cases = [
      [orderBody(s, { couponCode: 'NAOEXISTE' }), 'Cupom não encontrado'],
      [orderBody(s, { couponCode: 'MINIMO40', discount: '5.00' }), 'Pedido mínimo de R$ 60,00 para este cupom'],
      [orderBody(s, { couponCode: 'ENTREGA', discount: '5.00', orderType: 'pickup' }), 'Não vale para retirada'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await customer.rest.post('/api/orders', body);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await t.em().count(Order, { restaurant: s.owner.restaurant.id })).toBe(0);
  });

  it('takes the fee off with free delivery (the client may show the fee as 0 or as it was)', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'FRETEGRATIS', benefitType: 'free_delivery', percent: null });
    for (const deliveryFee of ['0.00', '5.00']) {
      const body = orderBody(s, { couponCode: 'FRETEGRATIS' });
      const res = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, deliveryFee, total: '40.00' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ subtotal: '40.00', discount: '0.00', deliveryFee: '0.00', total: '40.00', couponCode: 'FRETEGRATIS' });
    }
  });

  it('gives one pizza free with a free-item coupon when the cart has it', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'PIZZAGRATIS', benefitType: 'free_item', percent: null, freeProduct: s.product, title: 'Uma pizza grátis' });
    const res = await customer.rest.post('/api/orders', orderBody(s, { couponCode: 'PIZZAGRATIS', discount: '20.00' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ discount: '20.00', total: '25.00' });
  });
});

describe('automatic offers and one benefit per order', () => {
  it('applies an offer without a code; a client total without it is 409 naming the discount', async () => {
    const s = await shop();
    const offer = await makeCoupon(s.owner.restaurant.id, { code: null, title: '10% off acima de R$ 30', minSubtotal: '30.00' });
    const stale = await customer.rest.post('/api/orders', orderBody(s));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('O total do pedido com o desconto de R$ 4,00 (10% off acima de R$ 30) é R$ 41,00, não R$ 45,00. Revise seu pedido.');

    const res = await customer.rest.post('/api/orders', orderBody(s, { discount: '4.00' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ discount: '4.00', couponCode: null, total: '41.00' });
    expect((await t.em().findOneOrFail(Order, res.json().id)).promotion?.id).toBe(offer.id);
    // Below its minimum the offer does not apply: the order is as before.
    const small = await customer.rest.post('/api/orders', orderBody(s, { quantity: 1 }));
    expect(small.json()).toMatchObject({ discount: '0.00', total: '25.00' });
  });

  it("names a free-delivery offer in the placed order and every read of it (its title says why the fee is zero), for accounts and guests", async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: null, title: 'Frete grátis às terças', benefitType: 'free_delivery', percent: null });
    const res = await customer.rest.post('/api/orders', orderBody(s, { deliveryFee: '0.00' }));
    expect(res.statusCode, res.body).toBe(201);
    const named = { deliveryFee: '0.00', discount: '0.00', couponCode: null, offerTitle: 'Frete grátis às terças' };
    expect(res.json()).toMatchObject(named);
    expect((await customer.rest.get(`/api/orders/${res.json().id}`)).json()).toMatchObject(named);
    expect((await s.owner.rest.get(`/api/orders/${res.json().id}`)).json()).toMatchObject(named);

    const guest = await guestOrder(s, freshPhone(), { deliveryFee: '0.00' });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toMatchObject({ order: named });
    const view = await restClient(t).get(`/api/guest-orders/${guest.json().trackingToken}`);
    expect(view.json()).toMatchObject(named);
  });

  it('gives the better of a code and an offer: free delivery counts as the fee it saves', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: null, title: '10% off' });
    await makeCoupon(s.owner.restaurant.id, { code: 'FRETE', benefitType: 'free_delivery', percent: null });
    await makeCoupon(s.owner.restaurant.id, { code: 'DOIS', benefitType: 'amount', percent: null, amount: '2.00' });
    // 10% of R$ 40,00 (R$ 4,00) beats R$ 2,00 off: the offer wins and the code is not used.
    const offerWins = await customer.rest.post('/api/orders', orderBody(s, { couponCode: 'DOIS', discount: '4.00' }));
    expect(offerWins.statusCode, offerWins.body).toBe(201);
    expect(offerWins.json()).toMatchObject({ discount: '4.00', couponCode: null });
    // Free delivery (R$ 5,00) beats R$ 4,00 off.
    const body = orderBody(s, { couponCode: 'FRETE' });
    const codeWins = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, deliveryFee: '0.00', total: '40.00' } });
    expect(codeWins.statusCode, codeWins.body).toBe(201);
    expect(codeWins.json()).toMatchObject({ discount: '0.00', deliveryFee: '0.00', couponCode: 'FRETE' });
  });

  it('applies a window of 22:00–02:00 on Fridays to an order at 01:30 on Saturday (restaurant time)', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'MADRUGADA', benefitType: 'amount', percent: null, amount: '3.00', weekdays: [5], timeFrom: '22:00', timeTo: '02:00' });
    setClockTo(new Date('2026-12-05T01:30:00-03:00'));
    const late = await customer.rest.post('/api/orders', orderBody(s, { couponCode: 'MADRUGADA', discount: '3.00' }));
    expect(late.statusCode, late.body).toBe(201);
    setClockTo(new Date('2026-12-05T02:30:00-03:00'));
    const tooLate = await customer.rest.post('/api/orders', orderBody(s, { couponCode: 'MADRUGADA', discount: '3.00' }));
    expect(tooLate.json()).toEqual({ message: 'Válido às sextas, das 22h às 2h' });
  });
});

/** How many statements reading the coupons table the server sends PostgreSQL while `request` runs. */
async function couponReadsDuring(request: () => Promise<unknown>): Promise<number> {
  const sent = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await request();
    return sent.mock.calls.filter(([query]: unknown[]) => /"coupons"/.test(typeof query === 'string' ? query : ((query as { text?: string }).text ?? ''))).length;
  } finally {
    sent.mockRestore();
  }
}

describe('an order without a code on the hot path', () => {
  it('reads no coupon beyond its first statement when neither an offer nor a personal coupon of its own exists, however many other customers have one', async () => {
    const plain = await shop();
    const plainReads = await couponReadsDuring(async () => expect((await customer.rest.post('/api/orders', orderBody(plain))).statusCode).toBe(201));

    const s = await shop();
    const other = await guestOrder(s, freshPhone());
    expect(other.statusCode, other.body).toBe(201);
    const otherRecord = required((await t.em().findOneOrFail(Order, other.json().order.id)).restaurantCustomer, 'o cliente do pedido');
    await makeCoupon(s.owner.restaurant.id, { code: 'VOLTA10', source: 'winback', restaurantCustomer: otherRecord });
    let orderId = '';
    const reads = await couponReadsDuring(async () => {
      const res = await customer.rest.post('/api/orders', orderBody(s));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ discount: '0.00', couponCode: null });
      orderId = res.json().id;
    });
    expect(reads).toBe(plainReads);

    // The customer's own personal coupon still applies without a code.
    const ownRecord = required((await t.em().findOneOrFail(Order, orderId)).restaurantCustomer, 'o cliente do pedido');
    await makeCoupon(s.owner.restaurant.id, { code: 'MEU10', source: 'winback', restaurantCustomer: ownRecord });
    const own = await customer.rest.post('/api/orders', orderBody(s, { discount: '4.00' }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ discount: '4.00', couponCode: 'MEU10' });
  });
});

describe('exact limits', () => {
  it('50 simultaneous checkouts on a coupon of 10 uses: exactly 10 orders carry it, 40 hear it ran out', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'DEZ', benefitType: 'amount', percent: null, amount: '5.00', totalLimit: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, () => customer.rest.post('/api/orders', orderBody(s, { couponCode: 'DEZ', discount: '5.00' }))));
    const placed = results.filter((res) => res.statusCode === 201);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) expect(res.json()).toEqual({ message: 'Cupom esgotado' });
    expect(await t.em().count(Order, { restaurant: s.owner.restaurant.id, couponCode: 'DEZ' })).toBe(10);
    expect(await t.em().count(CouponRedemption, { coupon: coupon.id })).toBe(10);
    expect(await usesOf(coupon.id)).toBe(10);
  }, 120_000);

  it('a guest phone cannot use a one-per-customer coupon twice, even at once; cancelling frees the use', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'UMAVEZ', benefitType: 'amount', percent: null, amount: '5.00', perCustomerLimit: 1 });
    const phone = freshPhone();
    const [first, second] = await Promise.all([guestOrder(s, phone, { couponCode: 'UMAVEZ', discount: '5.00' }), guestOrder(s, phone, { couponCode: 'UMAVEZ', discount: '5.00' })]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = first.statusCode === 201 ? first : second;
    expect((first.statusCode === 409 ? first : second).json()).toEqual({ message: 'Você já usou este cupom' });
    // The same phone written another way is the same customer.
    const again = await guestOrder(s, phone.replace(/\D/g, ''), { couponCode: 'UMAVEZ', discount: '5.00' });
    expect(again.json()).toEqual({ message: 'Você já usou este cupom' });
    // Another phone may use it.
    expect((await guestOrder(s, freshPhone(), { couponCode: 'UMAVEZ', discount: '5.00' })).statusCode).toBe(201);
    expect(await usesOf(coupon.id)).toBe(2);

    const cancelled = await s.owner.rest.put(`/api/orders/${winner.json().order.id}/status`, { status: 'cancelled', reason: 'Cliente desistiu' });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesOf(coupon.id)).toBe(1);
    const afterCancel = await guestOrder(s, phone, { couponCode: 'UMAVEZ', discount: '5.00' });
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
  });

  it('an account’s simultaneous checkouts use a one-per-customer coupon once (the limit is re-read under the coupon’s lock)', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'SOUMA', benefitType: 'amount', percent: null, amount: '5.00', perCustomerLimit: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => customer.rest.post('/api/orders', orderBody(s, { couponCode: 'SOUMA', discount: '5.00' }))));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((res) => res.statusCode === 409)) expect(res.json()).toEqual({ message: 'Você já usou este cupom' });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('a last use freed by a cancellation goes to the next customer', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'ULTIMO', benefitType: 'amount', percent: null, amount: '5.00', totalLimit: 1 });
    const first = await guestOrder(s, freshPhone(), { couponCode: 'ULTIMO', discount: '5.00' });
    expect(first.statusCode).toBe(201);
    expect((await guestOrder(s, freshPhone(), { couponCode: 'ULTIMO', discount: '5.00' })).json()).toEqual({ message: 'Cupom esgotado' });
    await s.owner.rest.put(`/api/orders/${first.json().order.id}/status`, { status: 'cancelled' });
    expect(await usesOf(coupon.id)).toBe(0);
    expect(await t.em().count(CouponRedemption, { coupon: coupon.id })).toBe(0);
    expect((await guestOrder(s, freshPhone(), { couponCode: 'ULTIMO', discount: '5.00' })).statusCode).toBe(201);
  });

  it('erasing a customer (LGPD) keeps their delivered order’s use counted but forgets its phone', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'APAGAR', benefitType: 'amount', percent: null, amount: '5.00' });
    const placed = await guestOrder(s, freshPhone(), { couponCode: 'APAGAR', discount: '5.00' });
    const orderId = placed.json().order.id;
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) expect((await s.owner.rest.put(`/api/orders/${orderId}/status`, { status })).statusCode).toBe(200);
    const record = required((await t.em().findOneOrFail(Order, orderId)).restaurantCustomer, 'o cliente do pedido');
    expect((await s.owner.rest.delete(`/api/restaurants/${s.owner.restaurant.id}/customers/${record.id}`)).statusCode).toBe(200);
    const uses = await t.em().find(CouponRedemption, { coupon: coupon.id });
    expect(uses.map((use) => use.phone)).toEqual([null]);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('a first-order coupon is refused to a phone that ordered before (guest or account)', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'PRIMEIRO', benefitType: 'amount', percent: null, amount: '5.00', firstOrderOnly: true });
    const phone = freshPhone();
    expect((await guestOrder(s, phone, { couponCode: 'PRIMEIRO', discount: '5.00' })).statusCode).toBe(201);
    expect((await guestOrder(s, phone, { couponCode: 'PRIMEIRO', discount: '5.00' })).json()).toEqual({ message: 'Válido só no primeiro pedido' });
  });
});

describe('POST /api/restaurants/{id}/coupon-quote', () => {
  it('answers what a code would do, and the benefit the order would get, reserving nothing', async () => {
    const s = await shop();
    const coupon = await makeCoupon(s.owner.restaurant.id, { code: 'QUOTE10', totalLimit: 5, title: '10% off' });
    const url = `/api/restaurants/${s.owner.restaurant.id}/coupon-quote`;
    const anonymous = restClient(t);
    const valid = await anonymous.post(url, { code: 'quote10', subtotal: '50.00', orderType: 'delivery' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, discount: '5.00', freeDelivery: false, applied: { code: 'QUOTE10', title: '10% off', discount: '5.00', freeDelivery: false } });
    expect(await usesOf(coupon.id)).toBe(0);

    const unknown = await anonymous.post(url, { code: 'NADA', subtotal: '50.00' });
    expect(unknown.json()).toEqual({ valid: false, discount: '0.00', freeDelivery: false, reason: 'Cupom não encontrado' });

    await makeCoupon(s.owner.restaurant.id, { code: null, title: 'Frete grátis às quartas', benefitType: 'free_delivery', percent: null });
    // With the fee shown (R$ 7,00), free delivery beats R$ 5,00 off; the code alone is still valid.
    const better = await anonymous.post(url, { code: 'QUOTE10', subtotal: '50.00', deliveryFee: '7.00' });
    expect(better.json()).toEqual({ valid: true, discount: '5.00', freeDelivery: false, applied: { code: null, title: 'Frete grátis às quartas', discount: '0.00', freeDelivery: true } });
    // Without a code: what the order gets anyway.
    const none = await anonymous.post(url, { subtotal: '50.00', orderType: 'pickup' });
    expect(none.json()).toEqual({ valid: true, discount: '0.00', freeDelivery: true, applied: { code: null, title: 'Frete grátis às quartas', discount: '0.00', freeDelivery: true } });
  });

  it('says why per phone (per-customer and first-order rules), through REST and tRPC alike', async () => {
    const s = await shop();
    await makeCoupon(s.owner.restaurant.id, { code: 'BEMVINDO', benefitType: 'amount', percent: null, amount: '5.00', firstOrderOnly: true });
    const phone = freshPhone();
    expect((await guestOrder(s, phone)).statusCode).toBe(201);
    const res = await restClient(t).post(`/api/restaurants/${s.owner.restaurant.id}/coupon-quote`, { code: 'BEMVINDO', subtotal: '40.00', phone });
    expect(res.json()).toMatchObject({ valid: false, reason: 'Válido só no primeiro pedido' });
    const viaTrpc = await callerFor(t, customer.user).coupon.quote({ id: s.owner.restaurant.id, code: 'BEMVINDO', subtotal: '40.00' });
    expect(viaTrpc).toMatchObject({ valid: true, discount: '5.00' });
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await restClient(t).post('/api/restaurants/00000000-0000-4000-8000-000000000000/coupon-quote', { code: 'CUPOM10', subtotal: '10.00' });
    expect(res.statusCode).toBe(404);
  });
});
