import { describe, expect, it } from 'vitest';
import type { RequiredEntityData } from '@mikro-orm/core';
import { Order, RestaurantCustomer, User, UserAddress, type IRestaurantCustomer } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();

async function customerWithOrder() {
  const owner = await signedInOwner(t, { name: 'Padaria Central' });
  const product = await makeProduct(t.em(), owner.restaurant, { name: 'Pão na chapa', price: '7.00' });
  const customer = await signedInCustomer(t, { firstName: 'Rita', lastName: 'Lopes', phone: '(71) 99876-5432', address: 'Rua Chile, 10, Salvador' });
  const address = await customer.rest.post('/api/user/addresses', { cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' });
  expect(address.statusCode).toBe(201);
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '7.00', deliveryFee: '0.00', total: '7.00', status: 'pending' },
    items: [{ productId: product.id, quantity: 1, unitPrice: '7.00', totalPrice: '7.00' }],
  });
  expect(res.statusCode).toBe(201);
  return { owner, customer, orderId: res.json().id as string };
}

describe('GET /api/user/export', () => {
  it('gives the profile, the addresses and the orders as JSON', async () => {
    const { customer, orderId } = await customerWithOrder();
    const res = await customer.rest.get('/api/user/export');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ email: customer.email, firstName: 'Rita', lastName: 'Lopes', phone: '(71) 99876-5432' });
    expect(data.profile).not.toHaveProperty('password');
    expect(data.addresses).toMatchObject([{ street: 'Avenida Paulista', number: '1000' }]);
    expect(data.orders).toMatchObject([{ id: orderId, restaurantName: 'Padaria Central', total: '7.00', items: [{ productName: 'Pão na chapa', quantity: 1 }] }]);
  });
});

describe('DELETE /api/user', () => {
  it('needs the password of an account that has one', async () => {
    const { customer } = await customerWithOrder();
    const without = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: customer.cookie } });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Informe sua senha para excluir a conta.');
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: customer.cookie }, payload: { password: 'nao-e-essa' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Senha incorreta.');
    expect(await t.em().count(User, { id: customer.user.id })).toBe(1);
  });

  it('erases the account and keeps its orders for the restaurant as "Cliente removido", without phone or address', async () => {
    const { owner, customer, orderId } = await customerWithOrder();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: customer.cookie }, payload: { password: customer.password } });
    expect(res.statusCode).toBe(200);
    expect(await t.em().count(User, { id: customer.user.id })).toBe(0);
    expect(await t.em().count(UserAddress, { user: customer.user.id })).toBe(0);
    expect((await customer.rest.get('/api/user')).statusCode).toBe(401);

    const detail = await owner.rest.get(`/api/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ customerName: 'Cliente removido', customerPhone: null, deliveryAddress: null, customerId: null, total: '7.00' });
    const board = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders`)).json();
    expect(board).toMatchObject([{ id: orderId, customerName: 'Cliente removido' }]);
    const stored = await t.em().findOneOrFail(Order, orderId);
    expect(stored.address).toBeNull();
  });

  it('refuses to delete an account that owns a restaurant', async () => {
    const owner = await signedInOwner(t);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: owner.cookie }, payload: { password: owner.password } });
    expect(res.statusCode).toBe(409);
  });
});

describe('the restaurants’ customer records of the account (issue 30)', () => {
  /** The account's record at the restaurant, with a guest order of the same phone linked to it (not to the account). */
  async function linkedRecord() {
    const { owner, customer } = await customerWithOrder();
    const em = t.em();
    // The order placed made the record (the profile's phone); made here if it did not.
    const record =
      (await em.findOne(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5571998765432' })) ??
      em.create(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5571998765432', name: 'Rita Lopes' } as RequiredEntityData<IRestaurantCustomer>);
    em.assign(record, {
      user: customer.user.id,
      name: 'Rita Lopes',
      district: 'Barra',
      marketingConsent: true,
      marketingConsentAt: new Date('2026-11-01T12:00:00Z'),
      marketingConsentSource: 'checkout',
    });
    const guestOrder = em.create(Order, {
      restaurant: owner.restaurant.id,
      restaurantCustomer: record,
      customerName: 'Rita Lopes',
      customerPhone: '+5571998765432',
      deliveryAddress: 'Rua Chile, 10 - Barra',
      status: 'delivered',
      subtotal: '20.00',
      deliveryFee: '0.00',
      total: '20.00',
    });
    await em.flush();
    return { owner, customer, record, guestOrderId: guestOrder.id };
  }

  it('are in the export', async () => {
    const { owner, customer } = await linkedRecord();
    const data = (await customer.rest.get('/api/user/export')).json();
    expect(data.customerRecords).toEqual([
      {
        restaurant: { id: owner.restaurant.id, name: 'Padaria Central' },
        name: 'Rita Lopes',
        phone: '+5571998765432',
        district: 'Barra',
        marketingConsent: true,
        marketingConsentAt: '2026-11-01T12:00:00.000Z',
        marketingConsentSource: 'checkout',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('go with the account, and their orders lose name, phone and address but keep the amounts', async () => {
    const { customer, record, guestOrderId } = await linkedRecord();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: customer.cookie }, payload: { password: customer.password } });
    expect(res.statusCode).toBe(200);
    expect(await t.em().count(RestaurantCustomer, { id: record.id })).toBe(0);
    const stored = await t.em().findOneOrFail(Order, guestOrderId);
    expect([stored.customerName, stored.customerPhone, stored.deliveryAddress, stored.total]).toEqual(['Cliente removido', null, null, '20.00']);
  });
});
