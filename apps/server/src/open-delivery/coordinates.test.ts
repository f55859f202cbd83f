import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IProduct } from '@direto/db';
import { makeProduct } from '../../test/factories';
import { startStubGeocoder, type StubGeocoder } from '../../test/geocoder-stub';
import { connectOpenDeliveryClient, type OpenDeliveryClient } from '../../test/open-delivery-client';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

/**
 * Issue 34: the delivery coordinates Open Delivery's Order requires — the customer's device
 * ('Usar minha localização'), else the geocoder (GEOCODE_URL) on the Order's first read, else the
 * centre of the city, said in the address's reference.
 */

const t = testAppForTheFile();
let geocoder: StubGeocoder;
let owner: SignedInOwner;
let customer: SignedInCustomer;
let pos: OpenDeliveryClient;
let prato: IProduct;

const ADDRESS: { cep: string; street: string; number: string; complement: string | null; district: string; city: string; state: string; reference: string | null } = {
  cep: '20921-000',
  street: 'Rua São Cristóvão',
  number: '120',
  complement: null,
  district: 'São Cristóvão',
  city: 'Rio de Janeiro',
  state: 'RJ',
  reference: 'perto da feira',
};

beforeAll(async () => {
  geocoder = await startStubGeocoder();
  process.env.GEOCODE_URL = geocoder.url;
  owner = await signedInOwner(t, { name: 'Cozinha Localizada', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);
  prato = await makeProduct(t.em(), owner.restaurant, { name: 'Prato feito', price: '30.00' });
  pos = await connectOpenDeliveryClient(t, owner);
});
afterAll(async () => {
  delete process.env.GEOCODE_URL;
  await geocoder.close();
});

/** A delivery to a structured address, as the checkout places it (coordinates only when the customer shared them). */
async function customerOrders(address: typeof ADDRESS, extra: Record<string, unknown> = {}) {
  return customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '30.00', deliveryFee: '5.00', total: '35.00', orderType: 'delivery', address, ...extra },
    items: [{ productId: prato.id, quantity: 1, unitPrice: '30.00', totalPrice: '30.00' }],
  });
}

async function placed(address: typeof ADDRESS, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await customerOrders(address, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

type DeliveryAddress = { coordinates: { latitude: number; longitude: number }; reference?: string };
async function deliveryAddressOf(orderId: string): Promise<DeliveryAddress> {
  const res = await pos.get(`/v1/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ delivery: { deliveryAddress: DeliveryAddress } }>().delivery.deliveryAddress;
}

describe('delivery coordinates', () => {
  it('the device’s coordinates, sent with the order, are the Order’s; the geocoder is not asked', async () => {
    const asked = geocoder.queries.length;
    const orderId = await placed(ADDRESS, { coordinates: { latitude: -22.9, longitude: -43.22 } });
    const address = await deliveryAddressOf(orderId);
    expect(address.coordinates).toEqual({ latitude: -22.9, longitude: -43.22 });
    expect(address.reference).toBe('perto da feira');
    expect(geocoder.queries.length).toBe(asked);
  });

  it('without them, the address is geocoded on the first read and kept (asked once)', async () => {
    const orderId = await placed(ADDRESS);
    const asked = geocoder.queries.length;
    expect((await deliveryAddressOf(orderId)).coordinates).toEqual({ latitude: -22.8987, longitude: -43.2215 });
    expect(geocoder.queries.length).toBe(asked + 1);
    expect((await deliveryAddressOf(orderId)).coordinates).toEqual({ latitude: -22.8987, longitude: -43.2215 });
    // Another order to the same address: the cache answers.
    const again = await placed(ADDRESS);
    expect((await deliveryAddressOf(again)).coordinates).toEqual({ latitude: -22.8987, longitude: -43.2215 });
    expect(geocoder.queries.length).toBe(asked + 1);
  });

  it('an address the geocoder does not know gets its city’s centre, and the reference says it is approximate', async () => {
    const orderId = await placed({ ...ADDRESS, street: 'Rua Inexistente', city: 'Campinas', state: 'SP', cep: '13010-000', reference: null });
    const address = await deliveryAddressOf(orderId);
    expect(address.coordinates).toEqual({ latitude: -22.9056, longitude: -47.0608 });
    expect(address.reference).toBe('localização aproximada');
  });

  it('refuses coordinates out of range (400, pt-BR), and a client that omits them keeps working', async () => {
    const res = await customerOrders(ADDRESS, { coordinates: { latitude: 123, longitude: -43 } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Latitude inválida');
  });
});
