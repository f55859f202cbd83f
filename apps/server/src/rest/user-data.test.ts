import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, User, UserAddress } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
