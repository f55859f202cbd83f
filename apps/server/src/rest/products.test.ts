import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Category, OrderItem, Product } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { pngImage } from '../../test/images';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let anonymous: ReturnType<typeof restClient>;
let owner: SignedInOwner;
let otherOwner: SignedInOwner;

beforeAll(async () => {
  anonymous = restClient(t);
  owner = await signedInOwner(t, { name: 'Sabor da Bahia' });
  otherOwner = await signedInOwner(t, { name: 'Outro Dono' });
});

const form = { name: 'Moqueca de peixe', description: 'Serve duas pessoas', price: '89.9', prepTime: 40, isAvailable: true, tags: ['baiano', 'peixe'] };
const productsOf = (restaurantId: string) => t.em().find(Product, { restaurant: restaurantId });

describe('GET /api/restaurants/{id}/products', () => {
  it('is public, includes unavailable products flagged, by category order then creation (no category last)', async () => {
    const em = t.em();
    const restaurant = await makeRestaurant(em);
    const drinks = em.create(Category, { restaurant, name: 'Bebidas', sortOrder: 1 });
    const mains = em.create(Category, { restaurant, name: 'Pratos', sortOrder: 0 });
    await em.flush();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    await makeProduct(em, restaurant, { name: 'Sem categoria', createdAt: at(0) });
    await makeProduct(em, restaurant, { name: 'Suco', category: drinks, createdAt: at(1) });
    await makeProduct(em, restaurant, { name: 'Feijoada', category: mains, createdAt: at(3), isAvailable: false });
    await makeProduct(em, restaurant, { name: 'Moqueca', category: mains, createdAt: at(2), price: '89.90', tags: ['baiano'] });

    const res = await anonymous.get(`/api/restaurants/${restaurant.id}/products`);
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Moqueca', 'Feijoada', 'Suco', 'Sem categoria']);
    expect(products[1]).toMatchObject({ name: 'Feijoada', isAvailable: false });
    expect(products[0]).toMatchObject({ price: '89.90', tags: ['baiano'], categoryId: mains.id, restaurantId: restaurant.id, imageUrl: null });
  });

  it('answers 404 for an unknown restaurant and 400 for a malformed id', async () => {
    const unknown = await anonymous.get(`/api/restaurants/${randomUUID()}/products`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Restaurante não encontrado' });
    expect((await anonymous.get('/api/restaurants/abc/products')).statusCode).toBe(400);
  });
});

describe('POST /api/products', () => {
  it('adds a product to the owner restaurant, normalising price and tags', async () => {
    const res = await owner.rest.post('/api/products', {
      ...form,
      restaurantId: owner.restaurant.id,
      tags: [' baiano ', 'peixe', '', 'Baiano'],
      isAvailable: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Moqueca de peixe',
      description: 'Serve duas pessoas',
      price: '89.90',
      prepTime: 40,
      isAvailable: true,
      tags: ['baiano', 'peixe'],
      restaurantId: owner.restaurant.id,
      imageUrl: null,
    });
    const list = (await anonymous.get(`/api/restaurants/${owner.restaurant.id}/products`)).json();
    expect(list.map((p: { id: string }) => p.id)).toContain(res.json().id);
  });

  it('applies the §5 rules with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: Nome é obrigatório'],
      [{ description: ' ' }, 'description: Descrição é obrigatória'],
      [{ price: '' }, 'price: Preço é obrigatório'],
      [{ price: '0.00' }, 'price: Preço deve ser maior que zero'],
      [{ price: '12.345' }, 'price: Preço deve ser um valor válido, com até 2 casas decimais'],
      [{ price: '100000000.00' }, 'price: Preço deve ser um valor válido, com até 2 casas decimais'],
      [{ prepTime: undefined }, 'prepTime: Tempo de preparo é obrigatório'],
      [{ prepTime: 0 }, 'prepTime: Tempo de preparo deve ser de pelo menos 1 minuto'],
      [{ prepTime: 2.5 }, 'prepTime: Tempo de preparo deve ser um número inteiro de minutos'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags: No máximo 20 tags por produto'],
      [{ tags: ['x'.repeat(31)] }, 'tags.0: Cada tag pode ter no máximo 30 caracteres'],
      [{ imageUrl: 'https://exemplo.com/foto.png' }, 'imageUrl: Imagem inválida: envie o arquivo pelo formulário'],
    ];
    const before = (await productsOf(owner.restaurant.id)).length;
    for (const [change, message] of cases) {
      const res = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await productsOf(owner.restaurant.id)).toHaveLength(before);
  });

  it('accepts the largest price decimal(10,2) holds', async () => {
    const res = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, price: '99999999.99' });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe('99999999.99');
  });

  it('takes an image only once it was uploaded to this server', async () => {
    const neverUploaded = `/objects/${randomUUID()}`;
    const refused = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, imageUrl: neverUploaded });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Imagem não encontrada: envie o arquivo novamente.' });

    const { uploadURL, objectPath } = (await owner.rest.post('/api/objects/upload')).json();
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage(), headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);
    const accepted = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, imageUrl: objectPath });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().imageUrl).toBe(objectPath);
  });

  it("takes an optional categoryId of the owner's restaurant (400 for another restaurant's)", async () => {
    const em = t.em();
    const mine = em.create(Category, { restaurant: owner.restaurant.id, name: 'Peixes', sortOrder: 0 });
    const theirs = em.create(Category, { restaurant: otherOwner.restaurant.id, name: 'Deles', sortOrder: 0 });
    await em.flush();
    const res = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, categoryId: mine.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().categoryId).toBe(mine.id);
    const refused = await owner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id, categoryId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Essa categoria não pertence ao restaurante do produto.' });
    const moved = await owner.rest.put(`/api/products/${res.json().id}`, { ...form, categoryId: null });
    expect(moved.json().categoryId).toBeNull();
  });

  it("refuses another owner's restaurant (403), customers (403) and anonymous callers (401)", async () => {
    const before = (await productsOf(owner.restaurant.id)).length;
    const byOther = await otherOwner.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    const customer = await signedInCustomer(t);
    const byCustomer = await customer.rest.post('/api/products', { ...form, restaurantId: owner.restaurant.id });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ message: 'Apenas donos de restaurante podem fazer isso.' });
    expect((await anonymous.post('/api/products', { ...form, restaurantId: owner.restaurant.id })).statusCode).toBe(401);
    expect(await productsOf(owner.restaurant.id)).toHaveLength(before);
  });
});

describe('PUT /api/products/{id}', () => {
  it('saves the form; optional fields left out keep their value; a restaurantId in the body cannot move it', async () => {
    const product = await makeProduct(t.em(), owner.restaurant, { isAvailable: false, tags: ['antigo'] });
    const res = await owner.rest.put(`/api/products/${product.id}`, {
      name: 'Pão de queijo recheado',
      description: 'Oito unidades',
      price: 15,
      prepTime: '12',
      restaurantId: otherOwner.restaurant.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pão de queijo recheado',
      price: '15.00',
      prepTime: 12,
      isAvailable: false,
      tags: ['antigo'],
      restaurantId: owner.restaurant.id,
    });
    const toggled = await owner.rest.put(`/api/products/${product.id}`, { ...form, isAvailable: true, tags: [] });
    expect(toggled.json()).toMatchObject({ isAvailable: true, tags: [] });
  });

  it("lets nobody but the owner change it; unknown id 404", async () => {
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Original' });
    const url = `/api/products/${product.id}`;
    const byOther = await otherOwner.rest.put(url, form);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await (await signedInCustomer(t)).rest.put(url, form)).statusCode).toBe(403);
    expect((await anonymous.put(url, form)).statusCode).toBe(401);
    expect((await t.em().findOneOrFail(Product, product.id)).name).toBe('Original');
    const unknown = await owner.rest.put(`/api/products/${randomUUID()}`, form);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Produto não encontrado' });
  });
});

describe('DELETE /api/products/{id}', () => {
  it('lets only the owner remove it; past orders keep the line with its name', async () => {
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Acarajé', price: '18.00' });
    const customer = await signedInCustomer(t);
    const order = await callerFor(t, customer.user).order.place({
      order: { restaurantId: owner.restaurant.id, subtotal: '18.00', deliveryFee: '0.00', total: '18.00', status: 'pending' },
      items: [{ productId: product.id, quantity: 1, unitPrice: '18.00', totalPrice: '18.00' }],
    });

    const url = `/api/products/${product.id}`;
    expect((await otherOwner.rest.delete(url)).statusCode).toBe(403);
    expect((await customer.rest.delete(url)).statusCode).toBe(403);
    expect((await anonymous.delete(url)).statusCode).toBe(401);
    expect(await t.em().count(Product, { id: product.id })).toBe(1);

    const res = await owner.rest.delete(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: product.id });
    expect(await t.em().count(Product, { id: product.id })).toBe(0);
    const line = await t.em().findOneOrFail(OrderItem, { order: order.id });
    expect(line.product).toBeNull();
    expect(line.productName).toBe('Acarajé');
    expect((await owner.rest.delete(url)).statusCode).toBe(404);
  });
});
