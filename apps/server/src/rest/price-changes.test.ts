import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { Category, Product, RestaurantMember, type IRestaurantMember } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { ownerAndOtherOwner, restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let otherOwner: SignedInOwner;

beforeAll(async () => {
  ({ owner, otherOwner } = await ownerAndOtherOwner(t));
});
afterEach(() => setClockTo(null));

const changesUrl = (restaurantId: string) => `/api/restaurants/${restaurantId}/price-changes`;
const undoUrl = (changeId: string) => `/api/price-changes/${changeId}/undo`;

/** A restaurant of its own with a category 'Pizzas' (two products) and a drink outside it. */
async function pizzaMenu() {
  const o = await signedInOwner(t, { name: `Pizzaria ${randomUUID().slice(0, 6)}` });
  const em = t.em();
  const pizzas = em.create(Category, { restaurant: o.restaurant.id, name: 'Pizzas', sortOrder: 0 });
  await em.flush();
  const calabresa = await makeProduct(em, o.restaurant, { name: 'Calabresa', price: '45.00', category: pizzas });
  const margherita = await makeProduct(em, o.restaurant, { name: 'Margherita', price: '42.50', category: pizzas });
  const soda = await makeProduct(em, o.restaurant, { name: 'Refrigerante', price: '8.00' });
  return { o, pizzas, calabresa, margherita, soda };
}

const priceOf = async (productId: string) => (await t.em().findOneOrFail(Product, productId)).price;

/** Reads the public menu until `done` (the menu is answered from memory, refreshed on a database notification). */
async function publicMenuUntil(restaurantId: string, done: (prices: Record<string, string>) => boolean) {
  let prices: Record<string, string> = {};
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/products` });
    prices = Object.fromEntries((res.json() as { name: string; price: string }[]).map((product) => [product.name, product.price]));
    if (done(prices)) break;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return prices;
}

describe('POST /api/restaurants/{id}/price-changes', () => {
  it('rounds up to the next price ending in the chosen cents (R$ 12,34 → 12,90; R$ 12,95 → 13,90), a price already ending in them stays', async () => {
    const em = t.em();
    const prices = ['12.34', '12.95', '12.90', '12.00', '12.99'];
    const products = [];
    for (const price of prices) products.push(await makeProduct(em, owner.restaurant, { name: `Produto ${price}`, price }));
    const expected: Record<string, string[]> = {
      '90': ['12.90', '13.90', '12.90', '12.90', '13.90'],
      '99': ['12.99', '12.99', '12.99', '12.99', '12.99'],
      '00': ['13.00', '13.00', '13.00', '12.00', '13.00'],
      none: prices,
    };
    for (const [rounding, newPrices] of Object.entries(expected)) {
      const res = await owner.rest.post(changesUrl(owner.restaurant.id), { productIds: products.map((p) => p.id), amount: '0', rounding, preview: true });
      expect(res.statusCode, rounding).toBe(200);
      expect(res.json().items.map((item: { newPrice: string }) => item.newPrice), rounding).toEqual(newPrices);
    }
  });

  it('previews +10 % rounded to ,90 on a category without changing anything', async () => {
    const { o, pizzas, calabresa, margherita, soda } = await pizzaMenu();
    const res = await o.rest.post(changesUrl(o.restaurant.id), { categoryId: pizzas.id, percent: 10, rounding: '90', preview: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      changeId: null,
      undoUntil: null,
      items: [
        // 45,00 + 10 % = 49,50 → 49,90; 42,50 + 4,25 = 46,75 → 46,90.
        { productId: calabresa.id, name: 'Calabresa', oldPrice: '45.00', newPrice: '49.90' },
        { productId: margherita.id, name: 'Margherita', oldPrice: '42.50', newPrice: '46.90' },
      ],
    });
    expect([await priceOf(calabresa.id), await priceOf(margherita.id), await priceOf(soda.id)]).toEqual(['45.00', '42.50', '8.00']);
  });

  it('applies +10 % rounded to ,90 on a category in one go, the public menu shows it, and Desfazer puts the old prices back', async () => {
    const { o, pizzas, calabresa, margherita, soda } = await pizzaMenu();
    await publicMenuUntil(o.restaurant.id, (prices) => prices.Calabresa === '45.00');
    const applied = await o.rest.post(changesUrl(o.restaurant.id), { categoryId: pizzas.id, percent: '10', rounding: '90' });
    expect(applied.statusCode).toBe(200);
    const { changeId, undoUntil, items } = applied.json();
    expect(changeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(undoUntil).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(items.map((item: { newPrice: string }) => item.newPrice)).toEqual(['49.90', '46.90']);
    expect([await priceOf(calabresa.id), await priceOf(margherita.id), await priceOf(soda.id)]).toEqual(['49.90', '46.90', '8.00']);
    expect(await publicMenuUntil(o.restaurant.id, (prices) => prices.Calabresa === '49.90')).toEqual({ Calabresa: '49.90', Margherita: '46.90', Refrigerante: '8.00' });

    const undone = await o.rest.post(undoUrl(changeId));
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ changeId, restored: items, skipped: [] });
    expect([await priceOf(calabresa.id), await priceOf(margherita.id)]).toEqual(['45.00', '42.50']);
    expect(await publicMenuUntil(o.restaurant.id, (prices) => prices.Calabresa === '45.00')).toMatchObject({ Calabresa: '45.00', Margherita: '42.50' });

    const again = await o.rest.post(undoUrl(changeId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Esta alteração de preços já foi desfeita.' });
  });

  it('changes every product when neither products nor a category is given, and takes a negative amount', async () => {
    const { o, calabresa, margherita, soda } = await pizzaMenu();
    const res = await o.rest.post(changesUrl(o.restaurant.id), { amount: '-2.00' });
    expect(res.statusCode).toBe(200);
    expect([await priceOf(calabresa.id), await priceOf(margherita.id), await priceOf(soda.id)]).toEqual(['43.00', '40.50', '6.00']);
  });

  it('takes chosen products and a category together (the products of either)', async () => {
    const { o, pizzas, calabresa, margherita, soda } = await pizzaMenu();
    const res = await o.rest.post(changesUrl(o.restaurant.id), { categoryId: pizzas.id, productIds: [soda.id], amount: 1, preview: true });
    expect(res.json().items.map((item: { productId: string }) => item.productId).sort()).toEqual([calabresa.id, margherita.id, soda.id].sort());
  });

  it('refuses a change that would take a price below R$ 0,01, naming the product, and changes nothing', async () => {
    const { o, calabresa, soda } = await pizzaMenu();
    const byAmount = await o.rest.post(changesUrl(o.restaurant.id), { amount: '-8.00' });
    expect(byAmount.statusCode).toBe(400);
    expect(byAmount.json()).toEqual({ message: 'O novo preço de Refrigerante ficaria abaixo de R$ 0,01: escolha uma redução menor.' });
    // R$ 8,00 − 99,99 % is R$ 0,0008: zero cents, refused before any rounding could lift it.
    const byPercent = await o.rest.post(changesUrl(o.restaurant.id), { productIds: [soda.id], percent: -99.99, rounding: '90' });
    expect(byPercent.statusCode).toBe(400);
    expect(byPercent.json()).toEqual({ message: 'O novo preço de Refrigerante ficaria abaixo de R$ 0,01: escolha uma redução menor.' });
    expect([await priceOf(calabresa.id), await priceOf(soda.id)]).toEqual(['45.00', '8.00']);
    // Half off, rounded up to ,90, is fine.
    const halfOff = await o.rest.post(changesUrl(o.restaurant.id), { percent: -50, rounding: '90' });
    expect(halfOff.statusCode).toBe(200);
    expect([await priceOf(calabresa.id), await priceOf(soda.id)]).toEqual(['22.90', '4.90']);
  });

  it('refuses bad input with a clear message', async () => {
    const { o, calabresa } = await pizzaMenu();
    const theirs = await makeProduct(t.em(), otherOwner.restaurant);
    const em = t.em();
    const theirCategory = em.create(Category, { restaurant: otherOwner.restaurant.id, name: 'Deles', sortOrder: 0 });
    await em.flush();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'percent: Informe o percentual ou o valor da alteração'],
      [{ percent: 10, amount: '1.00' }, 400, 'amount: Informe o percentual ou o valor, não os dois'],
      [{ percent: 10.123 }, 400, 'percent: Percentual deve ser um número com até 2 casas decimais, entre -99,99 e 1000'],
      [{ percent: -100 }, 400, 'percent: Percentual deve ser um número com até 2 casas decimais, entre -99,99 e 1000'],
      [{ amount: '1,50' }, 400, 'amount: Valor deve ser um valor em reais com até 2 casas decimais, como 1.50 ou -2.00'],
      [{ percent: 10, rounding: '95' }, 400, "rounding: Arredondamento deve ser 'none', '00', '90' ou '99'"],
      [{ percent: 10, productIds: [] }, 400, 'productIds: Selecione pelo menos um produto'],
      [{ percent: 10, productIds: [calabresa.id, theirs.id] }, 400, 'Um dos produtos selecionados não é do cardápio deste restaurante.'],
      [{ percent: 10, categoryId: theirCategory.id }, 400, 'Essa categoria não pertence ao restaurante do produto.'],
      [{ percent: 10, categoryId: randomUUID() }, 404, 'Categoria não encontrada'],
    ];
    for (const [body, status, message] of cases) {
      const res = await o.rest.post(changesUrl(o.restaurant.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await o.rest.post(changesUrl(randomUUID()), { percent: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(await priceOf(calabresa.id)).toBe('45.00');
  });

  it("refuses another owner's restaurant (403), staff (403), customers (403) and anonymous callers (401)", async () => {
    const { o, calabresa } = await pizzaMenu();
    const staff = await signedInCustomer(t);
    const em = t.em();
    em.create(RestaurantMember, { restaurant: o.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    const customer = await signedInCustomer(t);
    const body = { percent: 10 };
    const byOther = await otherOwner.rest.post(changesUrl(o.restaurant.id), body);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await staff.rest.post(changesUrl(o.restaurant.id), body)).statusCode).toBe(403);
    expect((await customer.rest.post(changesUrl(o.restaurant.id), body)).json()).toEqual({ message: 'Apenas donos de restaurante podem fazer isso.' });
    expect((await restClient(t).post(changesUrl(o.restaurant.id), body)).statusCode).toBe(401);
    expect(await priceOf(calabresa.id)).toBe('45.00');
  });
});

describe('POST /api/price-changes/{changeId}/undo', () => {
  it('works for 10 minutes only (the app clock moved past them: 409, prices stay)', async () => {
    const { o, calabresa } = await pizzaMenu();
    const { changeId } = (await o.rest.post(changesUrl(o.restaurant.id), { productIds: [calabresa.id], amount: '5.00' })).json();
    setClockTo(new Date(Date.now() + 10 * 60_000 + 1_000));
    const late = await o.rest.post(undoUrl(changeId));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'O prazo para desfazer esta alteração de preços (10 minutos) terminou.' });
    expect(await priceOf(calabresa.id)).toBe('50.00');

    const { changeId: second } = (await o.rest.post(changesUrl(o.restaurant.id), { productIds: [calabresa.id], amount: '5.00' })).json();
    setClockTo(new Date(Date.now() + 10 * 60_000 + 1_000 + 9 * 60_000));
    expect((await o.rest.post(undoUrl(second))).statusCode).toBe(200);
    expect(await priceOf(calabresa.id)).toBe('50.00');
  });

  it('keeps a price the owner edited after the change (reported in skipped) and restores the rest', async () => {
    const { o, pizzas, calabresa, margherita } = await pizzaMenu();
    const { changeId } = (await o.rest.post(changesUrl(o.restaurant.id), { categoryId: pizzas.id, amount: '3.00' })).json();
    const edited = await o.rest.put(`/api/products/${calabresa.id}`, { name: 'Calabresa', description: 'Seis unidades', price: '55.00', prepTime: 20 });
    expect(edited.statusCode).toBe(200);
    const res = await o.rest.post(undoUrl(changeId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      changeId,
      restored: [{ productId: margherita.id, name: 'Margherita', oldPrice: '42.50', newPrice: '45.50' }],
      skipped: [{ productId: calabresa.id, name: 'Calabresa', oldPrice: '45.00', newPrice: '48.00', reason: 'O preço foi editado depois da alteração; ficou como está.' }],
    });
    expect([await priceOf(calabresa.id), await priceOf(margherita.id)]).toEqual(['55.00', '42.50']);
  });

  it("refuses another owner (403), staff, customers (403), anonymous callers (401), and answers 404 for an unknown change", async () => {
    const { o, calabresa } = await pizzaMenu();
    const { changeId } = (await o.rest.post(changesUrl(o.restaurant.id), { productIds: [calabresa.id], amount: '1.00' })).json();
    const byOther = await otherOwner.rest.post(undoUrl(changeId));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await (await signedInCustomer(t)).rest.post(undoUrl(changeId))).statusCode).toBe(403);
    expect((await restClient(t).post(undoUrl(changeId))).statusCode).toBe(401);
    const unknown = await o.rest.post(undoUrl(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Alteração de preços não encontrada' });
    expect((await o.rest.post('/api/price-changes/abc/undo')).statusCode).toBe(400);
    expect(await priceOf(calabresa.id)).toBe('46.00');
  });
});
