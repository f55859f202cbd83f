import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromCents, toCents } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { makeProduct } from '../../test/factories';
import { listenOnPort, startPeerApp } from '../../test/peer-app';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';
import { subscribeWithTrpcClient, type ClientObservation, type TrpcSubscription } from '../../test/trpc-subscription-client';
import { SERVER_CLOSING_MESSAGE } from './order-event-hub';

/**
 * live.restaurantOrders and live.myOrders have a lean route of their own (issue 20: the memory of
 * 5 000 open streams). The web app's unchanged client must not notice: these tests subscribe with
 * @trpc/client's httpSubscriptionLink over a real EventSource, against the real server.
 */
const t = testAppForTheFile();
let server: string;
let owner: SignedInOwner;
let otherOwner: SignedInOwner;
let customer: SignedInCustomer;
let moqueca: IProduct;
const clients: TrpcSubscription[] = [];
const streams: EventStream[] = [];

beforeAll(async () => {
  server = (await listenOnPort(t.app)).url;
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '5.00' });
  otherOwner = await signedInOwner(t, { name: 'Pastelaria do Zé', deliveryFee: '0.00' });
  customer = await signedInCustomer(t, { firstName: 'Ana' });
  moqueca = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
});

afterAll(async () => {
  for (const client of clients) client.close();
  for (const stream of streams) stream.close();
});

function subscribe(baseUrl: string, path: string, input: unknown, cookie?: string): TrpcSubscription {
  const client = subscribeWithTrpcClient(baseUrl, path, input, cookie);
  clients.push(client);
  return client;
}

async function placeOrder(): Promise<{ id: string }> {
  const res = await fetch(new URL('/api/orders', server), {
    method: 'POST',
    headers: { cookie: customer.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      order: {
        restaurantId: owner.restaurant.id,
        subtotal: moqueca.price,
        deliveryFee: '5.00',
        total: fromCents(toCents(moqueca.price) + toCents('5.00')),
        status: 'pending',
      },
      items: [{ productId: moqueca.id, quantity: 1, unitPrice: moqueca.price, totalPrice: moqueca.price }],
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const isData = (match: (data: Record<string, unknown>) => boolean) => (seen: ClientObservation) =>
  seen.type === 'data' && typeof seen.data === 'object' && seen.data !== null && match(seen.data as Record<string, unknown>);
const isSubscribedSync = isData((data) => data.type === 'sync' && data.reason === 'subscribed');

describe("the web app's tRPC client on the live routes", () => {
  it("follows an owner's board and a customer's orders: started, the opening sync, then each order", async () => {
    const board = subscribe(server, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    const mine = subscribe(server, 'live.myOrders', undefined, customer.cookie);
    for (const client of [board, mine]) {
      await client.waitFor((seen) => seen.type === 'started');
      await client.waitFor((seen) => seen.type === 'state' && seen.state === 'pending');
      await client.waitFor(isSubscribedSync);
    }

    const order = await placeOrder();
    const placed = isData((data) => data.type === 'order.placed' && data.orderId === order.id);
    expect(await board.waitFor(placed)).toMatchObject({ data: { restaurantId: owner.restaurant.id, customerId: customer.user.id, status: 'pending' } });
    await mine.waitFor(placed);
    expect([...board.observations(), ...mine.observations()].some((seen) => seen.type === 'error')).toBe(false);
  });

  it("gets a refusal as tRPC's error and stops (no retry)", async () => {
    const stranger = subscribe(server, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, otherOwner.cookie);
    expect(await stranger.waitFor((seen) => seen.type === 'error')).toEqual({ type: 'error', message: 'Você não tem acesso a este restaurante.', code: 'FORBIDDEN' });
    const anonymous = subscribe(server, 'live.myOrders', undefined);
    expect(await anonymous.waitFor((seen) => seen.type === 'error')).toEqual({ type: 'error', message: 'Faça login para continuar.', code: 'UNAUTHORIZED' });
    const badInput = subscribe(server, 'live.restaurantOrders', { restaurantId: 'não-é-um-id' }, owner.cookie);
    expect(await badInput.waitFor((seen) => seen.type === 'error')).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is told to reconnect when the server shuts down', async () => {
    const peer = await startPeerApp(t);
    const mine = subscribe(peer.url, 'live.myOrders', undefined, customer.cookie);
    await mine.waitFor(isSubscribedSync);
    await peer.close();
    expect(await mine.waitFor((seen) => seen.type === 'state' && seen.state === 'connecting' && seen.error !== null)).toEqual({
      type: 'state',
      state: 'connecting',
      error: { message: SERVER_CLOSING_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
    });
  });
});

describe('the live routes over HTTP', () => {
  async function open(path: string, input: unknown, cookie?: string): Promise<EventStream> {
    const stream = await openEventStream(server, path, input, cookie);
    streams.push(stream);
    return stream;
  }

  it("answer with tRPC's event-stream headers and every security header", async () => {
    const res = await fetch(new URL('/trpc/live.myOrders', server), { headers: { accept: 'text/event-stream', cookie: customer.cookie } });
    const headers = Object.fromEntries(res.headers);
    await res.body?.cancel();
    expect(res.status).toBe(200);
    expect(headers).toMatchObject({
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      vary: 'trpc-accept, accept',
      connection: 'keep-alive',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('renew a session that is due, as every request does (and the stream still opens)', async () => {
    const sixMinutesLater = Date.now() + 6 * 60 * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(sixMinutesLater);
    let res: Response;
    try {
      res = await fetch(new URL('/trpc/live.myOrders', server), { headers: { accept: 'text/event-stream', cookie: customer.cookie } });
    } finally {
      clock.mockRestore();
    }
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('direto.sid='))).toBe(true);
    if (!res.body) throw new Error('O stream veio sem corpo.');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let body = '';
    while (!body.includes('"subscribed"')) body += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(body).toContain('event: connected');
  });

  it('leave to tRPC what it answers differently: a batch is refused as before', async () => {
    const res = await fetch(new URL('/trpc/live.myOrders?batch=1&input=%7B%7D', server), { headers: { cookie: customer.cookie } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      { error: { message: 'Cannot batch subscription calls', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'live.myOrders' } } },
    ]);
  });

  it('forget the subscriber when the client goes, and keep counting it against the session until then', async () => {
    const before = t.app.orderEvents.subscriberCount;
    const stream = await open('live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    await stream.waitFor<{ type: string }>((event) => event.type === 'sync');
    expect(t.app.orderEvents.subscriberCount).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.app.orderEvents.subscriberCount, { timeout: 2_000 }).toBe(before);
  });
});
