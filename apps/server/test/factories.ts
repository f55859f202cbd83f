import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product, Restaurant, User, hashPassword, type IProduct, type IRestaurant, type IUser } from '@direto/db';

/** Small builders for arranging test data straight in the database. */
export async function makeUser(em: EntityManager, fields: Partial<Omit<IUser, 'password'>> & { password?: string } = {}): Promise<IUser> {
  const { password, ...rest } = fields;
  const user = em.create(User, {
    email: `user-${randomUUID()}@teste.com`,
    firstName: 'Teste',
    lastName: 'Silva',
    password: password ? await hashPassword(password) : null,
    ...rest,
  } as RequiredEntityData<IUser>);
  await em.flush();
  return user;
}

export async function makeRestaurant(em: EntityManager, fields: Partial<IRestaurant> = {}): Promise<IRestaurant> {
  const owner = fields.owner ?? (await makeUser(em, { userType: 'restaurant' }));
  const restaurant = em.create(Restaurant, {
    name: 'Restaurante Teste',
    shareableSlug: `restaurante-${randomUUID().slice(0, 8)}`,
    cuisine: 'Brasileira',
    ...fields,
    owner,
  } as RequiredEntityData<IRestaurant>);
  await em.flush();
  return restaurant;
}

export async function makeProduct(em: EntityManager, restaurant: IRestaurant, fields: Partial<IProduct> = {}): Promise<IProduct> {
  const product = em.create(Product, { name: 'Pão de queijo', description: 'Seis unidades', price: '12.50', ...fields, restaurant } as RequiredEntityData<IProduct>);
  await em.flush();
  return product;
}
