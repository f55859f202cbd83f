import type { RequiredEntityData } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Category, Product, Restaurant, User, type ICategory, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { toProductDto } from '../mappers/product';
import { toRestaurantDto } from '../mappers/restaurant';
import { listRestaurantProducts } from './product';
import { findRestaurantBySlug } from './restaurant';

/**
 * The menu read maps raw rows instead of hydrating entities: its answer must be exactly what the
 * entity mappers give for the same rows (dates to the millisecond, nulls, arrays, money strings).
 */
let db: TestDatabase;
let restaurant: IRestaurant;

beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  const owner = em.create(User, { email: 'dona@teste.com', firstName: 'Dona', userType: 'restaurant' } as RequiredEntityData<IUser>);
  restaurant = em.create(Restaurant, {
    owner,
    name: 'Sabor da Bahia',
    shareableSlug: 'sabor-da-bahia',
    deliveryFee: '5.50',
    description: 'Comida baiana',
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  } as RequiredEntityData<IRestaurant>);
  const drinks = em.create(Category, { restaurant, name: 'Bebidas', sortOrder: 1 } as RequiredEntityData<ICategory>);
  const mains = em.create(Category, { restaurant, name: 'Pratos', sortOrder: 0 } as RequiredEntityData<ICategory>);
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0, ms));
  const product = (fields: Partial<IProduct>) => em.create(Product, { restaurant, price: '10.00', ...fields } as RequiredEntityData<IProduct>);
  product({ name: 'Sem categoria', createdAt: at(0) });
  product({ name: 'Suco', category: drinks, createdAt: at(1), tags: ['gelado', 'natural'] });
  product({ name: 'Moqueca', category: mains, createdAt: at(999), price: '89.90', description: 'Peixe e dendê', imageUrl: 'https://x/m.png' });
  product({ name: 'Feijoada', category: mains, createdAt: at(2), isAvailable: false, prepTime: 40 });
  // Same category and time: the id decides.
  product({ id: '00000000-0000-4000-8000-000000000002', name: 'Acarajé B', category: mains, createdAt: at(5) });
  product({ id: '00000000-0000-4000-8000-000000000001', name: 'Acarajé A', category: mains, createdAt: at(5) });
  await em.flush();
});
afterAll(async () => {
  await db?.destroy();
});

describe('menu read from raw rows', () => {
  it('lists the products exactly as the entity mapper does, by category order, then creation, then id, uncategorised last', async () => {
    const products = await listRestaurantProducts(db.orm.em.fork(), restaurant.id);
    expect(products.map((product) => product.name)).toEqual(['Feijoada', 'Acarajé A', 'Acarajé B', 'Moqueca', 'Suco', 'Sem categoria']);

    const entities = await db.orm.em.fork().find(Product, { restaurant: restaurant.id });
    const byId = new Map(entities.map((entity) => [entity.id, toProductDto(entity)]));
    expect(products).toEqual(products.map((product) => byId.get(product.id)));
    expect(products.find((product) => product.name === 'Moqueca')?.createdAt).toBe('2026-01-01T12:00:00.999Z');
  });

  it('answers an empty menu for a restaurant without products, and not found for an unknown one', async () => {
    const em = db.orm.em.fork();
    const owner = em.create(User, { email: 'vazio@teste.com', firstName: 'Vazio', userType: 'restaurant' } as RequiredEntityData<IUser>);
    const empty = em.create(Restaurant, { owner, name: 'Vazio', shareableSlug: 'vazio', deliveryFee: '0.00' } as RequiredEntityData<IRestaurant>);
    await em.flush();
    expect(await listRestaurantProducts(db.orm.em.fork(), empty.id)).toEqual([]);
    await expect(listRestaurantProducts(db.orm.em.fork(), '00000000-0000-4000-8000-00000000dead')).rejects.toThrow('Restaurante não encontrado');
  });

  it('finds a restaurant by slug exactly as the entity mapper does, whatever the case of the slug', async () => {
    // Both reads compute the open state (issue 18) at the same instant, so `asOf` agrees.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00-03:00') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const found = await findRestaurantBySlug(db.orm.em.fork(), 'Sabor-da-Bahia');
    const entity = await db.orm.em.fork().findOneOrFail(Restaurant, restaurant.id);
    expect(found).toEqual({ ...toRestaurantDto(entity), offers: [] }); // the by-slug read adds the active automatic offers (issue 31)
    expect(found.createdAt).toBe('2026-01-02T03:04:05.678Z');
    await expect(findRestaurantBySlug(db.orm.em.fork(), 'nao-existe')).rejects.toThrow('Restaurante não encontrado');
  });
});
