import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OptionGroup } from '@direto/contracts';
import { Order, Product, Restaurant, RestaurantMember, type IProduct, type IRestaurantMember } from '@direto/db';
import { DEVICE_COOKIE } from '../plugins/guest-device';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let coxinha: IProduct;
let pastel: IProduct;
let pizza: IProduct;
let crust: OptionGroup;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Lanchonete da Ana', deliveryFee: '0.00' });
  customer = await signedInCustomer(t);
  const em = t.em();
  coxinha = await makeProduct(em, owner.restaurant, { name: 'Coxinha', price: '8.00' });
  pastel = await makeProduct(em, owner.restaurant, { name: 'Pastel', price: '8.00' });
  pizza = await makeProduct(em, owner.restaurant, { name: 'Pizza', price: '40.00' });
  crust = (
    await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, {
      name: 'Borda',
      max: 2,
      options: [{ name: 'Catupiry', price: '8.00' }, { name: 'Cheddar', price: '6.00' }],
    })
  ).json<OptionGroup>();
  await owner.rest.put(`/api/products/${pizza.id}/option-groups`, { groupIds: [crust.id] });
});

const reorderUrl = (orderId: string) => `/api/orders/${orderId}/reorder`;
const optionId = (name: string) => crust.options.find((option) => option.name === name)?.id ?? '';

/** The customer's order: 2 Coxinhas, a Pastel, and a Pizza with Catupiry and Cheddar 'sem cebola' (R$ 78,00). */
async function placePastOrder(): Promise<string> {
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '78.00', deliveryFee: '0.00', total: '78.00', status: 'pending' },
    items: [
      { productId: coxinha.id, quantity: 2, unitPrice: '8.00', totalPrice: '16.00' },
      { productId: pastel.id, quantity: 1, unitPrice: '8.00', totalPrice: '8.00' },
      {
        productId: pizza.id,
        quantity: 1,
        unitPrice: '54.00',
        totalPrice: '54.00',
        options: [{ optionId: optionId('Catupiry'), quantity: 1 }, { optionId: optionId('Cheddar'), quantity: 1 }],
        notes: 'sem cebola',
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A Pastel ordered without an account (the restaurant accepts it) from a new browser: its answer sets that browser's device cookie. */
function placeGuestOrder() {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/guest-orders`,
    payload: {
      order: { restaurantId: owner.restaurant.id, subtotal: '9.00', deliveryFee: '0.00', total: '9.00', status: 'pending', customerPhone: '(11) 91234-5678', deliveryAddress: 'Rua Augusta, 1200' },
      items: [{ productId: pastel.id, quantity: 1, unitPrice: '9.00', totalPrice: '9.00' }],
      customer: { name: 'Bruna Visitante', phone: '(11) 91234-5678', marketingConsent: false },
    },
  });
}

describe('POST /api/orders/{orderId}/reorder', () => {
  it('rebuilds the same cart at today’s prices when nothing changed, and places nothing', async () => {
    const orderId = await placePastOrder();
    const before = await t.em().count(Order, {});
    const res = await customer.rest.post(reorderUrl(orderId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      restaurantId: owner.restaurant.id,
      restaurantSlug: owner.restaurant.shareableSlug,
      changes: [],
      lines: expect.arrayContaining([
        { product: { id: coxinha.id, restaurantId: owner.restaurant.id, name: 'Coxinha', price: '8.00', imageUrl: null }, quantity: 2 },
        { product: { id: pastel.id, restaurantId: owner.restaurant.id, name: 'Pastel', price: '8.00', imageUrl: null }, quantity: 1 },
        {
          product: { id: pizza.id, restaurantId: owner.restaurant.id, name: 'Pizza', price: '40.00', imageUrl: null },
          quantity: 1,
          options: [
            { optionId: optionId('Catupiry'), quantity: 1, name: 'Catupiry', isFlavour: false },
            { optionId: optionId('Cheddar'), quantity: 1, name: 'Cheddar', isFlavour: false },
          ],
          optionsPrice: '14.00',
          notes: 'sem cebola',
        },
      ]),
    });
    expect(res.json().lines).toHaveLength(3);
    expect(await t.em().count(Order, {})).toBe(before);
  });

  it('names an unavailable item, a changed price, an option no longer offered and a deleted product; the cart holds the rest', async () => {
    const orderId = await placePastOrder();
    const gone = await makeProduct(t.em(), owner.restaurant, { name: 'Quibe', price: '7.00' });
    const withGone = await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '15.00', deliveryFee: '0.00', total: '15.00', status: 'pending' },
      items: [
        { productId: gone.id, quantity: 1, unitPrice: '7.00', totalPrice: '7.00' },
        { productId: pastel.id, quantity: 1, unitPrice: '8.00', totalPrice: '8.00' },
      ],
    });
    expect(withGone.statusCode).toBe(201);
    const em = t.em();
    await em.nativeUpdate(Product, { id: coxinha.id }, { isAvailable: false });
    expect((await owner.rest.put(`/api/products/${pastel.id}`, { name: 'Pastel', description: 'De carne', price: '9.00', prepTime: 15 })).statusCode).toBe(200);
    const updated = await owner.rest.put(`/api/option-groups/${crust.id}`, { name: 'Borda', max: 2, options: [{ id: optionId('Catupiry'), name: 'Catupiry', price: '8.00' }] });
    expect(updated.statusCode).toBe(200);
    expect((await owner.rest.delete(`/api/products/${gone.id}`)).statusCode).toBe(200);

    const res = await customer.rest.post(reorderUrl(orderId));
    expect(res.statusCode).toBe(200);
    const { lines, changes } = res.json();
    expect(changes).toEqual(
      expect.arrayContaining([
        'Coxinha está indisponível',
        'Preço de Pastel mudou de R$ 8,00 para R$ 9,00',
        'Cheddar não está mais disponível em Pizza',
        'Preço de Pizza mudou de R$ 54,00 para R$ 48,00',
      ]),
    );
    expect(changes).toHaveLength(4);
    expect(lines.map((line: { product: { name: string; price: string }; quantity: number }) => [line.product.name, line.product.price, line.quantity])).toEqual(
      expect.arrayContaining([
        ['Pastel', '9.00', 1],
        ['Pizza', '40.00', 1],
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(lines.find((line: { product: { name: string } }) => line.product.name === 'Pizza')).toMatchObject({ options: [{ name: 'Catupiry' }], optionsPrice: '8.00', notes: 'sem cebola' });

    const deleted = await customer.rest.post(reorderUrl(withGone.json().id));
    expect(deleted.json().changes).toEqual(['Preço de Pastel mudou de R$ 8,00 para R$ 9,00', 'Quibe não está mais no cardápio']);
  });

  it("refuses another customer's order (403), the restaurant's owner and staff (403), anonymous callers (401) and unknown orders (404)", async () => {
    await t.em().nativeUpdate(Product, { id: coxinha.id }, { isAvailable: true });
    const orderId = (await t.em().findOneOrFail(Order, { customer: customer.user.id }, { orderBy: { createdAt: 'desc' } })).id;
    const stranger = await signedInCustomer(t);
    const byStranger = await stranger.rest.post(reorderUrl(orderId));
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json()).toEqual({ message: 'Você não tem acesso a este pedido.' });
    const staff = await signedInCustomer(t);
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    expect((await staff.rest.post(reorderUrl(orderId))).statusCode).toBe(403);
    const byOwner = await owner.rest.post(reorderUrl(orderId));
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toEqual({ message: 'Você não tem acesso a este pedido.' });
    const anonymous = await restClient(t).post(reorderUrl(orderId));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Faça login para continuar.' });
    const unknown = await customer.rest.post(reorderUrl(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pedido não encontrado' });
    expect((await customer.rest.post(reorderUrl('abc'))).statusCode).toBe(400);
  });

  it('is open to the device that placed a guest order, not to another device or anyone without one', async () => {
    await t.em().nativeUpdate(Restaurant, { id: owner.restaurant.id }, { guestOrders: true });
    const placed = await placeGuestOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const device = placed.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    const orderId: string = placed.json().order.id;
    const fromDevice = await t.app.inject({ method: 'POST', url: reorderUrl(orderId), headers: { cookie: `${DEVICE_COOKIE}=${device?.value ?? ''}` } });
    expect(fromDevice.statusCode, fromDevice.body).toBe(200);
    expect(fromDevice.json().lines).toMatchObject([{ product: { id: pastel.id, price: '9.00' }, quantity: 1 }]);

    // Another browser: its own device cookie, set by its own guest order.
    const other = await placeGuestOrder();
    const otherDevice = other.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    const fromOther = await t.app.inject({ method: 'POST', url: reorderUrl(orderId), headers: { cookie: `${DEVICE_COOKIE}=${otherDevice?.value ?? ''}` } });
    expect(fromOther.statusCode).toBe(403);
    expect((await restClient(t).post(reorderUrl(orderId))).statusCode).toBe(401);
    expect((await customer.rest.post(reorderUrl(orderId))).statusCode).toBe(403);
  });
});
