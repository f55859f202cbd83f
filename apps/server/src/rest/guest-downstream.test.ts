import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent, PushMessage } from '@direto/contracts';
import { Restaurant, type IProduct } from '@direto/db';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { makeProduct } from '../../test/factories';
import { mailServerForTheFile } from '../../test/mail-server';
import { listenOnPort } from '../../test/peer-app';
import { pushServiceForTheFile, type MockSubscription } from '../../test/push-service';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

/**
 * Issue 30, point 9: everything after the checkout works for an order without an account — the
 * owner's board, detail and stats, the push alert, the live status (for the link's holder only)
 * — and no e-mail is attempted (a guest has none).
 */

const mail = mailServerForTheFile();
const push = pushServiceForTheFile();
const t = testAppForTheFile(() => ({ SMTP_URL: mail.url, PUSH_TEST_SERVICES: push.origin }));
let server: string;
let owner: SignedInOwner;
let acaraje: IProduct;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = (await listenOnPort(t.app)).url;
  owner = await signedInOwner(t, { name: 'Acarajé da Rita', deliveryFee: '5.00' });
  acaraje = await makeProduct(t.em(), owner.restaurant, { name: 'Acarajé', price: '12.50' });
  await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { guestOrders: true });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
});

/** Joana's order of two acarajés, without an account: R$ 30,00. */
function placeGuestOrder(): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/guest-orders`,
    payload: {
      order: { restaurantId: owner.restaurant.id, subtotal: '25.00', deliveryFee: '5.00', total: '30.00', deliveryAddress: 'Rua Chile, 22, apto 3', notes: 'Sem pimenta' },
      items: [{ productId: acaraje.id, quantity: 2, unitPrice: '12.50', totalPrice: '25.00' }],
      customer: { name: 'Joana Prado', phone: '(71) 99876-5432', marketingConsent: false },
    },
  });
}

async function ownerTurnsAlertsOn(): Promise<MockSubscription> {
  const key = await t.app.inject({ method: 'GET', url: '/trpc/push.publicKey', headers: { cookie: owner.cookie } });
  const subscription = await push.subscribe((key.json().result.data as { publicKey: string }).publicKey);
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/push.subscribe',
    headers: { cookie: owner.cookie },
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, label: 'Chrome no Android' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return subscription;
}

async function subscribe(path: string, input: unknown, cookie?: string): Promise<EventStream> {
  const stream = await openEventStream(server, path, input, cookie);
  streams.push(stream);
  return stream;
}

describe('a guest order downstream (issue 30)', () => {
  it('reaches the owner (push, board, detail, stats), follows live for the link holder only, and sends no e-mail', async () => {
    const phone = await ownerTurnsAlertsOn();
    const mailsBefore = mail.received.length;

    const placed = await placeGuestOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, trackingToken } = placed.json() as { order: { id: string }; trackingToken: string };

    // The owner's phone is alerted with the guest's name.
    await expect.poll(async () => (await push.messages(phone.clientHash)).length, { timeout: 5_000 }).toBe(1);
    const [alert] = (await push.messages(phone.clientHash)).map((text) => JSON.parse(text) as PushMessage);
    expect(alert).toMatchObject({ title: 'Novo pedido · R$ 30,00 · Joana Prado', body: '2× Acarajé · OBS: Sem pimenta', url: `/dashboard/orders/${order.id}` });

    // The board and the detail name the guest and carry the phone and address a ticket and WhatsApp use.
    const board = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders`)).json() as { id: string; customerName: string; total: string }[];
    expect(board).toContainEqual(expect.objectContaining({ id: order.id, customerName: 'Joana Prado', total: '30.00' }));
    const detail = await owner.rest.get(`/api/orders/${order.id}`);
    expect(detail.json()).toMatchObject({
      customerId: null,
      customerName: 'Joana Prado',
      customerPhone: '(71) 99876-5432',
      deliveryAddress: 'Rua Chile, 22, apto 3',
      notes: 'Sem pimenta',
      items: [expect.objectContaining({ quantity: 2, totalPrice: '25.00' })],
    });
    expect((await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/stats`)).json()).toMatchObject({ todayOrders: 1, todayRevenue: '30.00' });

    // The link's holder follows it live, without a session; a guessed link is refused.
    const holder = await subscribe('live.guestOrder', { token: trackingToken });
    await holder.waitFor<{ type: string }>((event) => event.type === 'sync');
    const guessed = await subscribe('live.guestOrder', { token: `${trackingToken.slice(0, -4)}AAAA` });
    expect((await guessed.error()).data.code).toBe('NOT_FOUND');
    // Nor does the order's id open its stream to someone without an account.
    const byId = await subscribe('live.order', { orderId: order.id });
    expect((await byId.error()).data.code).toBe('UNAUTHORIZED');

    expect((await owner.rest.put(`/api/orders/${order.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await holder.waitFor<OrderEvent>((event) => event.type === 'order.status' && event.orderId === order.id)).toMatchObject({ status: 'confirmed' });

    // No e-mail for the guest, neither on placing nor on the status change.
    await t.app.notifications.drain();
    expect(mail.received.slice(mailsBefore)).toEqual([]);
  });
});
