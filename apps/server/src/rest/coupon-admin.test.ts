import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@direto/contracts';
import { Coupon, Order, RestaurantCustomer, type ICoupon, type IProduct } from '@direto/db';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { ownerAndOtherOwner, restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

const t = testAppForTheFile();
let owner: SignedInOwner;
let otherOwner: SignedInOwner;

beforeAll(async () => {
  ({ owner, otherOwner } = await ownerAndOtherOwner(t));
});

const couponsUrl = (restaurantId: string) => `/api/restaurants/${restaurantId}/coupons`;
const couponUrl = (couponId: string) => `/api/coupons/${couponId}`;

/** A coupon form as the Cupons screen sends it. */
const couponForm = (fields: Record<string, unknown> = {}) => ({ code: 'cupom10', title: '10% de desconto', benefit: { type: 'percent', percent: 10 }, ...fields });

/** A restaurant of its own (codes are unique per restaurant, lists are per restaurant). */
const freshOwner = () => signedInOwner(t, { name: `Pizzaria ${randomUUID().slice(0, 6)}`, deliveryFee: '5.00' });

describe('POST and GET /api/restaurants/{id}/coupons', () => {
  it('creates a coupon (code upper-cased) and an automatic offer, listed newest first without the personal coupons', async () => {
    const o = await freshOwner();
    const created = await o.rest.post(couponsUrl(o.restaurant.id), {
      coupon: couponForm({
        description: 'Só no delivery',
        benefit: { type: 'percent', percent: 10, maxDiscount: '15' },
        conditions: { minSubtotal: '40', weekdays: [4, 2, 2], timeFrom: '18:00', timeTo: '23:00', orderTypes: ['delivery'], districts: ['Centro'], totalLimit: 100, perCustomerLimit: 1 },
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      restaurantId: o.restaurant.id,
      code: 'CUPOM10',
      title: '10% de desconto',
      description: 'Só no delivery',
      benefit: { type: 'percent', percent: 10, maxDiscount: '15.00' },
      conditions: {
        minSubtotal: '40.00',
        startsAt: null,
        endsAt: null,
        weekdays: [2, 4],
        timeFrom: '18:00',
        timeTo: '23:00',
        orderTypes: ['delivery'],
        districts: ['Centro'],
        firstOrderOnly: false,
        totalLimit: 100,
        perCustomerLimit: 1,
      },
      active: true,
      uses: 0,
      source: 'owner',
      restaurantCustomerId: null,
    });

    const offer = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: { code: null, title: 'Frete grátis acima de R$ 60', benefit: { type: 'free_delivery' }, conditions: { minSubtotal: '60.00' } } });
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toMatchObject({ code: null, benefit: { type: 'free_delivery' }, conditions: { minSubtotal: '60.00', weekdays: null } });

    // A loyalty reward belongs to one customer: not in the owner's list.
    const em = t.em();
    const customer = em.create(RestaurantCustomer, { restaurant: o.restaurant.id, phone: '+5511912345678', name: 'Ana' });
    em.create(Coupon, { restaurant: o.restaurant.id, code: 'FIEL123456', title: 'Frete grátis', benefitType: 'free_delivery', source: 'loyalty', restaurantCustomer: customer } as RequiredEntityData<ICoupon>);
    await em.flush();

    const list = await o.rest.get(couponsUrl(o.restaurant.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((coupon: { title: string }) => coupon.title)).toEqual(['Frete grátis acima de R$ 60', '10% de desconto']);
  });

  it('takes every benefit type, a free item only from its own menu', async () => {
    const o = await freshOwner();
    const pastel = await makeProduct(t.em(), o.restaurant, { name: 'Pastel', price: '9.00' });
    const foreign = await makeProduct(t.em(), otherOwner.restaurant, { name: 'Pastel de outro' });
    const amount = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'CINCO', benefit: { type: 'amount', amount: '5.00' } }) });
    expect(amount.json().benefit).toEqual({ type: 'amount', amount: '5.00' });
    const free = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'PASTEL', benefit: { type: 'free_item', productId: pastel.id } }) });
    expect(free.statusCode).toBe(201);
    expect(free.json().benefit).toEqual({ type: 'free_item', productId: pastel.id, productName: 'Pastel' });

    const stolen = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'ROUBADO', benefit: { type: 'free_item', productId: foreign.id } }) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Produto grátis: escolha um produto do seu cardápio');
  });

  it('refuses a code already used in the restaurant, whatever its case (409), but not in another restaurant', async () => {
    const o = await freshOwner();
    expect((await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'BEMVINDO' }) })).statusCode).toBe(201);
    const again = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'bemvindo' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Já existe um cupom com este código neste restaurante' });
    expect(await t.em().count(Coupon, { restaurant: o.restaurant.id })).toBe(1);

    // Renaming another coupon to the taken code: the same answer.
    const other = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'OUTRO' }) });
    const renamed = await o.rest.put(couponUrl(other.json().id), { coupon: couponForm({ code: 'BemVindo' }) });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Já existe um cupom com este código neste restaurante');

    const elsewhere = await otherOwner.rest.post(couponsUrl(otherOwner.restaurant.id), { coupon: couponForm({ code: `BEMVINDO${randomUUID().slice(0, 4).replace(/-/g, '')}` }) });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('explains each invalid field in pt-BR', async () => {
    const o = await freshOwner();
    const cases: [Record<string, unknown>, string][] = [
      [couponForm({ code: 'AB' }), 'Código do cupom: use de 3 a 20 letras (A–Z) e números, sem espaços'],
      [couponForm({ code: 'CUPOM 10' }), 'Código do cupom: use de 3 a 20 letras (A–Z) e números, sem espaços'],
      [couponForm({ code: 'A'.repeat(21) }), 'Código do cupom deve ter no máximo 20 caracteres'],
      [couponForm({ benefit: { type: 'percent', percent: 0 } }), 'Desconto em %: use um número inteiro de 1 a 100'],
      [couponForm({ benefit: { type: 'percent', percent: 101 } }), 'Desconto em %: use um número inteiro de 1 a 100'],
      [couponForm({ benefit: { type: 'amount', amount: '12,5x' } }), 'Valor do desconto: valor inválido'],
      [couponForm({ conditions: { timeFrom: '25:00' } }), 'Horário inválido: use HH:MM'],
      [couponForm({ conditions: { weekdays: [7] } }), 'Dia da semana inválido: use 0 (domingo) a 6 (sábado)'],
      [couponForm({ conditions: { totalLimit: 0 } }), 'Limite inválido: use um número inteiro de 1 a 1000000'],
      [couponForm({ conditions: { startsAt: '2026-12-10T00:00:00-03:00', endsAt: '2026-12-01T00:00:00-03:00' } }), 'O fim da validade deve ser depois do início'],
      [couponForm({ title: ' ' }), 'Título é obrigatório'],
    ];
    for (const [coupon, message] of cases) {
      const res = await o.rest.post(couponsUrl(o.restaurant.id), { coupon });
      expect(res.statusCode, JSON.stringify(coupon)).toBe(400);
      expect(res.json().message, JSON.stringify(coupon)).toContain(message);
    }
    expect(await t.em().count(Coupon, { restaurant: o.restaurant.id })).toBe(0);
  });
});

describe('another owner, a customer, nobody', () => {
  it('refuses another restaurant’s coupons on every route (403), an unknown coupon is 404', async () => {
    const created = await owner.rest.post(couponsUrl(owner.restaurant.id), { coupon: couponForm({ code: `DONO${randomUUID().slice(0, 6).replace(/-/g, '')}` }) });
    const id = created.json().id as string;
    const refusals = [
      await otherOwner.rest.get(couponsUrl(owner.restaurant.id)),
      await otherOwner.rest.post(couponsUrl(owner.restaurant.id), { coupon: couponForm({ code: 'INTRUSO' }) }),
      await otherOwner.rest.put(couponUrl(id), { coupon: couponForm({ code: 'INTRUSO' }) }),
      await otherOwner.rest.delete(couponUrl(id)),
      await otherOwner.rest.get(`${couponUrl(id)}/results`),
    ];
    expect(refusals.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refusals[2]?.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await t.em().findOneOrFail(Coupon, id)).code).toBe(created.json().code);

    const customer = await signedInCustomer(t);
    expect((await customer.rest.get(couponsUrl(owner.restaurant.id))).statusCode).toBe(403);
    expect((await restClient(t).get(couponsUrl(owner.restaurant.id))).statusCode).toBe(401);

    const unknown = await owner.rest.put(couponUrl(randomUUID()), { coupon: couponForm() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Cupom não encontrado' });
  });

  it('over tRPC, the same procedures and the same refusals', async () => {
    const o = await freshOwner();
    const caller = callerFor(t, o.user);
    const created = await caller.coupon.create({ id: o.restaurant.id, coupon: { code: 'trpc10', title: 'Pelo tRPC', benefit: { type: 'amount', amount: '3' } } });
    expect(created).toMatchObject({ code: 'TRPC10', benefit: { type: 'amount', amount: '3.00' } });
    expect((await caller.coupon.list({ id: o.restaurant.id })).map((coupon) => coupon.id)).toEqual([created.id]);
    expect(await caller.coupon.results({ couponId: created.id })).toEqual({ couponId: created.id, uses: 0, discount: '0.00', revenue: '0.00', newCustomers: 0 });
    await expect(callerFor(t, otherOwner.user).coupon.update({ couponId: created.id, coupon: { code: 'X10', title: 'x', benefit: { type: 'free_delivery' } } })).rejects.toThrow(
      'Você não tem acesso a este restaurante.',
    );
    await expect(caller.coupon.create({ id: o.restaurant.id, coupon: { code: 'TRPC10', title: 'De novo', benefit: { type: 'free_delivery' } } })).rejects.toThrow(
      'Já existe um cupom com este código neste restaurante',
    );
    expect(await caller.coupon.delete({ couponId: created.id })).toEqual({ id: created.id });
    expect(await caller.coupon.list({ id: o.restaurant.id })).toEqual([]);
  });
});

describe('PUT and DELETE /api/coupons/{couponId}', () => {
  it('saves the whole form (pausing too) and clears what the new benefit does not use', async () => {
    const o = await freshOwner();
    const created = await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ benefit: { type: 'percent', percent: 15, maxDiscount: '10.00' }, conditions: { districts: ['Centro'] } }) });
    const id = created.json().id as string;
    const saved = await o.rest.put(couponUrl(id), { coupon: couponForm({ code: 'Frete', title: 'Frete grátis', benefit: { type: 'free_delivery' }, active: false }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, code: 'FRETE', title: 'Frete grátis', benefit: { type: 'free_delivery' }, active: false, conditions: { districts: null } });
    const stored = await t.em().findOneOrFail(Coupon, id);
    expect([stored.percent, stored.maxDiscount, stored.active]).toEqual([null, null, false]);
  });

  it('deletes a used coupon: its orders keep the code and the discount', async () => {
    const o = await freshOwner();
    const moqueca = await makeProduct(t.em(), o.restaurant, { name: 'Moqueca', price: '50.00' });
    const coupon = (await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'APAGAR' }) })).json();
    const customer = await signedInCustomer(t, { phone: '(11) 97777-0001' });
    const placed = await placeOrder(customer, o, [{ product: moqueca, quantity: 1 }], 'APAGAR', 10);
    expect(placed.statusCode, placed.body).toBe(201);

    const deleted = await o.rest.delete(couponUrl(coupon.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: coupon.id });
    expect(await t.em().count(Coupon, { id: coupon.id })).toBe(0);
    const order = await t.em().findOneOrFail(Order, placed.json().id);
    expect([order.couponCode, order.discount, order.promotion]).toEqual(['APAGAR', '5.00', null]);
  });
});

interface Line {
  product: IProduct;
  quantity: number;
}

/** A customer's order with a coupon, its total computed as the checkout shows it (`percent` off the subtotal). */
function placeOrder(customer: SignedInCustomer, o: SignedInOwner, lines: Line[], couponCode: string | null, percent: number) {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, unitPrice: product.price, totalPrice: fromCents(toCents(product.price) * quantity) }));
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  const discount = Math.floor((subtotal * percent + 50) / 100);
  const fee = toCents(o.restaurant.deliveryFee);
  return customer.rest.post('/api/orders', {
    order: { restaurantId: o.restaurant.id, subtotal: fromCents(subtotal), deliveryFee: fromCents(fee), total: fromCents(subtotal - discount + fee), status: 'pending', couponCode },
    items,
  });
}

describe('GET /api/coupons/{couponId}/results', () => {
  it('counts the orders that used it and were not cancelled, their discount and revenue, and the customers it brought', async () => {
    const o = await freshOwner();
    const moqueca = await makeProduct(t.em(), o.restaurant, { name: 'Moqueca', price: '50.00' });
    const coupon = (await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'RESULTADO' }) })).json();
    const [ana, bruno, carla] = [
      await signedInCustomer(t, { phone: '(11) 97777-1001', firstName: 'Ana' }),
      await signedInCustomer(t, { phone: '(11) 97777-1002', firstName: 'Bruno' }),
      await signedInCustomer(t, { phone: '(11) 97777-1003', firstName: 'Carla' }),
    ];
    // Ana's first order here used it: a new customer. 2 × 50,00 − 10 % + 5,00 = 95,00.
    expect((await placeOrder(ana, o, [{ product: moqueca, quantity: 2 }], 'RESULTADO', 10)).statusCode).toBe(201);
    // Bruno had ordered before: not new. 50,00 − 5,00 + 5,00 = 50,00.
    expect((await placeOrder(bruno, o, [{ product: moqueca, quantity: 1 }], null, 0)).statusCode).toBe(201);
    expect((await placeOrder(bruno, o, [{ product: moqueca, quantity: 1 }], 'RESULTADO', 10)).statusCode).toBe(201);
    // Carla's order was cancelled: it counts for nothing.
    const cancelled = await placeOrder(carla, o, [{ product: moqueca, quantity: 1 }], 'RESULTADO', 10);
    expect(cancelled.statusCode).toBe(201);
    expect((await o.rest.put(`/api/orders/${cancelled.json().id}/status`, { status: 'cancelled', reason: 'Acabou o peixe' })).statusCode).toBe(200);

    const results = await o.rest.get(`${couponUrl(coupon.id)}/results`);
    expect(results.statusCode).toBe(200);
    expect(results.json()).toEqual({ couponId: coupon.id, uses: 2, discount: '15.00', revenue: '145.00', newCustomers: 1 });
  });
});

describe('GET /api/restaurants/slug/{slug}: the menu’s offers', () => {
  /** Reads the public restaurant until `done` (answered from memory, refreshed on a database notification). */
  async function offersUntil(slug: string, done: (titles: string[]) => boolean): Promise<string[]> {
    let titles: string[] = [];
    // Well under the five seconds after which a restaurant answer is rebuilt anyway: only a notification is this quick.
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await restClient(t).get(`/api/restaurants/slug/${slug}`);
      titles = (res.json().offers as { title: string }[]).map((offer) => offer.title);
      if (done(titles)) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return titles;
  }

  it('shows the active automatic offers at once, and no coupon with a code, paused, sold-out, ended or future offer', async () => {
    const o = await freshOwner();
    const slug = o.restaurant.shareableSlug;
    expect(await offersUntil(slug, () => true)).toEqual([]);

    const hour = 60 * 60 * 1000;
    const offer = (title: string, conditions: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) =>
      o.rest.post(couponsUrl(o.restaurant.id), { coupon: { code: null, title, description: 'No cardápio todo', benefit: { type: 'percent', percent: 10 }, conditions, ...fields } });
    const shown = await offer('10% off acima de R$ 50 · terças', { minSubtotal: '50', weekdays: [2] });
    await o.rest.post(couponsUrl(o.restaurant.id), { coupon: couponForm({ code: 'SEGREDO', title: 'Cupom com código' }) });
    await offer('Pausada', {}, { active: false });
    await offer('Acabou', { endsAt: new Date(Date.now() - hour).toISOString() });
    await offer('Ainda não', { startsAt: new Date(Date.now() + hour).toISOString() });
    const soldOut = await offer('Esgotada', { totalLimit: 1 });
    await t.em().nativeUpdate(Coupon, { id: soldOut.json().id }, { uses: 1 });

    expect(await offersUntil(slug, (titles) => titles.length === 1)).toEqual(['10% off acima de R$ 50 · terças']);
    const body = (await restClient(t).get(`/api/restaurants/slug/${slug}`)).json();
    expect(body.offers).toEqual([{ title: '10% off acima de R$ 50 · terças', description: 'No cardápio todo' }]);

    // Paused from anywhere (here straight in the database): the trigger tells the cache.
    await t.em().nativeUpdate(Coupon, { id: shown.json().id }, { active: false });
    expect(await offersUntil(slug, (titles) => titles.length === 0)).toEqual([]);
  });
});
