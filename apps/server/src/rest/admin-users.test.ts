import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredEntityData } from '@mikro-orm/core';
import { setClockTo } from '@direto/api';
import { Category, CustomerRestaurant, Order, OrderItem, Product, Restaurant, User, type IOrder, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct, makeRestaurant, makeUser } from '../../test/factories';
import { callerFor } from '../../test/caller';
import { registerAndLogin, type SignedInUser } from '../../test/session';

const t = testAppForTheFile();
let admin: SignedInUser;
beforeAll(async () => {
  admin = await registerAndLogin(t, { isAdmin: true, firstName: 'Chefe' });
});
afterEach(() => {
  setClockTo(null);
});

const as = (who: SignedInUser | null) => (who ? { cookie: who.cookie } : {});

/** An order as the order service stores it, snapshots included only when asked. */
async function makeOrder(customer: IUser, restaurant: IRestaurant, product: IProduct, snapshots = true): Promise<IOrder> {
  const em = t.em();
  const order = em.create(Order, {
    customer: customer.id,
    restaurant: restaurant.id,
    subtotal: '25.00',
    deliveryFee: '5.00',
    total: '30.00',
    customerName: snapshots ? `${customer.firstName} ${customer.lastName}` : null,
    restaurantName: snapshots ? restaurant.name : null,
  } as RequiredEntityData<IOrder>);
  em.create(OrderItem, { order, product: product.id, productName: product.name, quantity: 2, unitPrice: '12.50', totalPrice: '25.00' } as never);
  await em.flush();
  return order;
}

describe('GET /api/admin/users', () => {
  it('lists every user, newest first, never with a password', async () => {
    const newest = await registerAndLogin(t, { firstName: 'Recente' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: as(admin) });
    expect(res.statusCode).toBe(200);
    const users = res.json() as { id: string; password?: string; googleSub?: string; createdAt: string }[];
    expect(users.length).toBe(await t.em().count(User));
    expect(users.at(0)?.id).toBe(newest.user.id);
    expect(users.map((u) => u.id)).toContain(admin.user.id);
    expect(users.every((u) => u.password === undefined && u.googleSub === undefined)).toBe(true);
    const times = users.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('edits names, email, type, admin flag and contact fields', async () => {
    const target = await registerAndLogin(t);
    const email = `editado-${randomUUID()}@teste.com`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.user.id}`,
      headers: as(admin),
      payload: {
        id: target.user.id,
        firstName: 'Novo',
        lastName: 'Nome',
        email: email.toUpperCase(),
        userType: 'restaurant',
        isAdmin: true,
        phone: '11988887777',
        address: 'Av. Paulista, 1000',
        city: 'São Paulo',
        zipCode: '01310-100',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.user.id,
      firstName: 'Novo',
      lastName: 'Nome',
      email,
      userType: 'restaurant',
      isAdmin: true,
      phone: '11988887777',
      address: 'Av. Paulista, 1000',
      city: 'São Paulo',
      zipCode: '01310-100',
    });
    // The edited user's own session sees it at once.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: as(target) });
    expect(me.json()).toMatchObject({ email, isAdmin: true, userType: 'restaurant' });
  });

  it('keeps fields left out and clears blank ones', async () => {
    const target = await makeUser(t.em(), { phone: '11911112222', city: 'Recife', userType: 'restaurant' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.id}`,
      headers: as(admin),
      payload: { firstName: 'Só Nome', email: target.email, city: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Só Nome', phone: '11911112222', city: null, userType: 'restaurant', isAdmin: false });
  });

  it('requires first name and email', async () => {
    const target = await makeUser(t.em());
    const noName = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}`, headers: as(admin), payload: { firstName: '', email: target.email } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('firstName: Nome é obrigatório');
    const noEmail = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}`, headers: as(admin), payload: { firstName: 'Ok' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('email: Email é obrigatório');
  });

  it("refuses another account's email with 409", async () => {
    const a = await makeUser(t.em());
    const b = await makeUser(t.em());
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${a.id}`, headers: as(admin), payload: { firstName: 'A', email: b.email } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este email já está em uso por outra conta.' });
  });

  it('an admin cannot remove their own admin access', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.user.id}`,
      headers: as(admin),
      payload: { firstName: 'Chefe', email: admin.email, isAdmin: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você não pode remover seu próprio acesso de administrador.' });
    expect((await t.em().findOneOrFail(User, admin.user.id)).isAdmin).toBe(true);
  });

  it('does not turn the owner of a restaurant into a customer', async () => {
    const restaurant = await makeRestaurant(t.em());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${restaurant.owner.id}`,
      headers: as(admin),
      payload: { firstName: 'Dono', email: (await t.em().findOneOrFail(User, restaurant.owner.id)).email, userType: 'customer' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este usuário é dono de um restaurante: remova o restaurante antes de torná-lo cliente.' });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${randomUUID()}`, headers: as(admin), payload: { firstName: 'X', email: 'x@teste.com' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Usuário não encontrado' });
    const malformed = await t.app.inject({ method: 'PUT', url: '/api/admin/users/abc', headers: as(admin), payload: { firstName: 'X', email: 'x@teste.com' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('uses the path id, whatever id the body carries', async () => {
    const target = await makeUser(t.em());
    const other = await makeUser(t.em());
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}`, headers: as(admin), payload: { id: other.id, firstName: 'Alvo', email: target.email } });
    expect(res.json().id).toBe(target.id);
    expect((await t.em().findOneOrFail(User, other.id)).firstName).toBe('Teste');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deleting an owner removes their restaurant with its menu; the customers keep their orders', async () => {
    const owner = await registerAndLogin(t, { userType: 'restaurant' });
    const restaurant = await makeRestaurant(t.em(), { owner: owner.user, name: 'Cantina que Fecha' });
    const categoryEm = t.em();
    categoryEm.create(Category, { restaurant: restaurant.id, name: 'Massas' } as never);
    await categoryEm.flush();
    const product = await makeProduct(t.em(), restaurant, { name: 'Lasanha' });
    const customer = await makeUser(t.em(), { firstName: 'Clara', lastName: 'Dias' });
    const order = await makeOrder(customer, restaurant, product, false);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${owner.user.id}`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: owner.user.id });

    const em = t.em();
    expect(await em.count(User, { id: owner.user.id })).toBe(0);
    expect(await em.count(Restaurant, { id: restaurant.id })).toBe(0);
    expect(await em.count(Product, { restaurant: restaurant.id })).toBe(0);
    expect(await em.count(Category, { restaurant: restaurant.id })).toBe(0);
    const kept = await em.findOneOrFail(Order, order.id);
    expect(kept.restaurant).toBeNull();
    expect(kept.customer?.id).toBe(customer.id);
    expect(kept.restaurantName).toBe('Cantina que Fecha');
    const item = await em.findOneOrFail(OrderItem, { order: order.id });
    expect(item.product).toBeNull();
    expect(item.productName).toBe('Lasanha');
    // Their session ends with the account.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: as(owner) })).statusCode).toBe(401);
  });

  it('deleting a customer keeps the restaurant its orders, with the customer name', async () => {
    const customer = await registerAndLogin(t, { firstName: 'Rui', lastName: 'Costa' });
    const restaurant = await makeRestaurant(t.em());
    const product = await makeProduct(t.em(), restaurant);
    const order = await makeOrder(customer.user, restaurant, product, false);
    const em = t.em();
    em.create(CustomerRestaurant, { customer: customer.user.id, restaurant: restaurant.id } as never);
    await em.flush();
    expect(await t.em().count(CustomerRestaurant, { customer: customer.user.id })).toBe(1);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${customer.user.id}`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    const kept = await t.em().findOneOrFail(Order, order.id);
    expect(kept.customer).toBeNull();
    expect(kept.restaurant?.id).toBe(restaurant.id);
    expect(kept.customerName).toBe('Rui Costa');
    expect(await t.em().count(CustomerRestaurant, { customer: customer.user.id })).toBe(0);
  });

  it('keeps a snapshot the order already had', async () => {
    const customer = await makeUser(t.em(), { firstName: 'Nome', lastName: 'Atual' });
    const restaurant = await makeRestaurant(t.em());
    const order = await makeOrder(customer, restaurant, await makeProduct(t.em(), restaurant));
    const em = t.em();
    const stored = await em.findOneOrFail(Order, order.id);
    stored.customerName = 'Nome No Pedido';
    await em.flush();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${customer.id}`, headers: as(admin) });
    expect((await t.em().findOneOrFail(Order, order.id)).customerName).toBe('Nome No Pedido');
  });

  it('an admin cannot delete themself', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${admin.user.id}`, headers: as(admin) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você não pode excluir sua própria conta.' });
    expect(await t.em().count(User, { id: admin.user.id })).toBe(1);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${randomUUID()}`, headers: as(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Usuário não encontrado' });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users by type, restaurants (open ones too) and orders', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(admin) })).json();
    const owner = await makeUser(t.em(), { userType: 'restaurant' });
    const customer = await makeUser(t.em(), { userType: 'customer' });
    const open = await makeRestaurant(t.em(), { owner });
    await makeRestaurant(t.em(), { owner, isOpen: false });
    await makeOrder(customer, open, await makeProduct(t.em(), open));

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: before.totalUsers + 2,
      totalRestaurants: before.totalRestaurants + 2,
      totalOrders: before.totalOrders + 1,
      customerCount: before.customerCount + 1,
      restaurantCount: before.restaurantCount + 1,
      activeRestaurants: before.activeRestaurants + 1,
    });
    const em = t.em();
    expect(res.json().totalUsers).toBe(await em.count(User));
    expect(res.json().customerCount + res.json().restaurantCount).toBe(res.json().totalUsers);
  });

  it('counts as active the restaurants open now by their hours and pauses, as customers see them', async () => {
    // Friday 15:00 in São Paulo: before dinner, and during a pause that ends at 16:00.
    setClockTo(new Date('2026-11-27T15:00:00-03:00'));
    const activeNow = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(admin) })).json().activeRestaurants as number;
    const before = await activeNow();
    const dinner = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' }));
    const created = [
      await makeRestaurant(t.em(), { name: 'Sempre aberto' }),
      await makeRestaurant(t.em(), { name: 'Só no jantar', weeklyHours: dinner }),
      await makeRestaurant(t.em(), { name: 'Pausa curta', pausedUntil: new Date('2026-11-27T16:00:00-03:00') }),
      await makeRestaurant(t.em(), { name: 'Desligado', isOpen: false }),
    ];
    const openForCustomers = async () => {
      const answers = await Promise.all(created.map((r) => t.app.inject({ method: 'GET', url: `/api/restaurants/slug/${r.shareableSlug}` })));
      return answers.filter((answer) => answer.json().isOpen === true).length;
    };

    expect(await openForCustomers()).toBe(1);
    expect(await activeNow()).toBe(before + 1);

    // 19:00: dinner is served and the pause is over; the switched-off one stays paused.
    setClockTo(new Date('2026-11-27T19:00:00-03:00'));
    expect(await openForCustomers()).toBe(3);
    expect(await activeNow()).toBe(before + 3);
  });
});

describe('only administrators reach the admin routes', () => {
  const routes = [
    { method: 'GET', url: () => '/api/admin/users' },
    { method: 'GET', url: () => '/api/admin/stats' },
    { method: 'PUT', url: (id: string) => `/api/admin/users/${id}` },
    { method: 'DELETE', url: (id: string) => `/api/admin/users/${id}` },
  ] as const;

  it('answers 401 to anonymous visitors and 403 to customers and owners, changing nothing', async () => {
    const customer = await registerAndLogin(t, { userType: 'customer' });
    const owner = await registerAndLogin(t, { userType: 'restaurant' });
    const victim = await makeUser(t.em(), { firstName: 'Intocado' });
    for (const route of routes) {
      for (const [who, status] of [[null, 401], [customer, 403], [owner, 403]] as const) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(victim.id),
          headers: as(who),
          payload: route.method === 'PUT' ? { firstName: 'Hackeado', email: victim.email, isAdmin: true } : undefined,
        });
        expect(res.statusCode, `${route.method} ${route.url(':id')} as ${who?.user.userType ?? 'anonymous'}`).toBe(status);
        expect(res.json().message).toBe(status === 401 ? 'Faça login para continuar.' : 'Apenas administradores podem fazer isso.');
      }
    }
    const untouched = await t.em().findOneOrFail(User, victim.id);
    expect(untouched).toMatchObject({ firstName: 'Intocado', isAdmin: false });
  });

  it('the same through tRPC', async () => {
    const customer = await makeUser(t.em());
    const owner = await makeUser(t.em(), { userType: 'restaurant' });
    for (const [user, code] of [[null, 'UNAUTHORIZED'], [customer, 'FORBIDDEN'], [owner, 'FORBIDDEN']] as const) {
      const caller = callerFor(t, user);
      await expect(caller.admin.users()).rejects.toMatchObject({ code });
      await expect(caller.admin.stats()).rejects.toMatchObject({ code });
      await expect(caller.admin.updateUser({ id: customer.id, firstName: 'X', email: customer.email, isAdmin: true })).rejects.toMatchObject({ code });
      await expect(caller.admin.deleteUser({ id: customer.id })).rejects.toMatchObject({ code });
    }
    const adminCaller = callerFor(t, admin.user);
    expect((await adminCaller.admin.users()).length).toBeGreaterThan(0);
    await expect(adminCaller.admin.deleteUser({ id: admin.user.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(adminCaller.admin.updateUser({ id: admin.user.id, firstName: 'Chefe', email: admin.email, isAdmin: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an admin demoted by another admin loses access at once', async () => {
    const second = await registerAndLogin(t, { isAdmin: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(second) })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/admin/users/${second.user.id}`, headers: as(admin), payload: { firstName: 'Ex', email: second.email, isAdmin: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(second) })).statusCode).toBe(403);
  });
});
