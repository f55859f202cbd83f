import type { RequiredEntityData } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '@direto/contracts';
import { Order, Product, Restaurant, User, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { placeOrder } from './order';
import { updateOrderStatus } from './order-status';

/** The order services announce changes with NOTIFY inside their transaction: on commit only. */
let db: TestDatabase;
let listener: pg.Client;
let received: OrderEvent[];
let owner: IUser;
let customer: IUser;
let restaurant: IRestaurant;
let product: IProduct;

beforeAll(async () => {
  db = await createTestDatabase();
  listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  listener.on('notification', (message) => received.push(JSON.parse(message.payload ?? 'null') as OrderEvent));
  await listener.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);

  const em = db.orm.em.fork();
  owner = em.create(User, { email: 'dona@teste.com', firstName: 'Dona', userType: 'restaurant' } as RequiredEntityData<IUser>);
  customer = em.create(User, { email: 'cliente@teste.com', firstName: 'Ana', userType: 'customer' } as RequiredEntityData<IUser>);
  restaurant = em.create(Restaurant, { owner, name: 'Sabor da Bahia', shareableSlug: 'sabor-da-bahia', deliveryFee: '5.00' } as RequiredEntityData<IRestaurant>);
  product = em.create(Product, { restaurant, name: 'Moqueca', price: '89.90' } as RequiredEntityData<IProduct>);
  await em.flush();
});

afterAll(async () => {
  await listener?.end();
  await db?.destroy();
});

beforeEach(() => {
  received = [];
});

const orderInput = () => ({
  order: { restaurantId: restaurant.id, subtotal: '89.90', deliveryFee: '5.00', total: '94.90' },
  items: [{ productId: product.id, quantity: 1, unitPrice: '89.90', totalPrice: '89.90' }],
});

class RolledBack extends Error {}

describe('order events', () => {
  it('announces a placed order when its transaction commits, and never one that was rolled back', async () => {
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await placeOrder(tx, customer, orderInput());
        throw new RolledBack('desistiu');
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await db.orm.em.fork().count(Order, {})).toBe(0);

    const placed = await placeOrder(db.orm.em.fork(), customer, orderInput());
    // NOTIFYs arrive in commit order: had the rolled-back one been sent, it would come first.
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      type: 'order.placed',
      orderId: placed.id,
      restaurantId: restaurant.id,
      customerId: customer.id,
      status: 'pending',
      at: expect.any(String),
    });
  });

  it('announces a status change that commits, and neither a refused nor a rolled-back one', async () => {
    const placed = await placeOrder(db.orm.em.fork(), customer, orderInput());
    await vi.waitFor(() => expect(received).toHaveLength(1));

    await expect(updateOrderStatus(db.orm.em.fork(), owner, placed.id, 'delivered')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await updateOrderStatus(tx, owner, placed.id, 'confirmed');
        throw new RolledBack('desistiu');
      }),
    ).rejects.toBeInstanceOf(RolledBack);

    await updateOrderStatus(db.orm.em.fork(), owner, placed.id, 'confirmed');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ type: 'order.status', orderId: placed.id, restaurantId: restaurant.id, customerId: customer.id, status: 'confirmed' });
  });
});
