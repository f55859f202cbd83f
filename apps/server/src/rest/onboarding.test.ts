import type { RequiredEntityData } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import type { Onboarding, OnboardingStepKey } from '@direto/contracts';
import { RestaurantMember, type IRestaurantMember } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { pngImage } from '../../test/images';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { loginCookie, registerAndLogin } from '../../test/session';

/** 'Primeiros passos' through REST (issue 35): each step ticked by the real action, never by a box. */
const t = testAppForTheFile();

const onboardingUrl = (owner: SignedInOwner) => `/api/restaurants/${owner.restaurant.id}/onboarding`;

/**
 * The web app's own calls, tRPC only (the REST paths are the spec's): the share card's
 * 'Copiar'/'Baixar QR Code' and the checklist's 'Dispensar', sent as the browser sends them.
 */
const webAppCall = (cookie: string | undefined, procedure: 'onboarding.recordShare' | 'onboarding.dismiss', restaurantId: string) =>
  t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, headers: cookie ? { cookie } : {}, payload: { id: restaurantId } });
const trpcData = (res: { json: () => unknown }) => (res.json() as { result: { data: Onboarding } }).result.data;

async function stepsOf(owner: SignedInOwner): Promise<Onboarding> {
  const res = await owner.rest.get(onboardingUrl(owner));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Onboarding>();
}

/** The keys of the steps done, in the checklist's order. */
async function doneSteps(owner: SignedInOwner): Promise<OnboardingStepKey[]> {
  return (await stepsOf(owner)).steps.filter((step) => step.done).map((step) => step.key);
}

async function upload(owner: SignedInOwner): Promise<string> {
  const { uploadURL, objectPath } = (await owner.rest.post('/api/objects/upload')).json();
  const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage(), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return objectPath as string;
}

const RESTAURANT_FORM = { name: 'Cantina da Praça', deliveryFee: '0.00', deliveryTime: '30-45 min', isOpen: true };
const DELIVERY_FORM = { delivery: true, pickup: false, pickupTime: { min: 20, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null };
const ADDRESS = { cep: '01001-000', street: 'Praça da Sé', number: '10', district: 'Sé', city: 'São Paulo', state: 'SP' };
/** Open all day, every day: the test order is placed whenever the test runs. */
const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '23:59' }));

describe('GET /api/restaurants/{id}/onboarding', () => {
  it('starts with every step to do, in order, each with the screen where it is done', async () => {
    const owner = await signedInOwner(t);
    expect(await stepsOf(owner)).toEqual({
      steps: [
        { key: 'branding', done: false, href: '/settings?aba=restaurante' },
        { key: 'address', done: false, href: '/settings?aba=entrega' },
        { key: 'hours', done: false, href: '/settings?aba=funcionamento' },
        { key: 'delivery', done: false, href: '/settings?aba=entrega' },
        { key: 'payment', done: false, href: '/settings?aba=pagamento' },
        { key: 'products', done: false, href: '/dashboard#cardapio' },
        { key: 'guest_orders', done: false, href: '/settings?aba=pedidos' },
        { key: 'share', done: false, href: '/dashboard#compartilhar' },
        { key: 'test_order', done: false, href: '/dashboard#pedidos' },
      ],
      complete: false,
      dismissed: false,
    });
  });

  it('ticks each step as the owner really does it, through the API, until complete', async () => {
    const owner = await signedInOwner(t);
    const id = owner.restaurant.id;

    // branding: the logo alone is not enough, the cover too.
    const restaurantUrl = `/api/restaurants/${id}`;
    expect((await owner.rest.put(restaurantUrl, { ...RESTAURANT_FORM, imageUrl: await upload(owner) })).statusCode).toBe(200);
    expect(await doneSteps(owner)).toEqual([]);
    expect((await owner.rest.put(restaurantUrl, { ...RESTAURANT_FORM, coverUrl: await upload(owner) })).statusCode).toBe(200);
    expect(await doneSteps(owner)).toEqual(['branding']);

    // delivery: Configurações › Entrega saved (even as it came); address: only once one is saved.
    expect((await owner.rest.put(`/api/restaurants/${id}/delivery-settings`, DELIVERY_FORM)).statusCode).toBe(200);
    expect(await doneSteps(owner)).toEqual(['branding', 'delivery']);
    expect((await owner.rest.put(`/api/restaurants/${id}/delivery-settings`, { ...DELIVERY_FORM, address: ADDRESS })).statusCode).toBe(200);
    expect(await doneSteps(owner)).toEqual(['branding', 'address', 'delivery']);

    const hours = await owner.rest.put(`/api/restaurants/${id}/opening-hours`, { weekly: ALWAYS_OPEN });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(await doneSteps(owner)).toEqual(['branding', 'address', 'hours', 'delivery']);

    // payment: reading the defaults changes nothing; saving them, even unchanged, does.
    const payment = (await owner.rest.get(`/api/restaurants/${id}/payment-settings`)).json();
    expect(await doneSteps(owner)).not.toContain('payment');
    const saved = await owner.rest.put(`/api/restaurants/${id}/payment-settings`, { methods: payment.methods, pix: payment.pix });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await doneSteps(owner)).toContain('payment');

    // products: five of them.
    const productIds: string[] = [];
    for (let n = 1; n <= 5; n++) {
      if (n === 5) expect(await doneSteps(owner)).not.toContain('products');
      const res = await owner.rest.post('/api/products', { restaurantId: id, name: `Prato ${n}`, description: 'Do dia', price: '25.00', prepTime: 20 });
      expect(res.statusCode, res.body).toBe(201);
      productIds.push(res.json().id);
    }
    expect(await doneSteps(owner)).toContain('products');

    const guest = await owner.rest.put(`/api/restaurants/${id}/order-settings`, { guestOrders: true });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(await doneSteps(owner)).toContain('guest_orders');

    const shared = await webAppCall(owner.cookie, 'onboarding.recordShare', id);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(trpcData(shared).steps.find((step) => step.key === 'share')?.done).toBe(true);

    expect((await stepsOf(owner)).complete).toBe(false);
    const customer = await signedInCustomer(t);
    const order = await customer.rest.post('/api/orders', {
      order: { restaurantId: id, subtotal: '25.00', deliveryFee: '0.00', total: '25.00' },
      items: [{ productId: productIds[0], quantity: 1, unitPrice: '25.00', totalPrice: '25.00' }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const finished = await stepsOf(owner);
    expect(finished.steps.every((step) => step.done)).toBe(true);
    expect(finished.complete).toBe(true);
    expect(finished.dismissed).toBe(false);
  });

  it('counts delivery as set up from a delivery area, a flat fee or pickup, without the settings saved', async () => {
    const byArea = await signedInOwner(t);
    const area = await byArea.rest.post(`/api/restaurants/${byArea.restaurant.id}/delivery-areas`, { district: 'Centro', city: 'São Paulo', fee: '5.00', minTime: 30, maxTime: 40 });
    expect(area.statusCode, area.body).toBe(201);
    expect(await doneSteps(byArea)).toEqual(['delivery']);

    const byFee = await signedInOwner(t);
    expect((await byFee.rest.put(`/api/restaurants/${byFee.restaurant.id}`, { ...RESTAURANT_FORM, deliveryFee: '6.00' })).statusCode).toBe(200);
    expect(await doneSteps(byFee)).toEqual(['delivery']);
  });
});

describe("'Dispensar' (onboarding.dismiss)", () => {
  it('is kept for the restaurant: every later read (another device) says dismissed', async () => {
    const owner = await signedInOwner(t);
    const res = await webAppCall(owner.cookie, 'onboarding.dismiss', owner.restaurant.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(trpcData(res).dismissed).toBe(true);
    const elsewhere = restClient(t, await loginCookie(t, owner.email, owner.password));
    const again = await elsewhere.get(onboardingUrl(owner));
    expect(again.json<Onboarding>()).toMatchObject({ dismissed: true, complete: false });
  });
});

describe('who may read and change the checklist', () => {
  it('only the owner: another owner and staff are refused (403), a customer too, and anonymous must sign in (401)', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const customer = await signedInCustomer(t);
    const staff = await registerAndLogin(t, { userType: 'customer' });
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();

    const id = owner.restaurant.id;
    const calls = [
      (cookie?: string) => restClient(t, cookie).get(`/api/restaurants/${id}/onboarding`),
      (cookie?: string) => webAppCall(cookie, 'onboarding.recordShare', id),
      (cookie?: string) => webAppCall(cookie, 'onboarding.dismiss', id),
    ];
    for (const call of calls) {
      expect((await call(other.cookie)).statusCode).toBe(403);
      expect((await call(staff.cookie)).statusCode).toBe(403);
      expect((await call(customer.cookie)).statusCode).toBe(403);
      expect((await call(undefined)).statusCode).toBe(401);
    }
    expect((await restClient(t).get(`/api/restaurants/${id}/onboarding`)).json()).toEqual({ message: expect.any(String) });
    // Nothing the others sent was recorded.
    expect(await stepsOf(owner)).toMatchObject({ dismissed: false });
    expect(await doneSteps(owner)).toEqual([]);
  });
});
