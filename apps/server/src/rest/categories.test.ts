import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Product } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct, makeRestaurant, makeUser } from '../../test/factories';

// Categories have no REST path in the spec: they are tRPC procedures only (category.*).
const t = testAppForTheFile();

async function ownerWithRestaurant() {
  const em = t.em();
  const owner = await makeUser(em, { userType: 'restaurant' });
  const restaurant = await makeRestaurant(em, { owner });
  return { owner, restaurant, caller: callerFor(t, owner) };
}

describe('category procedures', () => {
  it('creates categories at the end, renames, reorders and lists them publicly in order', async () => {
    const { restaurant, caller } = await ownerWithRestaurant();
    const entradas = await caller.category.create({ restaurantId: restaurant.id, name: ' Entradas ' });
    const pratos = await caller.category.create({ restaurantId: restaurant.id, name: 'Pratos', description: 'Principais' });
    const bebidas = await caller.category.create({ restaurantId: restaurant.id, name: 'Bebidas' });
    expect([entradas.sortOrder, pratos.sortOrder, bebidas.sortOrder]).toEqual([0, 1, 2]);
    expect(entradas.name).toBe('Entradas');

    const renamed = await caller.category.rename({ id: pratos.id, name: 'Pratos principais' });
    expect(renamed).toMatchObject({ name: 'Pratos principais', description: 'Principais' });

    await caller.category.reorder({ restaurantId: restaurant.id, categoryIds: [bebidas.id, entradas.id, pratos.id] });
    const listed = await callerFor(t, null).category.list({ restaurantId: restaurant.id });
    expect(listed.map((c) => c.name)).toEqual(['Bebidas', 'Entradas', 'Pratos principais']);
  });

  it('reorders only with every category of the restaurant, each once', async () => {
    const { restaurant, caller } = await ownerWithRestaurant();
    const a = await caller.category.create({ restaurantId: restaurant.id, name: 'A' });
    await caller.category.create({ restaurantId: restaurant.id, name: 'B' });
    await expect(caller.category.reorder({ restaurantId: restaurant.id, categoryIds: [a.id] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Envie todas as categorias do restaurante, cada uma uma única vez.',
    });
    await expect(caller.category.reorder({ restaurantId: restaurant.id, categoryIds: [a.id, a.id] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("assigns a product to one of its restaurant's categories, and deleting the category keeps the product", async () => {
    const { restaurant, caller } = await ownerWithRestaurant();
    const other = await ownerWithRestaurant();
    const product = await makeProduct(t.em(), restaurant);
    const category = await caller.category.create({ restaurantId: restaurant.id, name: 'Salgados' });
    const foreign = await other.caller.category.create({ restaurantId: other.restaurant.id, name: 'Deles' });

    expect((await caller.category.assignProduct({ productId: product.id, categoryId: category.id })).categoryId).toBe(category.id);
    await expect(caller.category.assignProduct({ productId: product.id, categoryId: foreign.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Essa categoria não pertence ao restaurante do produto.',
    });

    expect(await caller.category.delete({ id: category.id })).toEqual({ id: category.id });
    const kept = await t.em().findOneOrFail(Product, product.id);
    expect(kept.category).toBeNull();
    expect((await caller.category.assignProduct({ productId: product.id, categoryId: null })).categoryId).toBeNull();
  });

  it('the product form picks the category: create and update take a categoryId of the same restaurant; left out keeps it, null clears it', async () => {
    const { restaurant, caller } = await ownerWithRestaurant();
    const other = await ownerWithRestaurant();
    const massas = await caller.category.create({ restaurantId: restaurant.id, name: 'Massas' });
    const foreign = await other.caller.category.create({ restaurantId: other.restaurant.id, name: 'Deles' });
    const form = { name: 'Nhoque', description: 'Ao sugo', price: '39.90', prepTime: 20 };

    const created = await caller.product.create({ ...form, restaurantId: restaurant.id, categoryId: massas.id });
    expect(created.categoryId).toBe(massas.id);
    expect((await caller.product.create({ ...form, restaurantId: restaurant.id })).categoryId).toBeNull();

    expect((await caller.product.update({ ...form, id: created.id, name: 'Nhoque de batata' })).categoryId).toBe(massas.id);
    await expect(caller.product.update({ ...form, id: created.id, categoryId: foreign.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Essa categoria não pertence ao restaurante do produto.',
    });
    await expect(caller.product.create({ ...form, restaurantId: restaurant.id, categoryId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Categoria não encontrada',
    });
    expect((await t.em().findOneOrFail(Product, created.id, { populate: ['category'] })).category?.id).toBe(massas.id);
    expect((await caller.product.update({ ...form, id: created.id, categoryId: null })).categoryId).toBeNull();
  });

  it("lets nobody but the owner change a restaurant's categories", async () => {
    const { restaurant, caller } = await ownerWithRestaurant();
    const category = await caller.category.create({ restaurantId: restaurant.id, name: 'Minha' });
    const product = await makeProduct(t.em(), restaurant);
    const intruder = (await ownerWithRestaurant()).caller;
    const forbidden = { code: 'FORBIDDEN', message: 'Você não tem acesso a este restaurante.' };
    await expect(intruder.category.create({ restaurantId: restaurant.id, name: 'X' })).rejects.toMatchObject(forbidden);
    await expect(intruder.category.rename({ id: category.id, name: 'X' })).rejects.toMatchObject(forbidden);
    await expect(intruder.category.reorder({ restaurantId: restaurant.id, categoryIds: [category.id] })).rejects.toMatchObject(forbidden);
    await expect(intruder.category.delete({ id: category.id })).rejects.toMatchObject(forbidden);
    await expect(intruder.category.assignProduct({ productId: product.id, categoryId: null })).rejects.toMatchObject(forbidden);

    const customer = callerFor(t, await makeUser(t.em()));
    await expect(customer.category.create({ restaurantId: restaurant.id, name: 'X' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(t, null).category.create({ restaurantId: restaurant.id, name: 'X' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerFor(t, null).category.list({ restaurantId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await callerFor(t, null).category.list({ restaurantId: restaurant.id })).map((c) => c.name)).toEqual(['Minha']);
  });
});
