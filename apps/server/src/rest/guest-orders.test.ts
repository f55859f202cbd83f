import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ORDER_REFUSED, GUEST_ORDERS_DISABLED } from '@direto/contracts';
import { Order, Restaurant, RestaurantCustomer, type IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { nextTestClientAddress } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let coxinha: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Bar do Zé', deliveryFee: '5.00' });
  coxinha = await makeProduct(t.em(), owner.restaurant, { name: 'Coxinha', price: '8.00' });
});

let phoneSeq = 0;
/** A phone no other test uses (3 open orders per phone). */
const freshPhone = () => `(11) 9${String(1000_0000 + ++phoneSeq * 7919).slice(-8, -4)}-${String(1000_0000 + phoneSeq * 7919).slice(-4)}`;
let addressSeq = 0;
const freshAddress = () => `Rua das Laranjeiras, ${++addressSeq}0, apto 12`;

function guestBody(customer: { name?: string; phone: string; marketingConsent?: boolean }, deliveryAddress = freshAddress()) {
  return {
    order: { restaurantId: owner.restaurant.id, subtotal: '16.00', deliveryFee: '5.00', total: '21.00', deliveryAddress, notes: 'Sem cebola' },
    items: [{ productId: coxinha.id, quantity: 2, unitPrice: '8.00', totalPrice: '16.00' }],
    customer: { name: customer.name ?? 'Maria Oliveira', phone: customer.phone, marketingConsent: customer.marketingConsent ?? false },
  };
}

const guestOrders = () => `/api/restaurants/${owner.restaurant.id}/guest-orders`;

function placeGuest(body: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: guestOrders(), payload: body as object, headers: cookie ? { cookie } : {} });
}

/** The device cookie a response set, as a Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = (res.headers['set-cookie'] ? [res.headers['set-cookie']].flat() : []).find((cookie) => String(cookie).startsWith('direto.device='));
  if (!header) throw new Error('sem cookie do aparelho');
  return String(header).split(';')[0] ?? '';
}

async function trpcQuery(procedure: string, cookie?: string, input?: unknown) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.app.inject({ method: 'GET', url: `/trpc/${procedure}${search}`, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body, data: res.json().result?.data };
}

async function setGuestOrders(on: boolean) {
  await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { guestOrders: on });
}

describe('GET/PUT /api/restaurants/{id}/order-settings', () => {
  it('starts off, is turned on by the owner, and refuses a save from a stale form (409)', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/order-settings`;
    const initial = await owner.rest.get(url);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({ guestOrders: false });

    const saved = await owner.rest.put(url, { guestOrders: true, expectedVersion: initial.json().version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().guestOrders).toBe(true);
    expect(saved.json().version).not.toBe(initial.json().version);

    const stale = await owner.rest.put(url, { guestOrders: false, expectedVersion: initial.json().version });
    expect(stale.statusCode).toBe(409);
    expect((await owner.rest.get(url)).json().guestOrders).toBe(true);
    await setGuestOrders(false);
  });
});

describe('POST /api/restaurants/{id}/guest-orders', () => {
  it('is refused with 403 while the restaurant accepts only registered customers', async () => {
    await setGuestOrders(false);
    const res = await placeGuest(guestBody({ phone: freshPhone() }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: GUEST_ORDERS_DISABLED });
    expect(await t.em().count(Order, { restaurant: owner.restaurant.id })).toBe(0);
  });

  it('places the order priced by the server, answers a tracking token, and remembers the device in a signed HttpOnly cookie', async () => {
    await setGuestOrders(true);
    const res = await placeGuest(guestBody({ name: 'Maria Oliveira', phone: '11 98888-1234', marketingConsent: true }));
    expect(res.statusCode).toBe(201);
    const { order, trackingToken } = res.json();
    expect(order).toMatchObject({ status: 'pending', customerId: null, customerName: 'Maria Oliveira', customerPhone: '(11) 98888-1234', total: '21.00' });
    // At least 128 bits of base64url.
    expect(trackingToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const cookie = String([res.headers['set-cookie']].flat().find((header) => String(header).startsWith('direto.device=')));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);

    // The token is never stored, only its digest; the customer record is keyed by the E.164 phone.
    const stored = await t.em().findOneOrFail(Order, order.id, { populate: ['restaurantCustomer'] });
    expect(stored.guestTokenHash).toBe(createHash('sha256').update(trackingToken).digest('hex'));
    expect(stored.restaurantCustomer?.phone).toBe('+5511988881234');
    expect(stored.restaurantCustomer).toMatchObject({ name: 'Maria Oliveira', marketingConsent: true, marketingConsentSource: 'checkout' });

    const tracked = await restClient(t).get(`/api/guest-orders/${trackingToken}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ id: order.id, customerName: 'Maria Oliveira', restaurantSlug: owner.restaurant.shareableSlug });
    expect(tracked.json().statusHistory.map((step: { status: string }) => step.status)).toEqual(['pending']);
  });

  it('answers 404 to a guessed or mistyped token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x', 'a'.repeat(64)]) {
      const res = await restClient(t).get(`/api/guest-orders/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('refuses an invalid phone with a pt-BR message (400) and a delivery without an address', async () => {
    await setGuestOrders(true);
    const badPhone = await placeGuest(guestBody({ phone: '1234-5678' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain('Informe um celular válido com DDD');
    const body = guestBody({ phone: freshPhone() });
    const noAddress = await placeGuest({ ...body, order: { ...body.order, deliveryAddress: undefined } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('Informe o endereço de entrega');
  });

  it('takes at most 3 open orders per phone, even from parallel requests', async () => {
    await setGuestOrders(true);
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeGuest(guestBody({ phone }))));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.find((res) => res.statusCode === 429)?.json().message).toContain('já tem 3 pedidos em andamento');

    // One delivered frees a place.
    const placed = await t.em().find(Order, { restaurantCustomer: { phone: `+55${phone.replace(/\D/g, '')}` } });
    await t.em().nativeUpdate(Order, { id: placed[0]?.id }, { status: 'delivered' });
    expect((await placeGuest(guestBody({ phone }))).statusCode).toBe(201);
  });

  it('takes at most 20 guest orders an hour to one address', async () => {
    await setGuestOrders(true);
    const address = freshAddress();
    for (let index = 0; index < 20; index++) expect((await placeGuest(guestBody({ phone: freshPhone() }, address))).statusCode).toBe(201);
    const refused = await placeGuest(guestBody({ phone: freshPhone() }, address.toUpperCase()));
    expect(refused.statusCode).toBe(429);
  });

  it('refuses a blocked customer with a neutral message, whether guest or account', async () => {
    await setGuestOrders(true);
    const phone = '(21) 99876-5432';
    expect((await placeGuest(guestBody({ phone }))).statusCode).toBe(201);
    await t.em().nativeUpdate(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5521998765432' }, { blocked: true });

    const guest = await placeGuest(guestBody({ phone: '+55 21 99876 5432' }));
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ message: GUEST_ORDER_REFUSED });

    const customer = await signedInCustomer(t, { phone });
    const body = guestBody({ phone });
    const account = await customer.rest.post('/api/orders', { order: body.order, items: body.items });
    expect(account.statusCode).toBe(403);
    expect(account.json()).toEqual({ message: GUEST_ORDER_REFUSED });
  });

  it('answers a retry with the same Idempotency-Key with the same order under a fresh link', async () => {
    await setGuestOrders(true);
    const body = guestBody({ phone: freshPhone() });
    const send = () => t.app.inject({ method: 'POST', url: guestOrders(), payload: body, headers: { 'idempotency-key': 'tentativa-1' } });
    const first = await send();
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(first.json().order.id);
    expect((await restClient(t).get(`/api/guest-orders/${retry.json().trackingToken}`)).statusCode).toBe(200);
    expect((await restClient(t).get(`/api/guest-orders/${first.json().trackingToken}`)).statusCode).toBe(404);
  });
});

describe('account orders and the customer record', () => {
  it('links an account order to the record of its phone, merged with the guest orders of that phone, without withdrawing a consent', async () => {
    await setGuestOrders(true);
    const phone = '(31) 98765-1111';
    expect((await placeGuest(guestBody({ phone, marketingConsent: true }))).statusCode).toBe(201);
    const customer = await signedInCustomer(t, { phone: '31987651111', firstName: 'Beatriz', lastName: 'Lima' });
    const body = guestBody({ phone });
    const res = await customer.rest.post('/api/orders', { order: body.order, items: body.items });
    expect(res.statusCode).toBe(201);

    const records = await t.em().find(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5531987651111' });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ name: 'Beatriz Lima', marketingConsent: true });
    expect(records[0]?.user?.id).toBe(customer.user.id);
    const order = await t.em().findOneOrFail(Order, res.json().id);
    expect(order.restaurantCustomer?.id).toBe(records[0]?.id);
  });

  it("a guest typing an account's phone does not rename that customer for the owner (the order keeps the name typed)", async () => {
    await setGuestOrders(true);
    const customer = await signedInCustomer(t, { phone: '31987652222', firstName: 'Bruno', lastName: 'Lima' });
    const own = guestBody({ phone: '(31) 98765-2222' });
    expect((await customer.rest.post('/api/orders', { order: own.order, items: own.items })).statusCode).toBe(201);

    const res = await placeGuest(guestBody({ name: 'Joana Teste', phone: '(31) 98765-2222' }));
    expect(res.statusCode).toBe(201);
    const record = await t.em().findOneOrFail(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5531987652222' });
    expect(record.name).toBe('Bruno Lima');
    expect((await t.em().findOneOrFail(Order, res.json().order.id)).customerName).toBe('Joana Teste');
  });
});

describe('the device remembers; a phone proves nothing', () => {
  it('prefills and lists only the orders of this device; another device typing the same phone gets nothing of them', async () => {
    await setGuestOrders(true);
    const phone = freshPhone();
    const first = await placeGuest(guestBody({ name: 'Joana Prado', phone }, 'Rua Secreta da Joana, 77'));
    expect(first.statusCode).toBe(201);
    const joanaDevice = deviceCookieOf(first);

    const remembered = await trpcQuery('guestOrder.device', joanaDevice);
    expect(remembered.data.prefill).toMatchObject({ name: 'Joana Prado', phone });
    expect(remembered.data.orders.map((order: { id: string }) => order.id)).toEqual([first.json().order.id]);

    // Another browser: no cookie at all, then its own order with the same phone.
    const stranger = await trpcQuery('guestOrder.device');
    expect(stranger.data).toEqual({ prefill: null, orders: [] });
    const other = await placeGuest(guestBody({ name: 'Outra Pessoa', phone }, 'Avenida Outra, 5'));
    expect(other.statusCode).toBe(201);
    const otherDevice = deviceCookieOf(other);
    const seenByOther = [other.body, (await trpcQuery('guestOrder.device', otherDevice)).body, (await restClient(t).get(`/api/guest-orders/${other.json().trackingToken}`)).body];
    for (const body of seenByOther) {
      expect(body).not.toContain('Joana');
      expect(body).not.toContain('Rua Secreta');
      expect(body).not.toContain(first.json().order.id);
    }
    // A forged device cookie reads as none.
    const forged = await trpcQuery('guestOrder.device', `direto.device=${joanaDevice.split('=')[1]?.split('.')[0]}.assinatura-falsa`);
    expect(forged.data).toEqual({ prefill: null, orders: [] });
  });

  it("'Não sou eu' clears the device cookie", async () => {
    await setGuestOrders(true);
    const placed = await placeGuest(guestBody({ phone: freshPhone() }));
    const res = await t.app.inject({ method: 'POST', url: '/trpc/guestOrder.forgetDevice', headers: { cookie: deviceCookieOf(placed) }, payload: {} });
    expect(res.statusCode).toBe(200);
    const cleared = String([res.headers['set-cookie']].flat().find((header) => String(header).startsWith('direto.device=')));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("'Criar senha' makes an account that owns this device's guest orders", async () => {
    await setGuestOrders(true);
    const phone = freshPhone();
    const first = await placeGuest(guestBody({ name: 'Carla Nunes', phone }));
    const device = deviceCookieOf(first);
    const second = await placeGuest(guestBody({ name: 'Carla Nunes', phone }), device);
    const created = await t.app.inject({
      method: 'POST',
      url: '/trpc/guestOrder.createAccount',
      remoteAddress: nextTestClientAddress(),
      headers: { cookie: device },
      payload: { token: second.json().trackingToken, email: `carla-${phoneSeq}@teste.com`, password: 'senha-segura-123' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data).toMatchObject({ firstName: 'Carla', lastName: 'Nunes' });
    const session = String([created.headers['set-cookie']].flat().find((header) => String(header).startsWith('direto.sid='))).split(';')[0];
    const mine = await trpcQuery('order.mine', session);
    expect(mine.data.map((order: { id: string }) => order.id).sort()).toEqual([first.json().order.id, second.json().order.id].sort());
    const record = await t.em().findOneOrFail(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: `+55${phone.replace(/\D/g, '')}` });
    expect(record.user?.id).toBe(created.json().result.data.id);
  });
});
