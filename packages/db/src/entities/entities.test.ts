import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../testing';
import { Category, Order, OrderItem, Product, Restaurant, Setting, User } from '.';

let db: TestDatabase;
const fork = () => db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

async function newOwnerWithRestaurant(em: EntityManager) {
  const owner = em.create(User, { email: `dono-${randomUUID()}@teste.com`, userType: 'restaurant' });
  const restaurant = em.create(Restaurant, { owner, name: 'Cantina', shareableSlug: `cantina-${randomUUID()}` });
  await em.flush();
  return { owner, restaurant };
}

describe('entity defaults (spec §9)', () => {
  it('gives a new user and restaurant the documented defaults', async () => {
    const em = fork();
    const { owner, restaurant } = await newOwnerWithRestaurant(em);
    const customer = em.create(User, { email: `cliente-${randomUUID()}@teste.com` });
    await em.flush();

    const reloaded = fork();
    const user = await reloaded.findOneOrFail(User, customer.id);
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.userType).toBe('customer');
    expect(user.isAdmin).toBe(false);
    expect(user.profileCompleted).toBe(false);
    expect(user.createdAt).toBeInstanceOf(Date);

    const r = await reloaded.findOneOrFail(Restaurant, restaurant.id);
    expect(r.deliveryFee).toBe('0.00');
    expect(r.deliveryTime).toBe('30-45 min');
    expect(r.rating).toBe('0.00');
    expect(r.isOpen).toBe(true);
    expect(r.owner.id).toBe(owner.id);
  });

  it('gives a product prepTime 15, availability and an empty tag list; an order starts pending', async () => {
    const em = fork();
    const { owner, restaurant } = await newOwnerWithRestaurant(em);
    const product = em.create(Product, { restaurant, name: 'Coxinha', price: '7.50' });
    const category = em.create(Category, { restaurant, name: 'Salgados' });
    const order = em.create(Order, { customer: owner, restaurant, subtotal: '7.50', deliveryFee: '0.00', total: '7.50' });
    await em.flush();

    const reloaded = fork();
    const p = await reloaded.findOneOrFail(Product, product.id);
    expect(p.prepTime).toBe(15);
    expect(p.isAvailable).toBe(true);
    expect(p.tags).toEqual([]);
    expect((await reloaded.findOneOrFail(Category, category.id)).sortOrder).toBe(0);
    expect((await reloaded.findOneOrFail(Order, order.id)).status).toBe('pending');
  });

  it('maintains updatedAt on change', async () => {
    const em = fork();
    const { restaurant } = await newOwnerWithRestaurant(em);
    const before = restaurant.updatedAt.getTime();
    await new Promise((resolve) => setTimeout(resolve, 10));
    restaurant.name = 'Cantina Nova';
    await em.flush();
    const r = await fork().findOneOrFail(Restaurant, restaurant.id);
    expect(r.updatedAt.getTime()).toBeGreaterThan(before);
  });
});

describe('money and rating', () => {
  it('round-trips decimals as numeric strings with two places', async () => {
    const em = fork();
    const { restaurant } = await newOwnerWithRestaurant(em);
    restaurant.deliveryFee = '5';
    restaurant.rating = '4.5';
    const product = em.create(Product, { restaurant, name: 'Moqueca', price: '99999999.99', tags: ['baiano', 'peixe'] });
    await em.flush();

    const reloaded = fork();
    const r = await reloaded.findOneOrFail(Restaurant, restaurant.id);
    expect(r.deliveryFee).toBe('5.00');
    expect(r.rating).toBe('4.50');
    const p = await reloaded.findOneOrFail(Product, product.id);
    expect(p.price).toBe('99999999.99');
    expect(p.tags).toEqual(['baiano', 'peixe']);
  });

  it('refuses a non-positive price at the database level', async () => {
    const em = fork();
    const { restaurant } = await newOwnerWithRestaurant(em);
    em.create(Product, { restaurant, name: 'Grátis', price: '0.00' });
    await expect(em.flush()).rejects.toThrow(/products_price_positive/);
  });
});

describe('uniqueness', () => {
  it('refuses a second user with the same email', async () => {
    const email = `repetido-${randomUUID()}@teste.com`;
    const em = fork();
    em.create(User, { email });
    await em.flush();
    const other = fork();
    other.create(User, { email });
    await expect(other.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('refuses a second restaurant with the same slug', async () => {
    const em = fork();
    const { owner, restaurant } = await newOwnerWithRestaurant(em);
    const other = fork();
    other.create(Restaurant, { owner: owner.id, name: 'Outra', shareableSlug: restaurant.shareableSlug });
    await expect(other.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });
});

describe('cascade rules (spec §3)', () => {
  it('deleting a restaurant removes its categories and products', async () => {
    const em = fork();
    const { restaurant } = await newOwnerWithRestaurant(em);
    const category = em.create(Category, { restaurant, name: 'Bebidas' });
    em.create(Product, { restaurant, category, name: 'Suco', price: '8.00' });
    await em.flush();

    await fork().nativeDelete(Restaurant, { id: restaurant.id });
    const check = fork();
    expect(await check.count(Category, { restaurant: restaurant.id })).toBe(0);
    expect(await check.count(Product, { restaurant: restaurant.id })).toBe(0);
  });

  it('deleting a category clears product.categoryId and keeps the product', async () => {
    const em = fork();
    const { restaurant } = await newOwnerWithRestaurant(em);
    const category = em.create(Category, { restaurant, name: 'Sobremesas' });
    const product = em.create(Product, { restaurant, category, name: 'Pudim', price: '12.90' });
    await em.flush();

    await fork().nativeDelete(Category, { id: category.id });
    const p = await fork().findOneOrFail(Product, product.id);
    expect(p.category).toBeNull();
  });

  it('deleting an order removes its items', async () => {
    const em = fork();
    const { owner, restaurant } = await newOwnerWithRestaurant(em);
    const product = em.create(Product, { restaurant, name: 'Acarajé', price: '18.00' });
    const order = em.create(Order, { customer: owner, restaurant, subtotal: '36.00', deliveryFee: '0.00', total: '36.00' });
    em.create(OrderItem, { order, product, productName: product.name, quantity: 2, unitPrice: '18.00', totalPrice: '36.00' });
    await em.flush();

    await fork().nativeDelete(Order, { id: order.id });
    expect(await fork().count(OrderItem, { order: order.id })).toBe(0);
  });

  it('keeps settings by key', async () => {
    const em = fork();
    em.create(Setting, { key: 'logoPath', value: '/objects/logo.png' });
    await em.flush();
    expect((await fork().findOneOrFail(Setting, 'logoPath')).value).toBe('/objects/logo.png');
  });
});
