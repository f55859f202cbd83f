import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryArea, DeliveryQuote, DeliverySettings, OrderDetail, OrderWithItems, Restaurant, UserAddress } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { FAILING_CEP, SLOW_CEP, startStubCepProvider, type StubCepProvider } from '../../test/cep-provider';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/** Delivery and pickup through REST (issue 17), against a local stub CEP provider. */
let t: TestApp;
let provider: StubCepProvider;
let owner: SignedInOwner;
let flat: SignedInOwner;
let other: SignedInOwner;
let customer: SignedInCustomer;
let pizza: IProduct;
let flatDish: IProduct;

const ADDRESS = { cep: '20921-000', street: 'Rua São Cristóvão', number: '120', complement: 'casa 2', district: 'sao cristovao', city: 'rio de janeiro', state: 'RJ', reference: 'perto da feira' };
const RESTAURANT_ADDRESS = { cep: '01001-000', street: 'Praça da Sé', number: 'S/N', district: 'Sé', city: 'São Paulo', state: 'SP' };

beforeAll(async () => {
  provider = await startStubCepProvider();
  process.env.CEP_LOOKUP_URL = provider.url;
  t = await createTestApp();
  owner = await signedInOwner(t, { name: 'Pizzaria Bairro', deliveryFee: '9.00', deliveryTime: '30-45 min' });
  flat = await signedInOwner(t, { name: 'Cantina Plana', deliveryFee: '5.00', deliveryTime: '40-50 min' });
  other = await signedInOwner(t, { name: 'Outra' });
  customer = await signedInCustomer(t);
  pizza = await makeProduct(t.em(), owner.restaurant, { name: 'Pizza', price: '20.00' });
  flatDish = await makeProduct(t.em(), flat.restaurant, { name: 'Lasanha', price: '30.00' });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  delete process.env.CEP_LOOKUP_URL;
});

const areasUrl = () => `/api/restaurants/${owner.restaurant.id}/delivery-areas`;
const settingsUrl = (id = owner.restaurant.id) => `/api/restaurants/${id}/delivery-settings`;

function orderBody(product: IProduct, quantity: number, fee: string, order: Record<string, unknown> = {}) {
  const subtotal = (Number(product.price) * quantity).toFixed(2);
  return {
    order: { restaurantId: product.restaurant.id, subtotal, deliveryFee: fee, total: (Number(subtotal) + Number(fee)).toFixed(2), ...order },
    items: [{ productId: product.id, quantity, unitPrice: product.price, totalPrice: subtotal }],
  };
}

describe('GET /api/cep/{cep}', () => {
  const anonymous = () => restClient(t);

  it('fills street, bairro, city and UF from the provider, and asks it once per CEP (PostgreSQL cache)', async () => {
    const first = await anonymous().get('/api/cep/01310-100');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ cep: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    const again = await anonymous().get('/api/cep/01310100');
    expect(again.json()).toEqual(first.json());
    expect(provider.hits.get('01310100')).toBe(1);
  });

  it('refuses a malformed CEP (400), says an unknown one is not found (404) and a failing or slow provider is unavailable (503)', async () => {
    const malformed = await anonymous().get('/api/cep/1234');
    expect(malformed.statusCode).toBe(400);
    const unknown = await anonymous().get('/api/cep/99999-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('CEP não encontrado');
    const down = await anonymous().get(`/api/cep/${FAILING_CEP}`);
    expect(down.statusCode).toBe(503);
    const started = Date.now();
    const slow = await anonymous().get(`/api/cep/${SLOW_CEP}`);
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3900);
  });
});

describe('GET /api/cep/{cep} rate limit', () => {
  it('refuses more than 30 lookups a minute from one IP (429), even of cached CEPs', async () => {
    const lookup = () => t.app.inject({ method: 'GET', url: '/api/cep/01310100', remoteAddress: '203.0.113.77' });
    for (let hit = 1; hit <= 30; hit++) expect((await lookup()).statusCode).toBe(200);
    const refused = await lookup();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Muitas buscas de CEP. Tente novamente em 1 minuto.');
  });
});

describe('delivery settings', () => {
  it('are the owner’s only, and need one order type and, for pickup, the restaurant’s address', async () => {
    const initial = await owner.rest.get(settingsUrl());
    expect(initial.statusCode).toBe(200);
    expect(initial.json<DeliverySettings>()).toMatchObject({ delivery: true, pickup: false, minOrder: null, address: null });
    expect((await other.rest.get(settingsUrl())).statusCode).toBe(403);
    expect((await customer.rest.get(settingsUrl())).statusCode).toBe(403);

    const neither = await owner.rest.put(settingsUrl(), { delivery: false, pickup: false, pickupTime: { min: 20, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('Ofereça pelo menos uma forma');
    const noAddress = await owner.rest.put(settingsUrl(), { delivery: true, pickup: true, pickupTime: { min: 20, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null });
    expect(noAddress.statusCode).toBe(400);

    const saved = await owner.rest.put(settingsUrl(), {
      delivery: true,
      pickup: true,
      pickupTime: { min: 15, max: 25 },
      minOrder: '30',
      freeDeliveryAbove: '100.00',
      address: RESTAURANT_ADDRESS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DeliverySettings>()).toEqual({
      delivery: true,
      pickup: true,
      pickupTime: { min: 15, max: 25 },
      minOrder: '30.00',
      freeDeliveryAbove: '100.00',
      address: { ...RESTAURANT_ADDRESS, cep: '01001000', complement: null, reference: null },
      // Issue 28: sent back with the next save (see settings-versions.test.ts).
      version: expect.any(String),
    });
  });
});

describe('delivery areas', () => {
  it('add, edit, delete, refuse duplicates ignoring accents and case, and stay the owner’s', async () => {
    const created = await owner.rest.post(areasUrl(), { district: 'São Cristóvão', city: 'Rio de Janeiro', fee: '6.50', minTime: 40, maxTime: 50 });
    expect(created.statusCode, created.body).toBe(201);
    const area = created.json<DeliveryArea>();
    expect(area).toMatchObject({ district: 'São Cristóvão', fee: '6.50', minTime: 40, maxTime: 50, minOrder: null, isActive: true });

    const duplicate = await owner.rest.post(areasUrl(), { district: 'sao cristovao', city: 'RIO DE JANEIRO', fee: '1.00', minTime: 1, maxTime: 2 });
    expect(duplicate.statusCode).toBe(409);
    expect((await other.rest.post(areasUrl(), { district: 'Centro', city: 'Rio', fee: '1', minTime: 1, maxTime: 2 })).statusCode).toBe(403);
    const backwards = await owner.rest.post(areasUrl(), { district: 'Centro', city: 'Rio', fee: '1', minTime: 50, maxTime: 40 });
    expect(backwards.statusCode).toBe(400);

    const edited = await owner.rest.put(`/api/delivery-areas/${area.id}`, { district: 'São Cristóvão', city: 'Rio de Janeiro', fee: '7.00', minTime: 35, maxTime: 45, minOrder: '40.00' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DeliveryArea>()).toMatchObject({ fee: '7.00', minOrder: '40.00' });
    expect((await other.rest.put(`/api/delivery-areas/${area.id}`, { district: 'X', city: 'Y', fee: '1', minTime: 1, maxTime: 2 })).statusCode).toBe(403);

    const temporary = (await owner.rest.post(areasUrl(), { district: 'Temporário', city: 'Rio de Janeiro', fee: '2', minTime: 10, maxTime: 20 })).json<DeliveryArea>();
    expect((await other.rest.delete(`/api/delivery-areas/${temporary.id}`)).statusCode).toBe(403);
    expect((await owner.rest.delete(`/api/delivery-areas/${temporary.id}`)).statusCode).toBe(200);
    expect((await owner.rest.delete(`/api/delivery-areas/${temporary.id}`)).statusCode).toBe(404);

    const list = await owner.rest.get(areasUrl());
    expect(list.json<DeliveryArea[]>().map((item) => item.district)).toEqual(['São Cristóvão']);
  });

  it('are replaced all at once by the bulk import, and not at all when the list has a duplicate', async () => {
    const areas = [
      { district: 'São Cristóvão', city: 'Rio de Janeiro', fee: '6.00', minTime: 40, maxTime: 50, minOrder: '30.00' },
      { district: 'Tijuca', city: 'Rio de Janeiro', fee: '3.00', minTime: 30, maxTime: 40 },
      { district: 'Maracanã', city: 'Rio de Janeiro', fee: '4.00', minTime: 30, maxTime: 45, isActive: false },
    ];
    const duplicated = await owner.rest.put(areasUrl(), { areas: [...areas, { ...areas[1], district: 'TIJUCA' }] });
    expect(duplicated.statusCode).toBe(409);
    expect(duplicated.json().message).toContain('Linha 4');
    expect((await owner.rest.get(areasUrl())).json<DeliveryArea[]>()).toHaveLength(1);

    const replaced = await owner.rest.put(areasUrl(), { areas });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<DeliveryArea[]>().map((area) => area.district).sort()).toEqual(['Maracanã', 'São Cristóvão', 'Tijuca']);
  });
});

describe('the menu header and quotes', () => {
  it('show the lowest active bairro fee with areas, and the flat fee without', async () => {
    const withAreas = (await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`)).json<Restaurant>();
    expect(withAreas.delivery).toMatchObject({ delivery: true, pickup: true, pickupTime: { min: 15, max: 25 }, feeFrom: '3.00', minOrder: '30.00' });
    const flatOne = (await restClient(t).get(`/api/restaurants/slug/${flat.restaurant.shareableSlug}`)).json<Restaurant>();
    expect(flatOne.delivery).toMatchObject({ delivery: true, pickup: false, feeFrom: null });
  });

  it('quote a bairro by name (accents and case ignored) or by CEP, and say why one is not served', async () => {
    const quote = (query: string) => restClient(t).get(`/api/restaurants/${owner.restaurant.id}/delivery-quote?${query}`);
    const byName = await quote('district=sao%20cristovao&city=Rio%20de%20Janeiro');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json<DeliveryQuote>()).toEqual({ deliverable: true, fee: '6.00', minTime: 40, maxTime: 50, minOrder: '30.00' });
    const byCep = await quote('cep=20921-000');
    expect(byCep.json<DeliveryQuote>()).toMatchObject({ deliverable: true, fee: '6.00' });
    const inactive = await quote('district=Maracan%C3%A3&city=Rio%20de%20Janeiro');
    expect(inactive.json<DeliveryQuote>()).toMatchObject({ deliverable: false, reason: 'Não entregamos em Maracanã. Você pode retirar no local.' });
    const flatQuote = await restClient(t).get(`/api/restaurants/${flat.restaurant.id}/delivery-quote?district=Qualquer&city=Lugar`);
    expect(flatQuote.json<DeliveryQuote>()).toEqual({ deliverable: true, fee: '5.00', minTime: 40, maxTime: 50, minOrder: null });
  });
});

describe('placing orders', () => {
  it('a spec-only client (no orderType, free-text address) still orders from a restaurant without areas', async () => {
    const res = await customer.rest.post('/api/orders', orderBody(flatDish, 1, '5.00', { deliveryAddress: 'Rua das Flores, 10, Centro' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWithItems>();
    expect(order).toMatchObject({ orderType: 'delivery', deliveryFee: '5.00', total: '35.00', deliveryAddress: 'Rua das Flores, 10, Centro', address: null, deliveryTime: { min: 40, max: 50 } });
  });

  it('charges the bairro’s fee, snapshots it with the time range and composes the text address', async () => {
    const res = await customer.rest.post('/api/orders', orderBody(pizza, 2, '6.00', { orderType: 'delivery', address: ADDRESS }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWithItems>();
    expect(order).toMatchObject({ orderType: 'delivery', deliveryFee: '6.00', total: '46.00', deliveryTime: { min: 40, max: 50 } });
    expect(order.address).toMatchObject({ cep: '20921000', district: 'sao cristovao', number: '120' });
    expect(order.deliveryAddress).toBe('Rua São Cristóvão, 120, casa 2 - sao cristovao, rio de janeiro/RJ, 20921-000 (perto da feira)');

    // Later edits of the area never change the placed order.
    await owner.rest.put(areasUrl(), { areas: [{ district: 'São Cristóvão', city: 'Rio de Janeiro', fee: '9.99', minTime: 60, maxTime: 70, minOrder: '30.00' }, { district: 'Tijuca', city: 'Rio de Janeiro', fee: '3.00', minTime: 30, maxTime: 40 }] });
    const detail = (await customer.rest.get(`/api/orders/${order.id}`)).json<OrderDetail>();
    expect(detail).toMatchObject({ deliveryFee: '6.00', deliveryTime: { min: 40, max: 50 } });

    // The address went to the customer's book as the last used.
    const book = (await customer.rest.get('/api/user/addresses')).json<UserAddress[]>();
    expect(book[0]).toMatchObject({ cep: '20921000', number: '120' });
    expect(book[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a fee the customer saw that differs, an unserved bairro and a subtotal below the minimum (409)', async () => {
    const stale = await customer.rest.post('/api/orders', orderBody(pizza, 2, '6.00', { address: ADDRESS }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('A taxa de entrega mudou de R$ 6,00 para R$ 9,99');

    const unserved = await customer.rest.post('/api/orders', orderBody(pizza, 2, '3.00', { address: { ...ADDRESS, district: 'Copacabana' } }));
    expect(unserved.statusCode).toBe(409);
    expect(unserved.json().message).toBe('Não entregamos em Copacabana. Você pode retirar no local.');

    const below = await customer.rest.post('/api/orders', orderBody(pizza, 1, '3.00', { address: { ...ADDRESS, district: 'Tijuca' } }));
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('Faltam R$ 10,00 para o pedido mínimo de R$ 30,00.');

    const noAddress = await customer.rest.post('/api/orders', orderBody(pizza, 2, '3.00', { deliveryAddress: 'Rua X, 1, Tijuca' }));
    expect(noAddress.statusCode).toBe(400);
  });

  it('reaches the minimum with ≥ and delivers for free above the threshold', async () => {
    const exact = await customer.rest.post('/api/orders', orderBody(pizza, 3, '3.00', { address: { ...ADDRESS, district: 'Tijuca' } }));
    expect(exact.statusCode, exact.body).toBe(201);
    const free = await customer.rest.post('/api/orders', orderBody(pizza, 5, '0.00', { address: { ...ADDRESS, district: 'Tijuca' } }));
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json<OrderWithItems>()).toMatchObject({ deliveryFee: '0.00', total: '100.00' });
  });

  it('a pickup pays no fee, has no minimum, and goes ready → delivered; out_for_delivery is for deliveries only', async () => {
    const paid = await customer.rest.post('/api/orders', orderBody(pizza, 1, '3.00', { orderType: 'pickup' }));
    expect(paid.statusCode).toBe(409);
    const res = await customer.rest.post('/api/orders', orderBody(pizza, 1, '0.00', { orderType: 'pickup' }));
    expect(res.statusCode, res.body).toBe(201);
    const pickup = res.json<OrderWithItems>();
    expect(pickup).toMatchObject({ orderType: 'pickup', deliveryFee: '0.00', total: '20.00', deliveryAddress: null, deliveryTime: { min: 15, max: 25 } });

    const status = (id: string, to: string) => owner.rest.put(`/api/orders/${id}/status`, { status: to });
    for (const step of ['confirmed', 'preparing', 'ready']) expect((await status(pickup.id, step)).statusCode).toBe(200);
    const outForDelivery = await status(pickup.id, 'out_for_delivery');
    expect(outForDelivery.statusCode).toBe(409);
    expect(outForDelivery.json().message).toContain('Pronto para retirada');
    expect((await status(pickup.id, 'delivered')).statusCode).toBe(200);

    const flatOrder = (await customer.rest.post('/api/orders', orderBody(flatDish, 1, '5.00'))).json<OrderWithItems>();
    const delivery = (await customer.rest.post('/api/orders', orderBody(flatDish, 1, '5.00'))).json<OrderWithItems>();
    const flatStatus = (id: string, to: string) => flat.rest.put(`/api/orders/${id}/status`, { status: to });
    for (const id of [flatOrder.id, delivery.id]) for (const step of ['confirmed', 'preparing', 'ready']) expect((await flatStatus(id, step)).statusCode).toBe(200);
    // Spec clients go ready → delivered; the web app goes through 'Saiu para entrega'.
    expect((await flatStatus(flatOrder.id, 'delivered')).statusCode).toBe(200);
    const out = await flatStatus(delivery.id, 'out_for_delivery');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 'out_for_delivery' });
    expect((await flatStatus(delivery.id, 'delivered')).statusCode).toBe(200);
  });

  it('refuses an order type the restaurant does not offer', async () => {
    const res = await customer.rest.post('/api/orders', orderBody(flatDish, 1, '0.00', { orderType: 'pickup' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cantina Plana não oferece retirada no local.');
  });
});

describe('the address book', () => {
  it('belongs to its user: add, edit, delete; someone else’s address is not found', async () => {
    const created = await customer.rest.post('/api/user/addresses', { ...ADDRESS, cep: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json<UserAddress>();
    expect(address).toMatchObject({ cep: '01310100', district: 'Bela Vista', lastUsedAt: null });
    const bad = await customer.rest.post('/api/user/addresses', { ...ADDRESS, state: 'XX' });
    expect(bad.statusCode).toBe(400);

    const edited = await customer.rest.put(`/api/user/addresses/${address.id}`, { ...ADDRESS, number: 'S/N' });
    expect(edited.json<UserAddress>()).toMatchObject({ number: 'S/N' });
    expect((await other.rest.put(`/api/user/addresses/${address.id}`, ADDRESS)).statusCode).toBe(404);
    expect((await other.rest.delete(`/api/user/addresses/${address.id}`)).statusCode).toBe(404);
    expect((await restClient(t).get('/api/user/addresses')).statusCode).toBe(401);
    expect((await customer.rest.delete(`/api/user/addresses/${address.id}`)).statusCode).toBe(200);
    const ids = (await customer.rest.get('/api/user/addresses')).json<UserAddress[]>().map((item) => item.id);
    expect(ids).not.toContain(address.id);
    expect((await customer.rest.delete(`/api/user/addresses/${randomUUID()}`)).statusCode).toBe(404);
  });
});
