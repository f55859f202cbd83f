import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { procedureCatalog } from '@direto/api';
import { LIMITS, ORDER_PAGE_MAX } from '@direto/contracts';
import { findLengthBounds, tooLongProblem } from '@direto/contracts/testing';
import { required } from '../../test/required';
import { testAppForTheFile } from '../../test/test-app';
import { databaseFingerprint } from '../../test/security/database-fingerprint';
import { createSecurityWorld, type SecurityWorld } from '../../test/security/security-world';

const t = testAppForTheFile();
let world: SecurityWorld;
beforeAll(async () => {
  world = await createSecurityWorld(t);
});

const ONE_MB = 1024 * 1024;

type JsonSchema = Record<string, unknown>;

/** Places in a JSON Schema where a string or an array accepts input of any length. */
function unboundedInputs(schema: unknown, path = '$'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  const fixedPattern = typeof node.pattern === 'string' && /^\^.*\$$/.test(node.pattern) && !/[*+]|\{\d+,\}/.test(node.pattern);
  if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined && !fixedPattern) found.push(`${path}: string`);
  if (types.includes('array') && node.maxItems === undefined) found.push(`${path}: array`);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') for (const [name, child] of Object.entries(value as Record<string, unknown>)) found.push(...unboundedInputs(child, `${path}.${name}`));
    else if (key === 'items' || key === 'additionalProperties') found.push(...unboundedInputs(value, `${path}[]`));
    else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key)) (value as unknown[]).forEach((child) => found.push(...unboundedInputs(child, path)));
  }
  return found;
}

describe('every input is bounded', () => {
  it('no procedure accepts a string or an array of any length', () => {
    const problems = procedureCatalog.flatMap(({ name, inputs }) =>
      inputs.flatMap((input) => unboundedInputs(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' })).map((where) => `${name} ${where}`)),
    );
    expect(procedureCatalog.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('the audit finds an unbounded string or array', () => {
    expect(unboundedInputs(z.toJSONSchema(z.object({ a: z.string(), b: z.array(z.string().max(3)) }), { io: 'input' }))).toEqual(['$.a: string', '$.b: array']);
  });
});

describe('over-long input is told its limit', () => {
  it('every length bound of every procedure input names its limit', () => {
    const bounds = procedureCatalog.flatMap(({ name, inputs }) => inputs.flatMap((input) => findLengthBounds(input, name)));
    expect(bounds.length).toBeGreaterThan(40);
    expect(bounds.map(tooLongProblem).filter(Boolean)).toEqual([]);
  });

  it('a 200-character product name: "Nome deve ter no máximo 120 caracteres", over REST and tRPC', async () => {
    const body = { restaurantId: world.restaurant.id, name: 'x'.repeat(200), description: 'De queijo', price: '7.00', prepTime: 10 };
    const headers = { cookie: required(world.actors.owner.cookie, 'a sessão do dono'), 'content-type': 'application/json' };
    const rest = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload: JSON.stringify(body) });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe(`name: Nome deve ter no máximo ${LIMITS.productNameMax} caracteres`);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/product.create', headers, payload: JSON.stringify(body) });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(`name: Nome deve ter no máximo ${LIMITS.productNameMax} caracteres`);
  });
});

describe('JSON bodies are at most 1 MB', () => {
  const bigBody = (bytes: number) => JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(bytes - 40) });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/orders'],
    ['PUT', `/api/products/00000000-0000-4000-8000-000000000000`],
    ['POST', '/trpc/auth.login'],
  ] as const)('%s %s: over 1 MB is 413 with a JSON message, and nothing is written', async (method, url) => {
    const before = await databaseFingerprint(t.em());
    const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json', cookie: required(world.actors.customer.cookie, 'a sessão do cliente') }, payload: bigBody(ONE_MB + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Conteúdo grande demais' });
    expect(await databaseFingerprint(t.em())).toEqual(before);
  });

  it('just under 1 MB reaches validation, which refuses the long field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: bigBody(ONE_MB - 100) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`password: A senha deve ter no máximo ${LIMITS.passwordMax} caracteres`);
  });

  it('an order of more than 100 lines is refused', async () => {
    const body = world.orderBody();
    const items = Array.from({ length: LIMITS.itemsMax + 1 }, (_, index) => ({ ...required(body.items[0], 'o item do pedido'), productId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }));
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: required(world.actors.customer.cookie, 'a sessão do cliente') }, payload: { ...body, items } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`items: No máximo ${LIMITS.itemsMax} itens por pedido`);
  });
});

describe('pages are bounded', () => {
  beforeAll(async () => {
    // More orders than a page holds, straight in the database.
    await t.em().execute(
      `insert into orders (customer_id, restaurant_id, status, subtotal, delivery_fee, total, created_at, updated_at)
       select ?, ?, 'pending', 10, 0, 10, now() - (n || ' seconds')::interval, now() from generate_series(1, ?) n`,
      [required(world.actors.customer.user, 'a conta do cliente').id, world.restaurant.id, ORDER_PAGE_MAX + 5],
    );
  });

  it("the owner's orders: 100 at most, whatever is asked", async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/restaurants/${world.restaurant.id}/orders${query}`, headers: { cookie: required(world.actors.owner.cookie, 'a sessão do dono') } });
    expect((await get('')).json()).toHaveLength(ORDER_PAGE_MAX);
    expect((await get('?limit=100')).json()).toHaveLength(ORDER_PAGE_MAX);
    for (const limit of ['101', '100000', '0', '-1', 'abc', '1e3']) expect((await get(`?limit=${limit}`)).statusCode, limit).toBe(400);
  });

  it("the customer's orders: 20 by default, 100 at most", async () => {
    const get = (input?: object) =>
      t.app.inject({ method: 'GET', url: `/trpc/order.mine${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`, headers: { cookie: required(world.actors.customer.cookie, 'a sessão do cliente') } });
    expect((await get()).json().result.data).toHaveLength(20);
    expect((await get({ limit: ORDER_PAGE_MAX })).json().result.data).toHaveLength(ORDER_PAGE_MAX);
    expect((await get({ limit: ORDER_PAGE_MAX + 1 })).statusCode).toBe(400);
  });
});

describe('menus are bounded', () => {
  it(`a restaurant has at most ${LIMITS.productsPerRestaurantMax} products`, async () => {
    const owner = await world.freshActor('owner');
    const restaurantId = required(owner.restaurant, 'o restaurante do dono').id;
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: required(owner.cookie, 'a sessão do dono') },
        payload: { restaurantId, name: 'Pastel', description: 'De queijo', price: '7.00', prepTime: 10 },
      });
    await t.em().execute(
      `insert into products (restaurant_id, name, description, price, tags) select ?, 'Item ' || n, 'Descrição', 5, '{}' from generate_series(1, ?) n`,
      [restaurantId, LIMITS.productsPerRestaurantMax - 1],
    );
    expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `O cardápio pode ter no máximo ${LIMITS.productsPerRestaurantMax} produtos.` });
    const menu = await t.app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/products` });
    expect(menu.json()).toHaveLength(LIMITS.productsPerRestaurantMax);
  });

  it(`a restaurant has at most ${LIMITS.categoriesPerRestaurantMax} categories, all of which fit in one reorder`, async () => {
    const owner = await world.freshActor('owner');
    const restaurantId = required(owner.restaurant, 'o restaurante do dono').id;
    const create = () => t.app.inject({ method: 'POST', url: '/trpc/category.create', headers: { cookie: required(owner.cookie, 'a sessão do dono') }, payload: { restaurantId, name: 'Sobremesas' } });
    await t.em().execute(`insert into categories (restaurant_id, name, sort_order) select ?, 'Categoria ' || n, n from generate_series(1, ?) n`, [
      restaurantId,
      LIMITS.categoriesPerRestaurantMax - 1,
    ]);
    expect((await create()).statusCode).toBe(200);
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`O cardápio pode ter no máximo ${LIMITS.categoriesPerRestaurantMax} categorias.`);

    const list = await t.app.inject({ method: 'GET', url: `/trpc/category.list?input=${encodeURIComponent(JSON.stringify({ restaurantId }))}` });
    const categoryIds = (list.json().result.data as { id: string }[]).map((category) => category.id).reverse();
    const reorder = await t.app.inject({ method: 'POST', url: '/trpc/category.reorder', headers: { cookie: required(owner.cookie, 'a sessão do dono') }, payload: { restaurantId, categoryIds } });
    expect(reorder.statusCode).toBe(200);
  });
});
