import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type MenuProduct, type OptionGroup } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { required } from '../../test/required';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/** Option groups through REST: the owner's routes, the public menu, and orders with choices (issue 19). */
const t = testAppForTheFile();
let owner: SignedInOwner;
let other: SignedInOwner;
let customer: SignedInCustomer;
let pizza: IProduct;
let burger: IProduct;
let water: IProduct;
let sizes: OptionGroup;
let flavours: OptionGroup;
let crust: OptionGroup;
let sauce: OptionGroup;
let extras: OptionGroup;

const option = (group: OptionGroup, name: string) => required(group.options.find((candidate) => candidate.name === name), name).id;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Pizzaria Teste', deliveryFee: '5.00' });
  other = await signedInOwner(t, { name: 'Outra' });
  customer = await signedInCustomer(t);
  const em = t.em();
  pizza = await makeProduct(em, owner.restaurant, { name: 'Pizza', price: '30.00' });
  burger = await makeProduct(em, owner.restaurant, { name: 'Hambúrguer', price: '25.00' });
  water = await makeProduct(em, owner.restaurant, { name: 'Água', price: '4.00' });

  const create = async (body: unknown) => {
    const res = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OptionGroup>();
  };
  sizes = await create({
    name: 'Tamanho',
    kind: 'size',
    min: 1,
    max: 1,
    options: [
      { name: 'Broto', price: '0', flavours: 1 },
      { name: 'Média', price: '10', flavours: 2 },
      { name: 'Grande', price: '20.00', flavours: 3 },
    ],
  });
  const grande = option(sizes, 'Grande');
  flavours = await create({
    name: 'Sabores',
    kind: 'flavour',
    min: 1,
    max: 3,
    options: [
      { name: 'Calabresa', price: '0', maxQuantity: 3, sizePrices: { [grande]: '12.00' } },
      { name: 'Margherita', price: '0', maxQuantity: 3, sizePrices: { [grande]: '15.01' } },
      { name: 'Portuguesa', price: '0', maxQuantity: 3, isAvailable: false },
    ],
  });
  crust = await create({ name: 'Borda', min: 0, max: 1, options: [{ name: 'Catupiry', price: '8.00', description: 'Borda recheada' }] });
  sauce = await create({ name: 'Molho', min: 1, max: 1, options: [{ name: 'Barbecue', price: '0' }, { name: 'Mostarda', price: '0' }] });
  extras = await create({ name: 'Adicionais', min: 0, max: 3, options: [{ name: 'Bacon extra', price: '4.50', maxQuantity: 2 }, { name: 'Cheddar', price: '3.00', maxQuantity: 2 }] });

  const link = async (product: IProduct, groups: OptionGroup[]) => {
    const res = await owner.rest.put(`/api/products/${product.id}/option-groups`, { groupIds: groups.map((group) => group.id) });
    expect(res.statusCode, res.body).toBe(200);
  };
  await link(pizza, [sizes, flavours, crust]);
  await link(burger, [sauce, extras]);
});

interface Line {
  product: IProduct;
  quantity?: number;
  unitPrice: string;
  options?: { optionId: string; quantity?: number }[];
  notes?: string;
}

function orderBody(lines: Line[]) {
  const items = lines.map((line) => {
    const quantity = line.quantity ?? 1;
    return { productId: line.product.id, quantity, unitPrice: line.unitPrice, totalPrice: fromCents(toCents(line.unitPrice) * quantity), options: line.options, notes: line.notes };
  });
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  return { order: { restaurantId: owner.restaurant.id, subtotal: fromCents(subtotal), deliveryFee: '5.00', total: fromCents(subtotal + 500) }, items };
}

const halfAndHalf = () => [
  { optionId: option(sizes, 'Grande') },
  { optionId: option(flavours, 'Calabresa') },
  { optionId: option(flavours, 'Margherita') },
  { optionId: option(crust, 'Catupiry') },
];

describe('owner routes', () => {
  it('lists the groups in order with their options and linked products', async () => {
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/option-groups`);
    expect(res.statusCode).toBe(200);
    const groups = res.json<OptionGroup[]>();
    expect(groups.map((group) => group.name)).toEqual(['Tamanho', 'Sabores', 'Borda', 'Molho', 'Adicionais']);
    expect(groups[0]).toMatchObject({ kind: 'size', min: 1, max: 1, pricing: 'sum', productIds: [pizza.id] });
    expect(groups[0]?.options.map((o) => [o.name, o.price, o.flavours])).toEqual([
      ['Broto', '0.00', 1],
      ['Média', '10.00', 2],
      ['Grande', '20.00', 3],
    ]);
    expect(groups[2]?.options[0]).toMatchObject({ name: 'Catupiry', description: 'Borda recheada', maxQuantity: 1, isAvailable: true });
  });

  it('saves a whole group: keeps the ids of the options sent, creates the new ones, removes those left out', async () => {
    const created = (await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, { name: 'Temporário', options: [{ name: 'A', price: '1' }, { name: 'B', price: '2' }] })).json<OptionGroup>();
    const [a] = created.options;
    const res = await owner.rest.put(`/api/option-groups/${created.id}`, {
      name: 'Renomeado',
      min: 0,
      max: 2,
      pricing: 'max',
      options: [{ name: 'C', price: '3.50' }, { id: a?.id, name: 'A2', price: '1.00', isAvailable: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<OptionGroup>();
    expect(saved).toMatchObject({ name: 'Renomeado', max: 2, pricing: 'max' });
    expect(saved.options.map((o) => [o.name, o.isAvailable])).toEqual([['C', true], ['A2', false]]);
    expect(saved.options[1]?.id).toBe(a?.id);

    const reordered = await owner.rest.put(`/api/option-groups/${created.id}`, { ...saved, options: [...saved.options].reverse() });
    expect(reordered.json<OptionGroup>().options.map((o) => o.name)).toEqual(['A2', 'C']);

    const gone = await owner.rest.delete(`/api/option-groups/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ id: created.id });
    expect((await owner.rest.delete(`/api/option-groups/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid groups (400) with the field and message', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/option-groups`;
    const cases: [unknown, string][] = [
      [{ name: 'X', min: 3, max: 2, options: [{ name: 'A', price: '1' }] }, 'min: O mínimo não pode passar do máximo'],
      [{ name: 'X', options: [] }, 'options: Adicione pelo menos uma opção ao grupo'],
      [{ name: '', options: [{ name: 'A', price: '1' }] }, 'name: Nome do grupo é obrigatório'],
      [{ name: 'X', options: [{ name: 'A', price: '-1' }] }, 'options.0.price: Preço deve ser um valor válido, com até 2 casas decimais'],
      [{ name: 'X', pricing: 'median', options: [{ name: 'A', price: '1' }] }, 'pricing: Forma de cobrança inválida'],
      [{ name: 'Tamanho', kind: 'size', max: 2, options: [{ name: 'A', price: '1', flavours: 1 }] }, 'max: Um grupo de tamanhos permite escolher só 1 tamanho'],
      [{ name: 'X', options: [{ name: 'A', price: '1', flavours: 5 }] }, 'options.0.flavours: Número de sabores deve ser entre 1 e 4'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.rest.post(url, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownSize = await owner.rest.post(url, { name: 'X', kind: 'flavour', options: [{ name: 'A', price: '1', sizePrices: { [randomUUID()]: '3.00' } }] });
    expect(unknownSize.statusCode).toBe(400);
    expect(unknownSize.json().message).toBe('Um preço por tamanho se refere a um tamanho que não existe neste restaurante.');
    const foreignOption = await owner.rest.put(`/api/option-groups/${crust.id}`, { name: 'Borda', options: [{ id: option(sauce, 'Barbecue'), name: 'X', price: '1' }] });
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json().message).toBe('Uma das opções enviadas não é deste grupo.');
  });

  it('refuses another owner (403), a customer (403), anonymous (401) and unknown ids (404)', async () => {
    const body = { name: 'X', options: [{ name: 'A', price: '1' }] };
    const anonymous = restClient(t);
    for (const client of [other.rest, customer.rest]) {
      expect((await client.get(`/api/restaurants/${owner.restaurant.id}/option-groups`)).statusCode).toBe(403);
      expect((await client.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, body)).statusCode).toBe(403);
      expect((await client.put(`/api/option-groups/${crust.id}`, body)).statusCode).toBe(403);
      expect((await client.delete(`/api/option-groups/${crust.id}`)).statusCode).toBe(403);
      expect((await client.put(`/api/products/${pizza.id}/option-groups`, { groupIds: [] })).statusCode).toBe(403);
    }
    expect((await anonymous.get(`/api/restaurants/${owner.restaurant.id}/option-groups`)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, body)).statusCode).toBe(401);
    expect((await anonymous.put(`/api/option-groups/${crust.id}`, body)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/option-groups/${crust.id}`)).statusCode).toBe(401);
    expect((await anonymous.put(`/api/products/${pizza.id}/option-groups`, { groupIds: [] })).statusCode).toBe(401);

    expect((await owner.rest.get(`/api/restaurants/${randomUUID()}/option-groups`)).statusCode).toBe(404);
    expect((await owner.rest.put(`/api/option-groups/${randomUUID()}`, body)).json().message).toBe('Grupo de opções não encontrado');
    expect((await owner.rest.put(`/api/products/${randomUUID()}/option-groups`, { groupIds: [] })).statusCode).toBe(404);
    // Crust is untouched by all of the above.
    const listed = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/option-groups`)).json<OptionGroup[]>();
    expect(listed.find((group) => group.id === crust.id)?.options.map((o) => o.name)).toEqual(['Catupiry']);
  });

  it("links only the restaurant's own groups, each once", async () => {
    const foreign = (await other.rest.post(`/api/restaurants/${other.restaurant.id}/option-groups`, { name: 'Deles', options: [{ name: 'A', price: '1' }] })).json<OptionGroup>();
    const res = await owner.rest.put(`/api/products/${water.id}/option-groups`, { groupIds: [foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Um dos grupos enviados não é deste restaurante.');
    const twice = await owner.rest.put(`/api/products/${water.id}/option-groups`, { groupIds: [crust.id, crust.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('groupIds: O mesmo grupo aparece duas vezes');
  });

  it('replaces the links whole when the same product is saved by 8 requests at once (each 200, no mix of two lists)', async () => {
    const pastel = await makeProduct(t.em(), owner.restaurant, { name: 'Pastel', price: '9.00' });
    const linkedGroups = async () => {
      const menu = (await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/products`)).json<MenuProduct[]>();
      return menu.find((product) => product.id === pastel.id)?.optionGroups.map((group) => group.id);
    };
    const save = (groupIds: string[]) => owner.rest.put(`/api/products/${pastel.id}/option-groups`, { groupIds });

    const identical = await Promise.all(Array.from({ length: 8 }, () => save([sauce.id, extras.id])));
    expect(identical.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await linkedGroups()).toEqual([sauce.id, extras.id]);

    const lists = [[crust.id, sauce.id], [extras.id]];
    const different = await Promise.all(Array.from({ length: 8 }, (_, index) => save(lists[index % 2] as string[])));
    expect(different.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(lists).toContainEqual(await linkedGroups());
  });
});

describe('tRPC-only procedures (Complementos tab)', () => {
  it('reorders the groups only with all of them, each once, and reads and sets the multi-flavour rule', async () => {
    const caller = callerFor(t, owner.user);
    const groups = await caller.optionGroup.list({ id: owner.restaurant.id });
    const reversed = [...groups].reverse().map((group) => group.id);
    expect((await caller.optionGroup.reorder({ restaurantId: owner.restaurant.id, groupIds: reversed })).map((group) => group.id)).toEqual(reversed);
    await expect(caller.optionGroup.reorder({ restaurantId: owner.restaurant.id, groupIds: reversed.slice(1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Envie todos os grupos do restaurante, cada um uma única vez.',
    });
    await caller.optionGroup.reorder({ restaurantId: owner.restaurant.id, groupIds: groups.map((group) => group.id) });

    expect(await caller.optionGroup.flavourPricing({ id: owner.restaurant.id })).toEqual({ multiFlavourPricing: 'average' });
    await expect(callerFor(t, other.user).optionGroup.flavourPricing({ id: owner.restaurant.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(t, other.user).optionGroup.setFlavourPricing({ restaurantId: owner.restaurant.id, multiFlavourPricing: 'highest' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.optionGroup.flavourPricing({ id: owner.restaurant.id })).toEqual({ multiFlavourPricing: 'average' });
  });
});

describe('public menu', () => {
  it('carries each product’s groups in the product’s order, in the same single request', async () => {
    const res = await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/products`);
    expect(res.statusCode).toBe(200);
    const menu = res.json<MenuProduct[]>();
    const byName = new Map(menu.map((product) => [product.name, product]));
    expect(byName.get('Pizza')?.optionGroups.map((group) => group.name)).toEqual(['Tamanho', 'Sabores', 'Borda']);
    expect(byName.get('Hambúrguer')?.optionGroups.map((group) => group.name)).toEqual(['Molho', 'Adicionais']);
    expect(byName.get('Água')?.optionGroups).toEqual([]);
    const flavourGroup = byName.get('Pizza')?.optionGroups[1];
    // The restaurant's rule (proportional by default) is the flavour group's pricing.
    expect(flavourGroup).toMatchObject({ kind: 'flavour', pricing: 'avg', min: 1, max: 3 });
    expect(flavourGroup?.options[0]).toMatchObject({ name: 'Calabresa', sizePrices: { [option(sizes, 'Grande')]: '12.00' } });
    expect(flavourGroup?.options[0]).not.toHaveProperty('flavours');
    expect(flavourGroup?.options[2]).toMatchObject({ name: 'Portuguesa', isAvailable: false });
  });
});

describe('orders with options', () => {
  it('prices half Calabresa / half Margherita large with a crust (average rounded half up) and keeps the choices and note', async () => {
    // 30,00 + Grande 20,00 + (12,00 + 15,01) / 2 = 13,505 → 13,51 + Catupiry 8,00
    const res = await customer.rest.post('/api/orders', orderBody([{ product: pizza, unitPrice: '71.51', options: halfAndHalf(), notes: 'Sem cebola' }]));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.subtotal).toBe('71.51');
    expect(order.items[0]).toMatchObject({ productName: 'Pizza', unitPrice: '71.51', notes: 'Sem cebola' });
    expect(order.items[0].options).toEqual([
      { optionId: option(sizes, 'Grande'), groupName: 'Tamanho', name: 'Grande', quantity: 1, price: '20.00', isFlavour: false },
      { optionId: option(flavours, 'Calabresa'), groupName: 'Sabores', name: 'Calabresa', quantity: 1, price: '12.00', isFlavour: true },
      { optionId: option(flavours, 'Margherita'), groupName: 'Sabores', name: 'Margherita', quantity: 1, price: '15.01', isFlavour: true },
      { optionId: option(crust, 'Catupiry'), groupName: 'Borda', name: 'Catupiry', quantity: 1, price: '8.00', isFlavour: false },
    ]);

    // A later menu edit does not change the past order.
    const renamed = await owner.rest.put(`/api/option-groups/${crust.id}`, { name: 'Borda', options: [{ id: option(crust, 'Catupiry'), name: 'Catupiry cremoso', price: '9.00' }] });
    expect(renamed.statusCode).toBe(200);
    const detail = await owner.rest.get(`/api/orders/${order.id}`);
    expect(detail.json().items[0].options[3]).toMatchObject({ name: 'Catupiry', price: '8.00' });
    await owner.rest.put(`/api/option-groups/${crust.id}`, { name: 'Borda', options: [{ id: option(crust, 'Catupiry'), name: 'Catupiry', price: '8.00', description: 'Borda recheada' }] });
  });

  it('charges the most expensive flavour when the restaurant says so, and refuses the old price as drift (409)', async () => {
    const caller = owner.rest;
    const set = await t.app.inject({
      method: 'POST',
      url: '/trpc/optionGroup.setFlavourPricing',
      headers: { cookie: owner.cookie },
      payload: { restaurantId: owner.restaurant.id, multiFlavourPricing: 'highest' },
    });
    expect(set.statusCode).toBe(200);
    const menu = (await caller.get(`/api/restaurants/${owner.restaurant.id}/products`)).json<MenuProduct[]>();
    expect(menu.find((product) => product.name === 'Pizza')?.optionGroups[1]?.pricing).toBe('max');

    const stale = await customer.rest.post('/api/orders', orderBody([{ product: pizza, unitPrice: '71.51', options: halfAndHalf() }]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('O preço de Pizza com as opções escolhidas mudou de R$ 71,51 para R$ 73,01. Revise seu pedido.');
    const res = await customer.rest.post('/api/orders', orderBody([{ product: pizza, unitPrice: '73.01', options: halfAndHalf() }]));
    expect(res.statusCode, res.body).toBe(201);

    await t.app.inject({
      method: 'POST',
      url: '/trpc/optionGroup.setFlavourPricing',
      headers: { cookie: owner.cookie },
      payload: { restaurantId: owner.restaurant.id, multiFlavourPricing: 'average' },
    });
  });

  it('refuses invalid choices (400) naming the group, and an option that ran out (409)', async () => {
    const barbecue = option(sauce, 'Barbecue');
    const bacon = option(extras, 'Bacon extra');
    const cases: [Line, number, string][] = [
      [{ product: burger, unitPrice: '25.00' }, 400, 'Hambúrguer: Escolha pelo menos 1 opção em Molho'],
      [{ product: burger, unitPrice: '25.00', options: [{ optionId: barbecue }, { optionId: option(sauce, 'Mostarda') }] }, 400, 'Hambúrguer: Escolha no máximo 1 opção em Molho'],
      [{ product: burger, unitPrice: '38.50', options: [{ optionId: barbecue }, { optionId: bacon, quantity: 3 }] }, 400, 'Hambúrguer: Escolha no máximo 2× Bacon extra em Adicionais'],
      [
        { product: burger, unitPrice: '37.00', options: [{ optionId: barbecue }, { optionId: bacon, quantity: 2 }, { optionId: option(extras, 'Cheddar'), quantity: 2 }] },
        400,
        'Hambúrguer: Escolha no máximo 3 opções em Adicionais',
      ],
      [{ product: burger, unitPrice: '33.00', options: [{ optionId: barbecue }, { optionId: option(crust, 'Catupiry') }] }, 400, 'Hambúrguer: Uma das opções escolhidas não é deste produto.'],
      [{ product: water, unitPrice: '4.00', options: [{ optionId: barbecue }] }, 400, 'Água: Uma das opções escolhidas não é deste produto.'],
      [
        { product: pizza, unitPrice: '50.00', options: [{ optionId: option(sizes, 'Broto') }, { optionId: option(flavours, 'Calabresa') }, { optionId: option(flavours, 'Margherita') }] },
        400,
        'Pizza: Escolha no máximo 1 opção em Sabores',
      ],
      [{ product: pizza, unitPrice: '50.00', options: [{ optionId: option(sizes, 'Grande') }] }, 400, 'Pizza: Escolha pelo menos 1 opção em Sabores'],
      [
        { product: pizza, unitPrice: '50.00', options: [{ optionId: option(sizes, 'Grande') }, { optionId: option(flavours, 'Portuguesa') }] },
        409,
        'Pizza: Portuguesa (Sabores) acabou. Revise seu pedido.',
      ],
    ];
    for (const [line, status, message] of cases) {
      const res = await customer.rest.post('/api/orders', orderBody([line]));
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const longNote = await customer.rest.post('/api/orders', orderBody([{ product: water, unitPrice: '4.00', notes: 'x'.repeat(141) }]));
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe('items.0.notes: Observação do item deve ter no máximo 140 caracteres');
  });

  it('takes the same product on several lines when choices or notes differ, but not twice the same line', async () => {
    const bbq = [{ optionId: option(sauce, 'Barbecue') }];
    const withBacon = [...bbq, { optionId: option(extras, 'Bacon extra'), quantity: 2 }];
    const res = await customer.rest.post(
      '/api/orders',
      orderBody([
        { product: burger, unitPrice: '25.00', options: bbq },
        { product: burger, unitPrice: '34.00', options: withBacon, quantity: 2 },
        { product: water, unitPrice: '4.00' },
        { product: water, unitPrice: '4.00', notes: 'Com gelo' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subtotal).toBe('101.00');
    const twice = await customer.rest.post('/api/orders', orderBody([{ product: burger, unitPrice: '25.00', options: bbq }, { product: burger, unitPrice: '25.00', options: bbq }]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('items: O mesmo produto aparece em mais de uma linha do pedido');
  });
});
