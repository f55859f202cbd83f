import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClockTo } from '@direto/api';
import type { IProduct } from '@direto/db';
import { makeProduct } from '../../test/factories';
import { bearerClient, connectOpenDeliveryClient, requestToken, type OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { required } from '../../test/required';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';
import { startWebhookListener, type WebhookListener } from '../../test/webhook-listener';

/**
 * Issue 34, the webhook: a POS that registered its URL gets each event POSTed, signed with its
 * client secret; a failure is retried on the schedule, a 2xx acknowledges, and polling keeps what
 * the webhook has not delivered.
 */

const t = testAppForTheFile({ OD_WEBHOOK_ALLOW_PRIVATE: 'true' });
const POS_MERCHANT_ID = '22815773000169-dbc7e35a-c936-4665-9e13-eb55eb8b6824';
let owner: SignedInOwner;
let withoutWebhook: SignedInOwner;
let customer: SignedInCustomer;
let pos: OpenDeliveryClient;
let otherPos: OpenDeliveryClient;
let listener: WebhookListener;
let pizza: IProduct;
let otherPizza: IProduct;

beforeAll(async () => {
  listener = await startWebhookListener();
  owner = await signedInOwner(t, { name: 'Pizzaria Conectada', deliveryFee: '5.00' });
  withoutWebhook = await signedInOwner(t, { name: 'Pizzaria do Polling', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);
  pizza = await makeProduct(t.em(), owner.restaurant, { name: 'Pizza', price: '40.00' });
  otherPizza = await makeProduct(t.em(), withoutWebhook.restaurant, { name: 'Pizza', price: '40.00' });
  pos = await connectOpenDeliveryClient(t, owner);
  otherPos = await connectOpenDeliveryClient(t, withoutWebhook);
});
afterAll(async () => {
  setClockTo(null);
  await listener.close();
});

async function customerOrders(product: IProduct, restaurantId: string): Promise<string> {
  const placed = await customer.rest.post('/api/orders', {
    order: { restaurantId, subtotal: '40.00', deliveryFee: '5.00', total: '45.00', payment: { method: 'cash' } },
    items: [{ productId: product.id, quantity: 1, unitPrice: '40.00', totalPrice: '40.00' }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: string }>().id;
}

/** GET /v1/events:polling with a token taken now (the tests move the clock past a token's hour). */
async function pendingEvents(client: OpenDeliveryClient): Promise<{ eventId: string; eventType: string; orderId: string }[]> {
  const granted = await requestToken(t, { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'client_credentials' });
  expect(granted.statusCode, granted.body).toBe(200);
  const res = await bearerClient(t, granted.json<{ access_token: string }>().access_token).get('/v1/events:polling');
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const moveClock = (ms: number) => setClockTo(new Date(now().getTime() + ms));

describe('PUT /v1/merchantOnboarding and the webhook', () => {
  it('registers the POS webhook and answers 201 with Direto’s merchant id', async () => {
    const res = await pos.put(`/v1/merchantOnboarding?merchantId=${POS_MERCHANT_ID}`, {
      getMerchantURL: { baseURL: 'https://pdv.exemplo.com.br/v1', apiKey: 'chave-do-pdv' },
      ordersWebhookURL: listener.url,
    });
    expect(res.statusCode, res.body).toBe(201);
    expectValid('MerchantAPIInfo', res.json());
    expect(res.json()).toEqual({ ordersWebhookURL: listener.url, orderingAppMerchantId: owner.restaurant.id });
    // The owner's settings screen shows the URL the POS registered.
    const settings = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/open-delivery`);
    expect(settings.json().webhookUrl).toBe(listener.url);
  });

  it('POSTs the CREATED event signed with the client secret, retries a 500 after 10 s, and a 2xx acknowledges it', async () => {
    listener.answerNext(500);
    const orderId = await customerOrders(pizza, owner.restaurant.id);
    await t.app.openDeliveryWebhook.tick();

    expect(listener.received).toHaveLength(1);
    const first = required(listener.received[0], 'the first POST');
    const event = JSON.parse(first.rawBody) as { eventId: string; eventType: string; orderId: string };
    expectValid('Event', event);
    expect(event).toMatchObject({ eventType: 'CREATED', orderId });
    expect(first.headers['x-app-merchantid']).toBe(POS_MERCHANT_ID);
    expect(first.headers['x-app-id']).toMatch(/^[0-9a-f-]{36}$/);
    // What the POS checks: lowercase hex HMAC-SHA256 of the raw body, keyed with its client secret.
    expect(first.headers['x-app-signature']).toBe(createHmac('sha256', pos.clientSecret).update(first.rawBody).digest('hex'));
    // Refused by the POS: still pending for polling, not sent again before its 10 s.
    expect((await pendingEvents(pos)).map((pending) => pending.eventId)).toEqual([event.eventId]);
    moveClock(9_000);
    await t.app.openDeliveryWebhook.tick();
    expect(listener.received).toHaveLength(1);

    moveClock(1_500);
    await t.app.openDeliveryWebhook.tick();
    expect(listener.received).toHaveLength(2);
    expect(listener.received[1]?.rawBody).toBe(first.rawBody);
    // The 204 acknowledged it: polling no longer returns it, and it is sent no more.
    expect(await pendingEvents(pos)).toEqual([]);
    moveClock(60 * 60_000);
    await t.app.openDeliveryWebhook.tick();
    expect(listener.received).toHaveLength(2);
  });

  it('backs off 10 s, 30 s, 2 min, 10 min, 30 min, then leaves the event to polling', async () => {
    listener.answerNext(500, 503, 500, 502, 500, 500);
    const sentBefore = listener.received.length;
    const orderId = await customerOrders(pizza, owner.restaurant.id);
    await t.app.openDeliveryWebhook.tick();
    for (const delay of [10_000, 30_000, 120_000, 600_000, 1_800_000]) {
      moveClock(delay - 1_000);
      await t.app.openDeliveryWebhook.tick();
      moveClock(1_000);
      await t.app.openDeliveryWebhook.tick();
    }
    expect(listener.received.length - sentBefore).toBe(6);
    moveClock(24 * 60 * 60_000);
    await t.app.openDeliveryWebhook.tick();
    expect(listener.received.length - sentBefore).toBe(6);
    expect((await pendingEvents(pos)).map((pending) => [pending.eventType, pending.orderId])).toEqual([['CREATED', orderId]]);
  });

  it('sends nothing for a restaurant without a webhook: its events wait for polling', async () => {
    const sentBefore = listener.received.length;
    const orderId = await customerOrders(otherPizza, withoutWebhook.restaurant.id);
    await t.app.openDeliveryWebhook.tick();
    expect(listener.received.length).toBe(sentBefore);
    expect((await pendingEvents(otherPos)).map((pending) => [pending.eventType, pending.orderId])).toEqual([['CREATED', orderId]]);
  });
});
