import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PushSubscription, User, type IProduct } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { browserPushSubscription } from '../../test/push-service';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import type { ResolveHost } from './push-endpoint-policy';

/**
 * Issue 28: a push subscription named any URL, and every new order made the server POST there —
 * its own loopback, the private network, the cloud's metadata service. Here a local listener
 * stands for such an internal service: it counts every connection, and must never see one.
 */

const REFUSED = 'O endereço de notificações deve ser uma URL https de um serviço de push.';
/** A public address (Google's, where fcm.googleapis.com lives): only ever resolved to here, never connected to. */
const PUBLIC_ADDRESS = '142.250.79.42';

let trap: Awaited<ReturnType<typeof startTrapListener>>;
beforeAll(async () => {
  trap = await startTrapListener();
});
afterAll(async () => {
  await trap?.close();
});
beforeEach(() => {
  trap.forget();
});

/** An internal service on 127.0.0.1: counts the connections it receives (any protocol) and drops them. */
async function startTrapListener() {
  let sockets = 0;
  const server = createServer((socket) => {
    sockets += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets,
    /** Each test counts its own connections. */
    forget: () => void (sockets = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** DNS as a test writes it: each name answers its scripted answers in turn (the last repeats); any other name does not exist. */
function scriptedDns(script: Record<string, string[][]>): ResolveHost {
  const asked = new Map<string, number>();
  return async (hostname) => {
    const answers = script[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const turn = asked.get(hostname) ?? 0;
    asked.set(hostname, turn + 1);
    const addresses = answers[Math.min(turn, answers.length - 1)] ?? [];
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/** An owner with alerts on, a customer and a dish: what it takes for an order to send a push. */
async function restaurantWithCustomer(t: TestApp) {
  const owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '0.00' });
  const customer = await signedInCustomer(t);
  const product = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
  return { owner, customer, product };
}

/** Ana orders one Moqueca; the alerts it sends are finished when this returns. */
async function placeOrderAndWaitForAlerts(t: TestApp, { owner, customer, product }: { owner: SignedInOwner; customer: SignedInCustomer; product: IProduct }) {
  const placed = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: product.price, deliveryFee: '0.00', total: product.price, status: 'pending' },
    items: [{ productId: product.id, quantity: 1, unitPrice: product.price, totalPrice: product.price }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  await t.app.notifications.drain();
}

const subscribe = (t: TestApp, owner: SignedInOwner, endpoint: string) =>
  t.app.inject({ method: 'POST', url: '/trpc/push.subscribe', headers: { cookie: owner.cookie }, payload: browserPushSubscription(endpoint) });

const storedEndpoints = async (t: TestApp) => (await t.em().find(PushSubscription, {})).map((row) => row.endpoint);

describe.each(['development', 'production'])('push.subscribe with NODE_ENV=%s', (nodeEnv) => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof restaurantWithCustomer>>;
  beforeAll(async () => {
    // Names resolve as they do on the internet: nip.io's to the address they spell, a push service's to a public address.
    const dns = scriptedDns({ '127.0.0.1.nip.io': [['127.0.0.1']], 'fcm.googleapis.com': [[PUBLIC_ADDRESS]], 'metadata.google.internal': [['169.254.169.254']] });
    t = await createTestApp({ NODE_ENV: nodeEnv, LOG_LEVEL: 'silent' }, { resolvePushHost: dns });
    shop = await restaurantWithCustomer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses (400) every endpoint of the finding, stores none, and no order ever connects to them', async () => {
    const port = trap.port;
    const endpoints = [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://10.0.0.1/push/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      `https://user:pw@127.0.0.1:${port}/push/x`,
      `http://127.0.0.1:${port}/push/x`,
      `https://127.0.0.1:${port}/push/x`,
      `http://localhost:${port}/push/x`,
      `https://localhost.:${port}/push/x`,
      `https://0x7f000001:${port}/push/x`,
      `https://127.1:${port}/push/x`,
      `https://[::1]:${port}/push/x`,
      `https://[::ffff:127.0.0.1]:${port}/push/x`,
      `https://127.0.0.1.nip.io:${port}/push/x`,
      'https://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
      // A push service's name, but not over https, not on its port, or only as the start of another name.
      'http://fcm.googleapis.com/fcm/send/x',
      `https://fcm.googleapis.com:${port}/fcm/send/x`,
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://push.apple.com.evil.example/3/device/x',
    ];
    for (const endpoint of endpoints) {
      const res = await subscribe(t, shop.owner, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.message, endpoint).toBe(REFUSED);
    }
    expect(await storedEndpoints(t)).toEqual([]);

    await placeOrderAndWaitForAlerts(t, shop);
    expect(trap.connections()).toBe(0);
  });

  it('accepts a real push service’s endpoint', async () => {
    const res = await subscribe(t, shop.owner, 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedEndpoints(t)).toEqual(['https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH']);
    await t.em().nativeDelete(PushSubscription, {});
  });
});

describe('a push service whose name resolves to an internal address', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof restaurantWithCustomer>>;
  beforeAll(async () => {
    // An operator allowed two names that turn out to point at this machine (the listener's port).
    const allowed = `fcm.googleapis.com,localhost:${trap.port},*.localhost:${trap.port}`;
    const dns = scriptedDns({
      // DNS rebinding: public when the browser subscribed, this machine when the order comes.
      localhost: [[PUBLIC_ADDRESS], ['127.0.0.1']],
      // One public address among internal ones.
      'mixed.localhost': [[PUBLIC_ADDRESS, '127.0.0.1']],
      'intranet.localhost': [['10.20.30.40']],
      'mapped.localhost': [['::ffff:127.0.0.1']],
    });
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: allowed, LOG_LEVEL: 'silent' }, { resolvePushHost: dns });
    shop = await restaurantWithCustomer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused (400) when it resolves there at subscribe time, even to one address among public ones', async () => {
    for (const host of ['mixed.localhost', 'intranet.localhost', 'mapped.localhost']) {
      const res = await subscribe(t, shop.owner, `https://${host}:${trap.port}/push/x`);
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error.message).toBe(REFUSED);
    }
    expect(await storedEndpoints(t)).toEqual([]);
  });

  it('is never connected to when it resolves there at send time (DNS rebinding)', async () => {
    const endpoint = `https://localhost:${trap.port}/push/rebind`;
    const res = await subscribe(t, shop.owner, endpoint);
    expect(res.statusCode, res.body).toBe(200);

    await placeOrderAndWaitForAlerts(t, shop);
    await placeOrderAndWaitForAlerts(t, shop);
    expect(trap.connections()).toBe(0);
    // The name may resolve to the push service again: the device is kept (the failure is logged).
    expect(await storedEndpoints(t)).toEqual([endpoint]);
  });

  it('subscriptions stored before the rule are never sent to, and are forgotten at the next order', async () => {
    await t.em().nativeDelete(PushSubscription, {});
    const em = t.em();
    for (const endpoint of [`http://127.0.0.1:${trap.port}/push/antiga`, `https://localhost.:${trap.port}/push/antiga`, `https://user:pw@localhost:${trap.port}/push/antiga`]) {
      const { keys } = browserPushSubscription(endpoint);
      em.create(PushSubscription, { user: em.getReference(User, shop.owner.user.id), endpoint, p256dh: keys.p256dh, auth: keys.auth, label: null });
    }
    await em.flush();

    await placeOrderAndWaitForAlerts(t, shop);
    expect(trap.connections()).toBe(0);
    expect(await storedEndpoints(t)).toEqual([]);
  });
});
