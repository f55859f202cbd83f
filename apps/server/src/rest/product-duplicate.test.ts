import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuProduct, OptionGroup } from '@direto/contracts';
import { Category, Product, RestaurantMember, type IRestaurantMember } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { ownerAndOtherOwner, restClient, signedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let otherOwner: SignedInOwner;

beforeAll(async () => {
  ({ owner, otherOwner } = await ownerAndOtherOwner(t));
});

const duplicateUrl = (productId: string) => `/api/products/${productId}/duplicate`;

describe('POST /api/products/{productId}/duplicate', () => {
  it("makes 'Cópia de {nome}' with the same category, description, price, tags and option groups, unavailable", async () => {
    const em = t.em();
    const pizzas = em.create(Category, { restaurant: owner.restaurant.id, name: 'Pizzas', sortOrder: 0 });
    await em.flush();
    const original = await makeProduct(em, owner.restaurant, {
      name: 'Calabresa',
      description: 'Molho, mussarela e calabresa',
      price: '45.00',
      category: pizzas,
      tags: ['clássica'],
      prepTime: 35,
      externalCode: 'PDV-42',
    });
    const groupsUrl = `/api/restaurants/${owner.restaurant.id}/option-groups`;
    const crust = (await owner.rest.post(groupsUrl, { name: 'Borda', options: [{ name: 'Catupiry', price: '8.00' }] })).json<OptionGroup>();
    const extras = (await owner.rest.post(groupsUrl, { name: 'Adicionais', max: 2, options: [{ name: 'Bacon', price: '5.00' }] })).json<OptionGroup>();
    expect((await owner.rest.put(`/api/products/${original.id}/option-groups`, { groupIds: [extras.id, crust.id] })).statusCode).toBe(200);

    const res = await owner.rest.post(duplicateUrl(original.id));
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      name: 'Cópia de Calabresa',
      description: 'Molho, mussarela e calabresa',
      price: '45.00',
      prepTime: 35,
      tags: ['clássica'],
      categoryId: pizzas.id,
      restaurantId: owner.restaurant.id,
      isAvailable: false,
      imageUrl: null,
    });
    expect(copy.id).not.toBe(original.id);
    const menu = (await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/products`)).json<MenuProduct[]>();
    const listed = menu.find((product) => product.id === copy.id);
    expect(listed?.optionGroups.map((group) => group.name)).toEqual(['Adicionais', 'Borda']);
    // The POS code names one product of the restaurant: the copy has none until the owner gives it one.
    expect((await t.em().findOneOrFail(Product, copy.id)).externalCode).toBeNull();
    // The original is untouched.
    expect(menu.find((product) => product.id === original.id)).toMatchObject({ name: 'Calabresa', isAvailable: true });
  });

  it('cuts the copy’s name to the 120 characters a name may have', async () => {
    const original = await makeProduct(t.em(), owner.restaurant, { name: 'P'.repeat(120) });
    const res = await owner.rest.post(duplicateUrl(original.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(`Cópia de ${'P'.repeat(111)}`);
    expect(res.json().name).toHaveLength(120);
  });

  it("refuses another owner's product (403), staff and customers (403), anonymous callers (401) and unknown products (404)", async () => {
    const original = await makeProduct(t.em(), owner.restaurant, { name: 'Margherita' });
    const staff = await signedInCustomer(t);
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    const count = () => t.em().count(Product, { restaurant: owner.restaurant.id });
    const before = await count();
    const byOther = await otherOwner.rest.post(duplicateUrl(original.id));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await staff.rest.post(duplicateUrl(original.id))).statusCode).toBe(403);
    expect((await (await signedInCustomer(t)).rest.post(duplicateUrl(original.id))).statusCode).toBe(403);
    expect((await restClient(t).post(duplicateUrl(original.id))).statusCode).toBe(401);
    const unknown = await owner.rest.post(duplicateUrl(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Produto não encontrado' });
    expect((await owner.rest.post(duplicateUrl('abc'))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
