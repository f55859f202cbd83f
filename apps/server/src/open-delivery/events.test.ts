import { describe, expect, it } from 'vitest';
import { OpenDeliveryEvent, RestaurantMember, User } from '@direto/db';
import { makeProduct } from '../../test/factories';
import type { OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { required } from '../../test/required';
import { restClient, signedInOwner } from '../../test/restaurant-fixtures';
import { registerAndLogin } from '../../test/session';
import { orderThroughNewTable } from '../../test/table-link-order';
import { openDeliveryWorldForTheFile } from '../../test/open-delivery-world';
import { testAppForTheFile } from '../../test/test-app';

const PUBLIC_URL = 'http://pedidos.exemplo.com.br';
const t = testAppForTheFile({ PUBLIC_URL });
const world = openDeliveryWorldForTheFile(t, { restaurant: { name: 'Cantina Integrada', deliveryFee: '5.00', offersPickup: true } });

interface PolledEvent {
  eventId: string;
  eventType: string;
  orderId: string;
  orderURL: string;
  createdAt: string;
  sourceAppId: string;
  metadata?: Record<string, string>;
}


/** A customer's delivery order through POST /api/orders, as the checkout places it. */
async function customerOrders(): Promise<string> {
  const placed = await world.customer.rest.post('/api/orders', {
    order: { restaurantId: world.owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', payment: { method: 'cash' } },
    items: [{ productId: world.lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: string }>().id;
}

/** GET /v1/events:polling, checked against the document; [] for a 204. */
async function poll(client: OpenDeliveryClient = world.pos, query = ''): Promise<PolledEvent[]> {
  const res = await client.get(`/v1/events:polling${query}`);
  if (res.statusCode === 204) {
    expect(res.body).toBe('');
    return [];
  }
  expect(res.statusCode, res.body).toBe(200);
  const events = res.json<PolledEvent[]>();
  expectValid('Event[]', events);
  return events;
}

async function acknowledge(events: PolledEvent[], client: OpenDeliveryClient = world.pos) {
  return client.post('/v1/events/acknowledgment', events.map(({ eventId, orderId, eventType }) => ({ id: eventId, orderId, eventType })));
}

/** Polls and acknowledges everything pending, 100 at a time: a test starts from an empty queue. */
async function drain(client: OpenDeliveryClient = world.pos) {
  for (let events = await poll(client); events.length > 0; events = await poll(client)) {
    for (let start = 0; start < events.length; start += 100) {
      expect((await acknowledge(events.slice(start, start + 100), client)).statusCode).toBe(202);
    }
  }
}

const typesOf = (events: PolledEvent[], orderId: string) => events.filter((event) => event.orderId === orderId).map((event) => event.eventType);

describe('GET /v1/events:polling', () => {
  it('is 204 with an empty body when nothing is pending', async () => {
    await drain();
    const res = await world.pos.get('/v1/events:polling');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('has CREATED after a customer orders; once acknowledged it is gone from the next poll', async () => {
    await drain();
    const orderId = await customerOrders();
    const events = await poll();
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'CREATED', orderId, orderURL: `${PUBLIC_URL}/v1/orders/${orderId}` }),
    ]);
    const ack = await acknowledge(events);
    expect(ack.statusCode, ack.body).toBe(202);
    expect(await poll()).toEqual([]);
  });

  it('turns every panel status change into its event, oldest first, with the cancellation’s reason and code', async () => {
    await drain();
    const delivered = await customerOrders();
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered']) {
      const res = await world.owner.rest.put(`/api/orders/${delivered}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cancelled = await customerOrders();
    const cancel = await world.owner.rest.put(`/api/orders/${cancelled}/status`, { status: 'cancelled', reason: 'Item em falta' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const events = await poll();
    expect(typesOf(events, delivered)).toEqual(['CREATED', 'CONFIRMED', 'PREPARING', 'READY_FOR_PICKUP', 'DISPATCHED', 'DELIVERED', 'CONCLUDED']);
    expect(events.find((event) => event.orderId === cancelled && event.eventType === 'CANCELLED')?.metadata).toEqual({
      reason: 'Item em falta',
      code: 'UNAVAILABLE_ITEM',
    });
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('has the events of a staff order and of a table’s order', async () => {
    await drain();
    const person = await registerAndLogin(t, { userType: 'customer', firstName: 'João', lastName: 'Atendente' });
    const em = t.em();
    em.create(RestaurantMember, { restaurant: world.owner.restaurant.id, user: em.getReference(User, person.user.id) });
    await em.flush();
    const staff = restClient(t, person.cookie);
    const byPhone = await staff.post(`/api/restaurants/${world.owner.restaurant.id}/staff-orders`, {
      order: { restaurantId: world.owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', deliveryAddress: 'Rua das Flores, 12 - Centro' },
      items: [{ productId: world.lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
      origin: 'phone',
      customer: { name: 'Carla Mendes', phone: '(21) 99876-5432' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);

    const atTable = await orderThroughNewTable(t, world.owner, '7', world.lasanha);

    const events = await poll();
    expect(typesOf(events, byPhone.json<{ id: string }>().id)[0]).toBe('CREATED');
    expect(typesOf(events, atTable)[0]).toBe('CREATED');
  });

  it('never shows a restaurant’s events to another restaurant’s token', async () => {
    await drain(world.otherPos);
    const orderId = await customerOrders();
    const theirs = await poll(world.otherPos);
    expect(theirs.filter((event) => event.orderId === orderId)).toEqual([]);
    const mine = await poll();
    expect(typesOf(mine, orderId)).toEqual(['CREATED']);
    // Acknowledging one of them with the other token refuses the batch and acknowledges nothing.
    const foreign = await acknowledge(mine, world.otherPos);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(typesOf(await poll(), orderId)).toEqual(['CREATED']);
  });

  it('filters by eventType, repeated or comma-joined, and acknowledges the types not asked for', async () => {
    await drain();
    const first = await customerOrders();
    await world.owner.rest.put(`/api/orders/${first}/status`, { status: 'confirmed' });
    const second = await customerOrders();
    await world.owner.rest.put(`/api/orders/${second}/status`, { status: 'confirmed' });
    await world.owner.rest.put(`/api/orders/${second}/status`, { status: 'preparing' });

    const repeated = await poll(world.pos, '?eventType=CONFIRMED&eventType=PREPARING');
    expect(repeated.map((event) => event.eventType)).toEqual(['CONFIRMED', 'CONFIRMED', 'PREPARING']);
    // The CREATED events were not asked for: acknowledged by that poll.
    const commaJoined = await poll(world.pos, '?eventType=CREATED,PREPARING');
    expect(commaJoined.map((event) => event.eventType)).toEqual(['PREPARING']);
    expect((await poll()).map((event) => event.eventType)).toEqual(['PREPARING']);
  });

  it('refuses an unknown eventType with 400 problem+json and acknowledges nothing', async () => {
    await drain();
    const orderId = await customerOrders();
    const res = await world.pos.get('/v1/events:polling?eventType=CREATED&eventType=EATEN');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({ title: 'Tipo de evento desconhecido: EATEN', status: 400 });
    expectValid('Error', res.json());
    expect(typesOf(await poll(), orderId)).toEqual(['CREATED']);
  });

  it('returns at most 1 000 events, the oldest first', async () => {
    await drain();
    // 1 001 CREATED events written as the outbox trigger writes them, a millisecond apart.
    await t.em().getConnection().execute(
      `insert into open_delivery_events (restaurant_id, order_id, event_type, created_at)
       select ?, ?, 'CREATED', now() - interval '1 hour' + n * interval '1 millisecond' from generate_series(1, 1001) n`,
      [world.owner.restaurant.id, await customerOrders()],
    );
    const events = await poll();
    expect(events).toHaveLength(1000);
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await drain();
  });

  it('records when the POS last polled, shown by GET settings', async () => {
    const before = Date.now();
    await poll();
    const settings = await world.owner.rest.get(`/api/restaurants/${world.owner.restaurant.id}/open-delivery`);
    expect(Date.parse(settings.json<{ lastPollAt: string }>().lastPollAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('POST /v1/events/acknowledgment', () => {
  it('refuses more than 100 entries and acknowledges nothing', async () => {
    await drain();
    const orderId = await customerOrders();
    const event = required((await poll())[0], 'o evento CREATED');
    const entries = Array.from({ length: 101 }, () => ({ id: event.eventId, orderId, eventType: 'CREATED' }));
    const res = await world.pos.post('/v1/events/acknowledgment', entries);
    expect(res.statusCode).toBe(400);
    expectValid('Error', res.json());
    expect(typesOf(await poll(), orderId)).toEqual(['CREATED']);
  });

  it.each([
    ['an unknown id', (event: PolledEvent) => ({ id: '00000000-0000-4000-8000-000000000000', orderId: event.orderId, eventType: event.eventType }), 404],
    ['another order’s id', (event: PolledEvent) => ({ id: event.eventId, orderId: '00000000-0000-4000-8000-000000000000', eventType: event.eventType }), 400],
    ['another event type', (event: PolledEvent) => ({ id: event.eventId, orderId: event.orderId, eventType: 'CONFIRMED' }), 400],
    ['an id that is not a uuid', (event: PolledEvent) => ({ id: 'abc', orderId: event.orderId, eventType: event.eventType }), 400],
  ])('refuses the whole batch when one entry has %s', async (_, badEntry, status) => {
    await drain();
    const first = await customerOrders();
    const second = await customerOrders();
    const events = await poll();
    const good = events.filter((event) => event.orderId === first).map(({ eventId, orderId, eventType }) => ({ id: eventId, orderId, eventType }));
    const bad = badEntry(required(events.find((event) => event.orderId === second), 'o evento do segundo pedido'));
    const res = await world.pos.post('/v1/events/acknowledgment', [...good, bad]);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expectValid('Error', res.json());
    expect(typesOf(await poll(), first)).toEqual(['CREATED']);
  });

  it('acknowledging twice is harmless', async () => {
    await drain();
    await customerOrders();
    const events = await poll();
    expect((await acknowledge(events)).statusCode).toBe(202);
    expect((await acknowledge(events)).statusCode).toBe(202);
    expect(await poll()).toEqual([]);
  });

  it('shows each event and its acknowledgment in GET settings, and never the secret', async () => {
    await drain();
    const orderId = await customerOrders();
    const before = await world.owner.rest.get(`/api/restaurants/${world.owner.restaurant.id}/open-delivery`);
    expect(before.json<{ events: unknown[] }>().events[0]).toMatchObject({ eventType: 'CREATED', orderId, acknowledgedAt: null });
    await drain();
    const after = await world.owner.rest.get(`/api/restaurants/${world.owner.restaurant.id}/open-delivery`);
    expect(after.json<{ events: Array<{ acknowledgedAt: string | null }> }>().events[0]?.acknowledgedAt).toEqual(expect.any(String));
    expect(after.body).not.toContain(world.pos.clientSecret);
  });
});

describe('the outbox', () => {
  it('writes nothing for a restaurant without Open Delivery, and nothing once it is switched off', async () => {
    const plain = await signedInOwner(t, { name: 'Sem Integração' });
    const dish = await makeProduct(t.em(), plain.restaurant, { name: 'Pastel', price: '10.00' });
    const placeAt = async () => {
      const placed = await world.customer.rest.post('/api/orders', {
        order: { restaurantId: plain.restaurant.id, subtotal: '10.00', deliveryFee: '0.00', total: '10.00', payment: { method: 'cash' } },
        items: [{ productId: dish.id, quantity: 1, unitPrice: '10.00', totalPrice: '10.00' }],
      });
      expect(placed.statusCode, placed.body).toBe(201);
    };
    const count = () => t.em().count(OpenDeliveryEvent, { restaurant: plain.restaurant.id });
    await placeAt();
    expect(await count()).toBe(0);
    expect((await plain.rest.put(`/api/restaurants/${plain.restaurant.id}/open-delivery`, { enabled: true })).statusCode).toBe(200);
    await placeAt();
    expect(await count()).toBe(1);
    expect((await plain.rest.put(`/api/restaurants/${plain.restaurant.id}/open-delivery`, { enabled: false })).statusCode).toBe(200);
    await placeAt();
    expect(await count()).toBe(1);
  });
});
