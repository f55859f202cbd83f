import type { RequiredEntityData } from '@mikro-orm/core';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createDiretoClient, TRPCClientError } from '@direto/client';
import type { RestaurantOrderSummary } from '@direto/contracts';
import { Order, OrderItem, type IOrder, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { testAppForTheFile } from '../test/test-app';
import { makeProduct, makeRestaurant, makeUser } from '../test/factories';
import { pngImage } from '../test/images';

// packages/client against the real server listening on a port, as a Node script would use it.
const PASSWORD = 'senha-do-dono-123';
const t = testAppForTheFile();
let baseUrl: string;
let owner: IUser;
let restaurant: IRestaurant;

async function makeOrder(customer: IUser, where: IRestaurant, product: IProduct, quantity: number): Promise<IOrder> {
  const em = t.em();
  const total = (Number(product.price) * quantity).toFixed(2);
  const order = em.create(Order, {
    customer,
    restaurant: where,
    subtotal: total,
    deliveryFee: '0.00',
    total,
    customerName: `${customer.firstName} ${customer.lastName}`,
    restaurantName: where.name,
  } as RequiredEntityData<IOrder>);
  em.create(OrderItem, { order, product, productName: product.name, quantity, unitPrice: product.price, totalPrice: total });
  await em.flush();
  return order;
}

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const em = t.em();
  owner = await makeUser(em, { userType: 'restaurant', email: 'dono@cantina.com', password: PASSWORD });
  restaurant = await makeRestaurant(em, { owner, name: 'Cantina da Nonna' });
  const customer = await makeUser(em, { firstName: 'Ana', lastName: 'Souza' });
  const pizza = await makeProduct(em, restaurant, { name: 'Pizza', price: '40.00' });
  await makeOrder(customer, restaurant, pizza, 1);
  await makeOrder(customer, restaurant, pizza, 2);
  const elsewhere = await makeRestaurant(em);
  await makeOrder(customer, elsewhere, await makeProduct(em, elsewhere), 1);
});

describe('createDiretoClient (packages/client)', () => {
  it("signs an owner in and lists their restaurant's orders, fully typed", async () => {
    const client = await createDiretoClient({ baseUrl, email: 'dono@cantina.com', password: PASSWORD });
    const me = await client.auth.me.query();
    expect(me.email).toBe('dono@cantina.com');

    const [mine] = await client.restaurant.mine.query();
    expect(mine?.id).toBe(restaurant.id);
    const orders = await client.restaurant.orders.query({ id: restaurant.id });
    expectTypeOf(orders).toEqualTypeOf<RestaurantOrderSummary[]>();
    expect(orders.map((order) => order.total).sort()).toEqual(['40.00', '80.00']);
    expect(orders.every((order) => order.status === 'pending' && order.customerName === 'Ana Souza')).toBe(true);
  });

  it("keeps the server's rules: another owner cannot read these orders", async () => {
    const other = await makeUser(t.em(), { userType: 'restaurant', password: PASSWORD });
    await makeRestaurant(t.em(), { owner: other });
    const client = await createDiretoClient({ baseUrl, email: other.email, password: PASSWORD });
    await expect(client.restaurant.orders.query({ id: restaurant.id })).rejects.toBeInstanceOf(TRPCClientError);
  });

  it("refuses a wrong password with the server's message", async () => {
    const attempt = createDiretoClient({ baseUrl, email: 'dono@cantina.com', password: 'senha-errada-000' });
    await expect(attempt).rejects.toBeInstanceOf(TRPCClientError);
    await expect(attempt).rejects.toMatchObject({ data: { httpStatus: 401 } });
  });

  it('uploads an image through the uploadURL it is given', async () => {
    const client = await createDiretoClient({ baseUrl, email: 'dono@cantina.com', password: PASSWORD });
    const { uploadURL, objectPath } = await client.upload.createUploadUrl.mutate();
    const put = await fetch(new URL(uploadURL, baseUrl), { method: 'PUT', body: new Uint8Array(pngImage()), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const image = await fetch(new URL(objectPath, baseUrl));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('signs out', async () => {
    const client = await createDiretoClient({ baseUrl, email: 'dono@cantina.com', password: PASSWORD });
    await client.auth.logout.mutate();
    await expect(client.auth.me.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
