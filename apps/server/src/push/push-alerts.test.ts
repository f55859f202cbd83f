import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type PushMessage } from '@direto/contracts';
import { PushSubscription, type IProduct } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { startPeerApp } from '../../test/peer-app';
import { browserPushSubscription, startMockPushService, type MockSubscription } from '../../test/push-service';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

let t: TestApp;
let push: Awaited<ReturnType<typeof startMockPushService>>;
/** A "push service" that accepts the connection and never answers. */
let silent: Server;
const held: Socket[] = [];
let owner: SignedInOwner;
let customer: SignedInCustomer;
let moqueca: IProduct;
let suco: IProduct;

beforeAll(async () => {
  push = await startMockPushService();
  silent = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  // The only push services this server may reach besides the real ones: the two stand-ins, named explicitly.
  t = await createTestApp({ PUSH_TEST_SERVICES: `${push.origin},${silentOrigin()}` });
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '6.90' });
  customer = await signedInCustomer(t, { firstName: 'Ana', lastName: 'Souza' });
  moqueca = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
  suco = await makeProduct(t.em(), owner.restaurant, { name: 'Suco de cajá', price: '11.00' });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
});

const silentOrigin = () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
/** An endpoint at the mock push service that it never issued (stored, never sent to here). */
const standInEndpoint = (name: string) => `${push.origin}/push/${name}`;

/** A tRPC call over HTTP with a session cookie, as the web app makes it. */
async function trpc(cookie: string, procedure: string, input?: unknown) {
  if (procedure === 'push.publicKey') return t.app.inject({ method: 'GET', url: `/trpc/${procedure}`, headers: { cookie } });
  return t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, headers: { cookie }, payload: (input ?? {}) as object });
}

/** What the owner's phone does on 'Receber alertas no celular': subscribe at its push service with our key, hand us the subscription. */
async function ownerTurnsAlertsOn(who: SignedInOwner = owner): Promise<MockSubscription> {
  const key = await trpc(who.cookie, 'push.publicKey');
  expect(key.statusCode).toBe(200);
  const { publicKey } = key.json().result.data as { publicKey: string };
  const subscription = await push.subscribe(publicKey);
  const res = await trpc(who.cookie, 'push.subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, label: 'Chrome no Android' });
  expect(res.statusCode, res.body).toBe(200);
  return subscription;
}

/** Ana's order of one Moqueca and two juices, with the R$ 6,90 fee: R$ 118,80. */
function placeOrder(by: SignedInCustomer = customer, headers: Record<string, string> = {}) {
  const lines = [
    { product: moqueca, quantity: 1 },
    { product: suco, quantity: 2 },
  ];
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, unitPrice: product.price, totalPrice: fromCents(toCents(product.price) * quantity) }));
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  const order = { restaurantId: owner.restaurant.id, subtotal: fromCents(subtotal), deliveryFee: '6.90', total: fromCents(subtotal + 690), status: 'pending' };
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: by.cookie, ...headers }, payload: { order, items } });
}

const messagesOf = async (subscription: MockSubscription) => (await push.messages(subscription.clientHash)).map((text) => JSON.parse(text) as PushMessage);
const storedEndpoints = async () => (await t.em().find(PushSubscription, { user: owner.user.id })).map((row) => row.endpoint);

async function forgetDevices() {
  await t.em().nativeDelete(PushSubscription, {});
}

describe('a new order reaches the owner’s phone (Web Push through the mock push service)', () => {
  it('the push service receives one message, signed with our VAPID key, that names the order and opens it', async () => {
    await forgetDevices();
    const phone = await ownerTurnsAlertsOn();
    expect(await storedEndpoints()).toEqual([phone.endpoint]);

    const res = await placeOrder();
    expect(res.statusCode).toBe(201);
    const orderId = res.json().id as string;

    // The mock checked the VAPID signature and decrypted the payload with the browser's keys.
    await expect.poll(async () => (await messagesOf(phone)).length, { timeout: 5_000 }).toBe(1);
    expect(await messagesOf(phone)).toEqual([
      {
        title: 'Novo pedido · R$ 118,80 · Ana Souza',
        body: '1× Moqueca, 2× Suco de cajá',
        url: `/dashboard/orders/${orderId}`,
        tag: `order-${orderId}`,
      },
    ]);
  });

  it('a retried order (same Idempotency-Key) sends no second alert', async () => {
    await forgetDevices();
    const phone = await ownerTurnsAlertsOn();
    const headers = { 'idempotency-key': 'b7c1f1c4-5d3e-4a55-9a49-0f1a7c2e9d11' };
    expect((await placeOrder(customer, headers)).statusCode).toBe(201);
    expect((await placeOrder(customer, headers)).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect(await messagesOf(phone)).toHaveLength(1);
  });

  it('is sent once, by the process that placed the order, not by every process that hears of it', async () => {
    await forgetDevices();
    const phone = await ownerTurnsAlertsOn();
    const peer = await startPeerApp(t);
    try {
      expect((await placeOrder()).statusCode).toBe(201);
      await t.app.notifications.drain();
      await peer.app.notifications.drain();
      expect(await messagesOf(phone)).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it('goes to every device the owner turned alerts on, and to nobody else’s', async () => {
    await forgetDevices();
    const phone = await ownerTurnsAlertsOn();
    const tablet = await ownerTurnsAlertsOn();
    const otherOwner = await signedInOwner(t, { name: 'Cantina Bella Napoli' });
    const otherPhone = await ownerTurnsAlertsOn(otherOwner);
    expect((await placeOrder()).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect(await messagesOf(phone)).toHaveLength(1);
    expect(await messagesOf(tablet)).toHaveLength(1);
    expect(await messagesOf(otherPhone)).toHaveLength(0);
  });

  it('a device the push service answers 410 Gone for is forgotten; the others keep their alerts', async () => {
    await forgetDevices();
    const uninstalled = await ownerTurnsAlertsOn();
    const phone = await ownerTurnsAlertsOn();
    await push.expire(uninstalled.clientHash);

    expect((await placeOrder()).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect(await storedEndpoints()).toEqual([phone.endpoint]);
    expect(await messagesOf(phone)).toHaveLength(1);
  });

  it('placing the order neither waits for nor fails because of a push service that does not answer', async () => {
    await forgetDevices();
    try {
      const endpoint = `${silentOrigin()}/push/silencioso`;
      const sub = await trpc(owner.cookie, 'push.subscribe', browserPushSubscription(endpoint));
      expect(sub.statusCode, sub.body).toBe(200);

      const res = await placeOrder();
      expect(res.statusCode).toBe(201);
      // The order was answered while the push request is still waiting for its answer.
      await expect.poll(() => held.length, { timeout: 5_000 }).toBe(1);
      expect(await storedEndpoints()).toEqual([endpoint]);
    } finally {
      for (const socket of held) socket.destroy();
      await t.app.notifications.drain();
    }
    // A failed delivery (not 404/410) keeps the device.
    expect((await storedEndpoints()).length).toBe(1);
  });
});

describe('push.subscribe and push.unsubscribe', () => {
  it('a customer cannot turn on the owner’s alerts (403) and nothing is stored', async () => {
    await forgetDevices();
    const res = await trpc(customer.cookie, 'push.subscribe', browserPushSubscription(standInEndpoint('cliente')));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Apenas donos de restaurante podem fazer isso.');
    expect(await t.em().count(PushSubscription, {})).toBe(0);
  });

  it('an anonymous visitor is asked to sign in (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/trpc/push.subscribe', payload: browserPushSubscription(standInEndpoint('anonimo')) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses keys that are not a browser’s (400) and a subscription that is not one', async () => {
    const keysOf = browserPushSubscription(standInEndpoint('x')).keys;
    const shortKey = await trpc(owner.cookie, 'push.subscribe', { endpoint: standInEndpoint('x'), keys: { ...keysOf, p256dh: 'AAAA' } });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().error.message).toBe('Assinatura de notificações inválida: as chaves não são as de um navegador.');
    const notUrl = await trpc(owner.cookie, 'push.subscribe', { endpoint: 'ftp://push.example.com/x', keys: keysOf });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().error.message).toContain('O endereço de notificações deve ser uma URL https');
  });

  it('subscribing the same browser again updates its row; another owner signing in on it takes it over', async () => {
    await forgetDevices();
    const device = browserPushSubscription(standInEndpoint('mesmo-celular'));
    expect((await trpc(owner.cookie, 'push.subscribe', device)).statusCode).toBe(200);
    expect((await trpc(owner.cookie, 'push.subscribe', { ...device, label: 'Celular da Maria' })).statusCode).toBe(200);
    let rows = await t.em().find(PushSubscription, { endpoint: device.endpoint });
    expect(rows.map((row) => [row.user.id, row.label])).toEqual([[owner.user.id, 'Celular da Maria']]);

    const giuseppe = await signedInOwner(t, { name: 'Outro' });
    expect((await trpc(giuseppe.cookie, 'push.subscribe', device)).statusCode).toBe(200);
    rows = await t.em().find(PushSubscription, { endpoint: device.endpoint });
    expect(rows.map((row) => row.user.id)).toEqual([giuseppe.user.id]);
  });

  it('unsubscribe stops alerts to that browser and touches only the caller’s own', async () => {
    await forgetDevices();
    const mine = browserPushSubscription(standInEndpoint('meu'));
    const theirs = browserPushSubscription(standInEndpoint('dele'));
    const other = await signedInOwner(t, { name: 'Mais um' });
    await trpc(owner.cookie, 'push.subscribe', mine);
    await trpc(other.cookie, 'push.subscribe', theirs);

    expect((await trpc(owner.cookie, 'push.unsubscribe', { endpoint: theirs.endpoint })).statusCode).toBe(200);
    expect((await trpc(owner.cookie, 'push.unsubscribe', { endpoint: mine.endpoint })).json().result.data).toEqual({ subscribed: false });
    const left = await t.em().find(PushSubscription, {});
    expect(left.map((row) => row.endpoint)).toEqual([theirs.endpoint]);
  });

  it('keeps the 10 newest devices of an owner', async () => {
    await forgetDevices();
    for (let i = 0; i < 12; i++) {
      expect((await trpc(owner.cookie, 'push.subscribe', browserPushSubscription(standInEndpoint(`aparelho-${i}`)))).statusCode).toBe(200);
    }
    const endpoints = await storedEndpoints();
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(standInEndpoint('aparelho-0'));
    expect(endpoints).toContain(standInEndpoint('aparelho-11'));
  });
});
