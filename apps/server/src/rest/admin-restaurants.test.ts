import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Category, CustomerRestaurant, Order, OrderItem, Product, Restaurant, User } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let admin: ReturnType<typeof restClient>;

beforeAll(async () => {
  admin = restClient(t, (await registerAndLogin(t, { isAdmin: true })).cookie);
});

describe('GET /api/admin/restaurants', () => {
  it('lists every restaurant with its owner and product count, newest first', async () => {
    const older = await signedInOwner(t, { name: 'Mais Antigo', createdAt: new Date(Date.now() - 60_000) });
    const newer = await signedInOwner(t, { name: 'Mais Novo' });
    await makeProduct(t.em(), newer.restaurant);
    await makeProduct(t.em(), newer.restaurant);

    const res = await admin.get('/api/admin/restaurants');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([newer.restaurant.id, older.restaurant.id]);
    expect(list[0]).toMatchObject({ name: 'Mais Novo', ownerEmail: newer.email, ownerName: 'Teste Silva', productCount: 2, deliveryFee: '0.00' });
    expect(list[1]).toMatchObject({ productCount: 0 });
    expect(JSON.stringify(list)).not.toContain('password');
  });

  it('is for administrators only: owner 403, customer 403, anonymous 401', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.rest.get('/api/admin/restaurants');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Apenas administradores podem fazer isso.' });
    expect((await (await signedInCustomer(t)).rest.get('/api/admin/restaurants')).statusCode).toBe(403);
    expect((await restClient(t).get('/api/admin/restaurants')).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/restaurants/{id}', () => {
  it('removes the restaurant with its categories, products and links; orders stay with their snapshots', async () => {
    const owner = await signedInOwner(t, { name: 'Vai Fechar' });
    const customer = await signedInCustomer(t);
    const em = t.em();
    const category = em.create(Category, { restaurant: owner.restaurant.id, name: 'Pratos' });
    em.create(CustomerRestaurant, { customer: em.getReference(User, customer.user.id), restaurant: owner.restaurant.id, registeredViaLink: true });
    await em.flush();
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Escondidinho', price: '42.90', category });
    const placed = await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '42.90', deliveryFee: '0.00', total: '42.90', status: 'pending' },
      items: [{ productId: product.id, quantity: 1, unitPrice: '42.90', totalPrice: '42.90' }],
    });
    expect(placed.statusCode).toBe(201);

    const res = await admin.delete(`/api/admin/restaurants/${owner.restaurant.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: owner.restaurant.id });

    const check = t.em();
    expect(await check.count(Restaurant, { id: owner.restaurant.id })).toBe(0);
    expect(await check.count(Category, { id: category.id })).toBe(0);
    expect(await check.count(Product, { id: product.id })).toBe(0);
    expect(await check.count(CustomerRestaurant, { restaurant: owner.restaurant.id })).toBe(0);
    const order = await check.findOneOrFail(Order, placed.json().id);
    expect(order.restaurant).toBeNull();
    expect(order.restaurantName).toBe('Vai Fechar');
    const line = await check.findOneOrFail(OrderItem, { order: order.id });
    expect(line).toMatchObject({ product: null, productName: 'Escondidinho' });
    // The customer still sees it among their orders.
    const mine = await callerFor(t, customer.user).order.mine();
    expect(mine[0]).toMatchObject({ id: order.id, restaurantId: null, restaurantName: 'Vai Fechar', total: '42.90' });
    // The owner account itself stays.
    expect(await check.count(User, { id: owner.user.id })).toBe(1);
  });

  it('answers 404 for an unknown restaurant and refuses non-administrators', async () => {
    const unknown = await admin.delete(`/api/admin/restaurants/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Restaurante não encontrado' });

    const owner = await signedInOwner(t);
    const url = `/api/admin/restaurants/${owner.restaurant.id}`;
    expect((await owner.rest.delete(url)).statusCode).toBe(403);
    expect((await (await signedInCustomer(t)).rest.delete(url)).statusCode).toBe(403);
    expect((await restClient(t).delete(url)).statusCode).toBe(401);
    expect(await t.em().count(Restaurant, { id: owner.restaurant.id })).toBe(1);
  });
});
