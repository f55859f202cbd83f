import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type OrderEvent } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { makeProduct } from '../../test/factories';
import { listenOnPort, startPeerApp, type PeerApp } from '../../test/peer-app';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';
import { registerAndLogin } from '../../test/session';
import {
  MAX_STREAMS_PER_SESSION,
  RESTAURANT_REMOVED_MESSAGE,
  SERVER_CLOSING_MESSAGE,
  SESSION_ENDED_MESSAGE,
  TOO_MANY_STREAMS_MESSAGE,
} from './order-event-hub';

/**
 * Two servers on one database, as two `pnpm start` processes would be: A (the test app) and B (a
 * peer with its own pool and LISTEN connection), both reached over real HTTP.
 */
const t = testAppForTheFile();
let serverA: string;
let peer: PeerApp & { close(): Promise<void> };
let serverB: string;
let ownerA: SignedInOwner;
let ownerB: SignedInOwner;
let customer: SignedInCustomer;
let otherCustomer: SignedInCustomer;
let moqueca: IProduct;
let pastel: IProduct;
const streams: EventStream[] = [];

beforeAll(async () => {
  serverA = (await listenOnPort(t.app)).url;
  peer = await startPeerApp(t);
  serverB = peer.url;
  ownerA = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '5.00' });
  ownerB = await signedInOwner(t, { name: 'Pastelaria do Zé', deliveryFee: '0.00' });
  customer = await signedInCustomer(t, { firstName: 'Ana' });
  otherCustomer = await signedInCustomer(t, { firstName: 'Bruno' });
  moqueca = await makeProduct(t.em(), ownerA.restaurant, { name: 'Moqueca', price: '89.90' });
  pastel = await makeProduct(t.em(), ownerB.restaurant, { name: 'Pastel de carne', price: '9.50' });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await peer?.close();
});

async function subscribe(server: string, path: string, input: unknown, cookie?: string): Promise<EventStream> {
  const stream = await openEventStream(server, path, input, cookie);
  streams.push(stream);
  return stream;
}

/** Subscribes and waits until the subscription is registered (its opening sync event). */
async function subscribed(server: string, path: string, input: unknown, cookie: string): Promise<EventStream> {
  const stream = await subscribe(server, path, input, cookie);
  await stream.waitFor<{ type: string }>((event) => event.type === 'sync');
  return stream;
}

async function send<T>(server: string, method: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, server), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Places one unit of `product` through `server`'s REST API, as the web app does. */
async function placeOrder(server: string, who: SignedInCustomer, product: IProduct, deliveryFee: string): Promise<{ id: string }> {
  const subtotal = toCents(product.price);
  return send<{ id: string }>(server, 'POST', '/api/orders', who.cookie, {
    order: {
      restaurantId: product.restaurant.id,
      subtotal: product.price,
      deliveryFee,
      total: fromCents(subtotal + toCents(deliveryFee)),
      status: 'pending',
    },
    items: [{ productId: product.id, quantity: 1, unitPrice: product.price, totalPrice: product.price }],
  });
}

const isEvent = (type: OrderEvent['type'], orderId: string) => (event: OrderEvent) => event.type === type && event.orderId === orderId;

describe('live orders across two server processes', () => {
  it('serves subscriptions as server-sent events with a keep-alive ping and a client reconnect timeout', async () => {
    const stream = await subscribe(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerA.cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(await stream.next()).toEqual({ event: 'connected', data: { reconnectAfterInactivityMs: 40_000 }, id: undefined });
    expect(await stream.next()).toMatchObject({ event: 'message', data: { type: 'sync', reason: 'subscribed' } });
    stream.close();
  });

  it('delivers an order placed through server A to the owner subscribed on server B within a second, then its status changes', async () => {
    const owner = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerA.cookie);
    const buyer = await subscribed(serverA, 'live.myOrders', undefined, customer.cookie);

    const startedAt = Date.now();
    const order = await placeOrder(serverA, customer, moqueca, '5.00');
    const placed = await owner.waitFor(isEvent('order.placed', order.id), 1_000);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(placed).toEqual({
      type: 'order.placed',
      orderId: order.id,
      restaurantId: ownerA.restaurant.id,
      customerId: customer.user.id,
      status: 'pending',
      at: expect.any(String),
    });
    await buyer.waitFor(isEvent('order.placed', order.id), 1_000);

    // The owner advances it on server B; the customer, subscribed on A, sees it.
    await send(serverB, 'PUT', `/api/orders/${order.id}/status`, ownerA.cookie, { status: 'confirmed' });
    expect(await buyer.waitFor(isEvent('order.status', order.id), 1_000)).toMatchObject({ status: 'confirmed' });
    expect(await owner.waitFor(isEvent('order.status', order.id), 1_000)).toMatchObject({ status: 'confirmed' });
  });

  it('follows one order for the customer who placed it and for the restaurant owner', async () => {
    const order = await placeOrder(serverA, customer, moqueca, '5.00');
    const asCustomer = await subscribed(serverB, 'live.order', { orderId: order.id }, customer.cookie);
    const asOwner = await subscribed(serverA, 'live.order', { orderId: order.id }, ownerA.cookie);
    const unrelated = await placeOrder(serverA, customer, moqueca, '5.00');

    await send(serverA, 'PUT', `/api/orders/${order.id}/status`, ownerA.cookie, { status: 'cancelled', reason: 'Pedido duplicado' });
    expect(await asCustomer.waitFor(isEvent('order.status', order.id))).toMatchObject({ status: 'cancelled' });
    expect(await asOwner.waitFor(isEvent('order.status', order.id))).toMatchObject({ status: 'cancelled' });
    // Another order of the same customer and restaurant is not part of this stream.
    expect(asCustomer.pending().some((event) => (event.data as OrderEvent | null)?.orderId === unrelated.id)).toBe(false);
  });
});

describe('subscription authorisation', () => {
  it.each([
    ['live.restaurantOrders', () => ({ restaurantId: ownerA.restaurant.id })],
    ['live.myOrders', () => undefined],
    ['live.order', () => ({ orderId: moqueca.id })],
  ])('refuses %s to an anonymous visitor', async (path, input) => {
    const stream = await subscribe(serverB, path, input());
    const error = await stream.error();
    expect(error.data.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe('Faça login para continuar.');
  });

  it("refuses a restaurant's events to another owner, to a customer and for an unknown restaurant", async () => {
    const otherOwner = await subscribe(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerB.cookie);
    expect(await otherOwner.error()).toMatchObject({ message: 'Você não tem acesso a este restaurante.', data: { code: 'FORBIDDEN' } });
    const asCustomer = await subscribe(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, customer.cookie);
    expect((await asCustomer.error()).data.code).toBe('FORBIDDEN');
    const unknown = await subscribe(serverB, 'live.restaurantOrders', { restaurantId: crypto.randomUUID() }, ownerA.cookie);
    expect((await unknown.error()).data.code).toBe('NOT_FOUND');
  });

  it("refuses one order's events to anyone but its customer and its restaurant's owner", async () => {
    const order = await placeOrder(serverA, customer, moqueca, '5.00');
    const stranger = await subscribe(serverB, 'live.order', { orderId: order.id }, otherCustomer.cookie);
    expect(await stranger.error()).toMatchObject({ message: 'Você não tem acesso a este pedido.', data: { code: 'FORBIDDEN' } });
    const otherOwner = await subscribe(serverB, 'live.order', { orderId: order.id }, ownerB.cookie);
    expect((await otherOwner.error()).data.code).toBe('FORBIDDEN');
    const ownersOnly = await subscribe(serverB, 'live.myOrders', undefined, ownerA.cookie);
    expect((await ownersOnly.error()).data.code).toBe('FORBIDDEN');
  });

  it('gives each owner only their restaurant and each customer only their own orders', async () => {
    const forOwnerA = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerA.cookie);
    const forOwnerB = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: ownerB.restaurant.id }, ownerB.cookie);
    const forAna = await subscribed(serverB, 'live.myOrders', undefined, customer.cookie);
    const forBruno = await subscribed(serverA, 'live.myOrders', undefined, otherCustomer.cookie);

    const anasOrder = await placeOrder(serverA, customer, moqueca, '5.00');
    await forOwnerA.waitFor(isEvent('order.placed', anasOrder.id));
    await forAna.waitFor(isEvent('order.placed', anasOrder.id));
    await Promise.all([forOwnerB.expectSilence(300), forBruno.expectSilence(300)]);

    // Their streams do work: Bruno's order at the other restaurant reaches exactly them.
    const brunosOrder = await placeOrder(serverB, otherCustomer, pastel, '0.00');
    await forOwnerB.waitFor(isEvent('order.placed', brunosOrder.id));
    await forBruno.waitFor(isEvent('order.placed', brunosOrder.id));
    await Promise.all([forOwnerA.expectSilence(300), forAna.expectSilence(300)]);
  });
});

/** Signs in again (a second session of the same account, e.g. another device) over real HTTP. */
async function loginOn(server: string, email: string, password: string): Promise<string> {
  const res = await fetch(new URL('/api/login', server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login → ${res.status}`);
  return sessionCookieOf(res);
}

/** The direto.sid cookie a response set, as a `cookie` header. */
function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((header) => header.startsWith('direto.sid=') && !header.startsWith('direto.sid=;'));
  if (!cookie) throw new Error(`A resposta (${res.status}) não abriu sessão.`);
  return cookie.split(';')[0] ?? cookie;
}

/** The stream ends with `message` (code `code`) within a second of `action`, and delivers nothing after. */
async function expectEndedWithin1s(stream: EventStream, code: string, message: string): Promise<void> {
  const startedAt = Date.now();
  expect(await stream.error(1_000)).toMatchObject({ message, data: { code } });
  expect(Date.now() - startedAt).toBeLessThan(1_000);
}

describe('streams end with their session or restaurant, in every process', () => {
  it('a stream open across logout stops', async () => {
    const ana = await signedInCustomer(t, { firstName: 'Ana' });
    const stream = await subscribed(serverB, 'live.myOrders', undefined, ana.cookie);
    await send(serverA, 'POST', '/api/logout', ana.cookie, {});
    await expectEndedWithin1s(stream, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    // And it cannot be reopened with the old cookie.
    expect((await (await subscribe(serverB, 'live.myOrders', undefined, ana.cookie)).error()).data.code).toBe('UNAUTHORIZED');
  });

  it("a password change ends the account's streams on other devices; the changer reopens theirs under the new session id", async () => {
    const owner = await signedInOwner(t, { name: 'Cantina da Nonna', deliveryFee: '0.00' });
    const otherDevice = await loginOn(serverA, owner.email, owner.password);
    const elsewhere = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, otherDevice);
    const here = await subscribed(serverA, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);

    const res = await fetch(new URL('/api/user/account', serverA), {
      method: 'PUT',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Teste',
        lastName: 'Silva',
        email: owner.email,
        currentPassword: owner.password,
        newPassword: 'senha-nova-456',
        confirmPassword: 'senha-nova-456',
      }),
    });
    expect(res.status).toBe(200);
    const renewed = sessionCookieOf(res);
    await Promise.all([
      expectEndedWithin1s(elsewhere, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE),
      expectEndedWithin1s(here, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE),
    ]);

    // The web app retries: the other device is refused, the changer's new session is served.
    expect((await (await subscribe(serverB, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, otherDevice)).error()).data.code).toBe(
      'UNAUTHORIZED',
    );
    const reopened = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, renewed);
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '42.00' });
    const order = await placeOrder(serverA, customer, product, '0.00');
    await reopened.waitFor(isEvent('order.placed', order.id), 1_000);
  });

  it("the admin deleting a restaurant ends its owner's streams of it (a customer keeps following their order)", async () => {
    const admin = await registerAndLogin(t, { isAdmin: true });
    const owner = await signedInOwner(t, { name: 'Pizzaria Fechada', deliveryFee: '0.00' });
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Margherita', price: '50.00' });
    const order = await placeOrder(serverA, customer, product, '0.00');
    const ownersDashboard = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    const ownersOrder = await subscribed(serverA, 'live.order', { orderId: order.id }, owner.cookie);
    const customersOrder = await subscribed(serverB, 'live.order', { orderId: order.id }, customer.cookie);

    await send(serverA, 'DELETE', `/api/admin/restaurants/${owner.restaurant.id}`, admin.cookie);
    await Promise.all([
      expectEndedWithin1s(ownersDashboard, 'NOT_FOUND', RESTAURANT_REMOVED_MESSAGE),
      expectEndedWithin1s(ownersOrder, 'NOT_FOUND', RESTAURANT_REMOVED_MESSAGE),
      customersOrder.expectSilence(300),
    ]);
    expect(customersOrder.pending().some((event) => event.event === 'serialized-error')).toBe(false);
  });

  it("the admin deleting an account ends that account's streams", async () => {
    const admin = await registerAndLogin(t, { isAdmin: true });
    const bia = await signedInCustomer(t, { firstName: 'Bia' });
    const stream = await subscribed(serverB, 'live.myOrders', undefined, bia.cookie);
    await send(serverA, 'DELETE', `/api/admin/users/${bia.user.id}`, admin.cookie);
    await expectEndedWithin1s(stream, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
  });

  it(`one session holds at most ${MAX_STREAMS_PER_SESSION} streams per server; the next is refused in pt-BR`, async () => {
    const caio = await signedInCustomer(t, { firstName: 'Caio' });
    const open: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) open.push(await subscribed(serverB, 'live.myOrders', undefined, caio.cookie));
    const refused = await subscribe(serverB, 'live.myOrders', undefined, caio.cookie);
    expect(await refused.error()).toMatchObject({ message: TOO_MANY_STREAMS_MESSAGE, data: { code: 'TOO_MANY_REQUESTS' } });

    // Another session of the same account is not affected; closing a stream frees its place.
    const otherDevice = await loginOn(serverA, caio.email, caio.password);
    await subscribed(serverB, 'live.myOrders', undefined, otherDevice);
    open.shift()?.close();
    await expect.poll(async () => {
      const retry = await subscribe(serverB, 'live.myOrders', undefined, caio.cookie);
      const first = await retry.next();
      return first.event === 'connected' ? (await retry.next()).event : first.event;
    }).toBe('message');
  });

  it('counts that cap in each process, as docs/architecture.md explains: at most processes × cap in all', async () => {
    const dora = await signedInCustomer(t, { firstName: 'Dora' });
    const refusedOn = async (server: string) => (await subscribe(server, 'live.myOrders', undefined, dora.cookie)).error();
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) await subscribed(serverB, 'live.myOrders', undefined, dora.cookie);
    expect(await refusedOn(serverB)).toMatchObject({ message: TOO_MANY_STREAMS_MESSAGE, data: { code: 'TOO_MANY_REQUESTS' } });
    // Full on B, the same session still opens the cap's worth on A, and no more.
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) await subscribed(serverA, 'live.myOrders', undefined, dora.cookie);
    expect(await refusedOn(serverA)).toMatchObject({ message: TOO_MANY_STREAMS_MESSAGE, data: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('resilience', () => {
  it("reconnects when the listener's database connection is killed, and tells subscribers to catch up", async () => {
    const owner = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerA.cookie);
    const listener = peer.app.orderEventListener;
    const killedPid = listener.backendPid;
    expect(killedPid).toEqual(expect.any(Number));

    const [killed] = await t.em().execute<{ terminated: boolean }[]>('select pg_terminate_backend(?) as terminated', [killedPid]);
    expect(killed?.terminated).toBe(true);
    // Placed while server B may not be listening: its NOTIFY can be lost for B...
    const placedMeanwhile = await placeOrder(serverA, customer, moqueca, '5.00');

    // ...so B tells its subscribers to refetch once it listens again, and the refetch has the order.
    await owner.waitFor<{ type: string; reason?: string }>((event) => event.type === 'sync' && event.reason === 'reconnected', 5_000);
    expect(listener.backendPid).not.toBe(killedPid);
    const orders = await send<{ id: string }[]>(serverB, 'GET', `/api/restaurants/${ownerA.restaurant.id}/orders`, ownerA.cookie);
    expect(orders.map((order) => order.id)).toContain(placedMeanwhile.id);

    // And new orders arrive live again.
    const next = await placeOrder(serverA, customer, moqueca, '5.00');
    await owner.waitFor(isEvent('order.placed', next.id), 1_000);
  });

  it('after reconnecting, ends the streams whose session ended while it was not listening', async () => {
    const dani = await signedInCustomer(t, { firstName: 'Dani' });
    const stream = await subscribed(serverB, 'live.myOrders', undefined, dani.cookie);
    // The session's row goes without a word on the channel, as if its revocation was sent while B was deaf.
    await t.em().execute(`delete from "sessions" where "sess"->>'userId' = ?`, [dani.user.id], 'run');
    await stream.expectSilence(200);
    await t.em().execute('select pg_terminate_backend(?)', [peer.app.orderEventListener.backendPid]);
    expect(await stream.waitFor<{ type: string; reason?: string }>((event) => event.type === 'sync' && event.reason === 'reconnected', 5_000)).toBeTruthy();
    expect(await stream.error()).toMatchObject({ message: SESSION_ENDED_MESSAGE, data: { code: 'UNAUTHORIZED' } });
  });

  it('ignores malformed notifications on the channel and keeps delivering', async () => {
    const owner = await subscribed(serverB, 'live.restaurantOrders', { restaurantId: ownerA.restaurant.id }, ownerA.cookie);
    const incomplete = JSON.stringify({ type: 'order.placed', restaurantId: ownerA.restaurant.id });
    await t.em().execute(`select pg_notify('order_events', 'não é JSON'), pg_notify('order_events', ?)`, [incomplete]);

    const order = await placeOrder(serverA, customer, moqueca, '5.00');
    expect(await owner.waitFor(() => true)).toMatchObject({ type: 'order.placed', orderId: order.id });
  });

  it('ends open streams with a retryable error when a server shuts down, so browsers reconnect', async () => {
    const third = await startPeerApp(t);
    const stream = await subscribed(third.url, 'live.myOrders', undefined, customer.cookie);
    expect(third.app.orderEvents.subscriberCount).toBe(1);

    await third.close();
    expect(await stream.error()).toMatchObject({ message: SERVER_CLOSING_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('drops the subscription when the client goes away', async () => {
    const before = peer.app.orderEvents.subscriberCount;
    const stream = await subscribed(serverB, 'live.myOrders', undefined, customer.cookie);
    expect(peer.app.orderEvents.subscriberCount).toBe(before + 1);
    stream.close();
    await expect.poll(() => peer.app.orderEvents.subscriberCount, { timeout: 2_000 }).toBe(before);
  });
});
