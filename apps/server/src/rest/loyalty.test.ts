import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents, type LoyaltySettingsInput } from '@direto/contracts';
import { Coupon, Order } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { nextTestClientAddress } from '../../test/session';
import { restClient, shopWithProduct, signedInCustomer, type ShopWithProduct } from '../../test/restaurant-fixtures';

/**
 * Issue 31, the loyalty card: the owner's settings (GET/PUT …/loyalty), the count (only delivered
 * orders of at least the minimum subtotal, restarting after each reward), the reward issued with
 * the Nth delivery and offered at the next checkout, and the customer's progress, which only the
 * customer's own account or device can read.
 */
const t = testAppForTheFile();

type Shop = ShopWithProduct;

/** R$ 20,00 pizzas, R$ 5,00 delivery, guest orders on. */
const shop = () => shopWithProduct(t, { name: 'Pizzaria Fiel', deliveryFee: '5.00', guestOrders: true }, { name: 'Pizza Margherita', price: '20.00' });

const loyaltyUrl = (restaurantId: string) => `/api/restaurants/${restaurantId}/loyalty`;
const progressUrl = (restaurantId: string) => `/api/restaurants/${restaurantId}/loyalty/progress`;
const card = (fields: Partial<LoyaltySettingsInput> = {}): LoyaltySettingsInput => ({ enabled: true, ordersNeeded: 3, minSubtotal: '30', reward: { type: 'free_delivery' }, validityDays: 10, ...fields });

function orderBody(s: Shop, { quantity = 2, deliveryFee = '5.00', couponCode }: { quantity?: number; deliveryFee?: string; couponCode?: string } = {}) {
  const subtotal = toCents(s.product.price) * quantity;
  return {
    order: { restaurantId: s.owner.restaurant.id, subtotal: fromCents(subtotal), deliveryFee, total: fromCents(subtotal + toCents(deliveryFee)), ...(couponCode ? { couponCode } : {}) },
    items: [{ productId: s.product.id, quantity, unitPrice: s.product.price, totalPrice: fromCents(subtotal) }],
  };
}

let addressSeq = 0;
async function guestOrder(s: Shop, phone: string, options: Parameters<typeof orderBody>[1] & { cookie?: string; consent?: boolean; name?: string } = {}) {
  const body = orderBody(s, options);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${s.owner.restaurant.id}/guest-orders`,
    remoteAddress: nextTestClientAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { ...body, order: { ...body.order, deliveryAddress: `Rua Fiel, ${++addressSeq}` }, customer: { name: options.name ?? 'Rita Lee', phone, marketingConsent: options.consent ?? false } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = [res.headers['set-cookie'] ?? []].flat().find((cookie) => String(cookie).startsWith('direto.device='));
  if (!header) throw new Error('sem cookie do aparelho');
  return String(header).split(';')[0] ?? '';
}

async function deliver(s: Shop, orderId: string) {
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const res = await s.owner.rest.put(`/api/orders/${orderId}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const progressOf = async (restaurantId: string, cookie?: string) => (await restClient(t, cookie).get(progressUrl(restaurantId))).json();
const loyaltyCoupons = (restaurantId: string) => t.em().find(Coupon, { restaurant: restaurantId, source: 'loyalty' }, { orderBy: { createdAt: 'asc' } });

describe('GET and PUT /api/restaurants/{id}/loyalty', () => {
  it('answers a never-set card switched off, saves the owner’s card and reads it back', async () => {
    const s = await shop();
    const initial = await s.owner.rest.get(loyaltyUrl(s.owner.restaurant.id));
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({ enabled: false, reward: { type: 'free_delivery' } });

    const saved = await s.owner.rest.put(loyaltyUrl(s.owner.restaurant.id), { loyalty: card({ reward: { type: 'percent', percent: 15 } }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, ordersNeeded: 3, minSubtotal: '30.00', reward: { type: 'percent', percent: 15 }, validityDays: 10 });
    expect((await s.owner.rest.get(loyaltyUrl(s.owner.restaurant.id))).json()).toEqual(saved.json());
  });

  it('refuses bad values in pt-BR and a free item from another menu', async () => {
    const s = await shop();
    const other = await shop();
    const few = await s.owner.rest.put(loyaltyUrl(s.owner.restaurant.id), { loyalty: card({ ordersNeeded: 1 }) });
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe('loyalty.ordersNeeded: Número de pedidos: use de 2 a 20');
    const foreign = await s.owner.rest.put(loyaltyUrl(s.owner.restaurant.id), { loyalty: card({ reward: { type: 'free_item', productId: other.product.id } }) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Produto grátis: escolha um produto do seu cardápio');
  });

  it('is the owner’s only: another owner 403, a customer 403, nobody 401', async () => {
    const s = await shop();
    const other = await shop();
    const customer = await signedInCustomer(t);
    expect((await other.owner.rest.get(loyaltyUrl(s.owner.restaurant.id))).statusCode).toBe(403);
    expect((await other.owner.rest.put(loyaltyUrl(s.owner.restaurant.id), { loyalty: card() })).statusCode).toBe(403);
    expect((await customer.rest.get(loyaltyUrl(s.owner.restaurant.id))).statusCode).toBe(403);
    expect((await restClient(t).get(loyaltyUrl(s.owner.restaurant.id))).statusCode).toBe(401);
    expect((await s.owner.rest.get(loyaltyUrl(s.owner.restaurant.id))).json().enabled).toBe(false);
  });
});

describe('counting and the reward', () => {
  it('counts only delivered orders of the minimum, issues the reward at the Nth, offers it at the next checkout and restarts the count', async () => {
    const s = await shop();
    const restaurantId = s.owner.restaurant.id;
    await s.owner.rest.put(loyaltyUrl(restaurantId), { loyalty: card() });
    const phone = '(21) 98811-2233';

    const first = await guestOrder(s, phone);
    const device = deviceCookieOf(first);
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 0, needed: 3, message: 'Faltam 3 pedidos para ganhar frete grátis', rewardCouponCode: null });
    await deliver(s, first.json().order.id);
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 1, message: 'Faltam 2 pedidos para ganhar frete grátis' });

    // Below the minimum (R$ 20,00 < R$ 30,00) and cancelled orders don't count; one still in the kitchen neither.
    await deliver(s, (await guestOrder(s, phone, { cookie: device, quantity: 1 })).json().order.id);
    const cancelled = (await guestOrder(s, phone, { cookie: device })).json().order.id;
    expect((await s.owner.rest.put(`/api/orders/${cancelled}/status`, { status: 'cancelled', reason: 'Sem entregador' })).statusCode).toBe(200);
    await guestOrder(s, phone, { cookie: device });
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 1 });

    await deliver(s, (await guestOrder(s, phone, { cookie: device })).json().order.id);
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 2, message: 'Falta 1 pedido para ganhar frete grátis' });
    expect(await loyaltyCoupons(restaurantId)).toHaveLength(0);

    const third = (await guestOrder(s, phone, { cookie: device })).json().order.id;
    await deliver(s, third);
    const [reward, ...more] = await loyaltyCoupons(restaurantId);
    expect(more).toHaveLength(0);
    expect(reward).toMatchObject({ code: expect.stringMatching(/^FIEL[A-Z0-9]{6}$/), benefitType: 'free_delivery', totalLimit: 1, perCustomerLimit: 1, uses: 0 });
    const delivered = await t.em().findOneOrFail(Order, third, { populate: ['restaurantCustomer'] });
    expect(reward?.restaurantCustomer?.id).toBe(delivered.restaurantCustomer?.id);
    expect(reward?.endsAt?.getTime()).toBe((delivered.deliveredAt?.getTime() ?? 0) + 10 * 86_400_000);
    const endsAt = reward?.endsAt ?? new Date();
    const dayMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(endsAt);
    expect(await progressOf(restaurantId, device)).toMatchObject({
      counted: 3,
      needed: 3,
      message: `Você ganhou frete grátis! Será aplicado no seu próximo pedido até ${dayMonth}`,
      rewardCouponCode: reward?.code,
      rewardExpiresAt: endsAt.toISOString(),
    });
    // Setting the status again is refused and issues nothing more.
    expect((await s.owner.rest.put(`/api/orders/${third}/status`, { status: 'delivered' })).statusCode).toBe(409);
    expect(await loyaltyCoupons(restaurantId)).toHaveLength(1);

    // The next checkout gets the reward without typing it: free delivery.
    const quote = await t.app.inject({ method: 'POST', url: `/api/restaurants/${restaurantId}/coupon-quote`, headers: { cookie: device }, payload: { subtotal: '40.00', phone, deliveryFee: '5.00' } });
    expect(quote.json()).toMatchObject({ applied: { code: reward?.code, freeDelivery: true } });
    const fourth = await guestOrder(s, phone, { cookie: device, deliveryFee: '0.00' });
    expect(fourth.json().order).toMatchObject({ couponCode: reward?.code, deliveryFee: '0.00', total: '40.00' });

    // The count restarted with the reward; once used, the reward is no longer waiting.
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 0, message: 'Faltam 3 pedidos para ganhar frete grátis', rewardCouponCode: null });
    await deliver(s, fourth.json().order.id);
    expect(await progressOf(restaurantId, device)).toMatchObject({ counted: 1 });
  });

  it('issues nothing while the card is off, and the progress of a card that is off says so (200, enabled false: the menu asks on every visit)', async () => {
    const s = await shop();
    await s.owner.rest.put(loyaltyUrl(s.owner.restaurant.id), { loyalty: card({ enabled: false, ordersNeeded: 2 }) });
    for (let index = 0; index < 2; index += 1) await deliver(s, (await guestOrder(s, '(21) 98811-4455')).json().order.id);
    expect(await loyaltyCoupons(s.owner.restaurant.id)).toHaveLength(0);
    const res = await restClient(t).get(progressUrl(s.owner.restaurant.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, counted: 0, message: '' });
  });
});

describe('GET /api/restaurants/{id}/loyalty/progress', () => {
  it('is the asker’s own card: an account’s orders, never another device’s or account’s, never by phone', async () => {
    const s = await shop();
    const restaurantId = s.owner.restaurant.id;
    await s.owner.rest.put(loyaltyUrl(restaurantId), { loyalty: card({ reward: { type: 'amount', amount: '8' } }) });
    const ana = await signedInCustomer(t, { phone: '(11) 97777-1212' });
    const bruno = await signedInCustomer(t, { phone: '(11) 97777-3434' });
    const placed = await ana.rest.post('/api/orders', orderBody(s));
    expect(placed.statusCode, placed.body).toBe(201);
    await deliver(s, placed.json().id);
    const guest = await guestOrder(s, '(11) 97777-5656');
    await deliver(s, guest.json().order.id);

    expect(await progressOf(restaurantId, ana.cookie)).toMatchObject({ counted: 1, needed: 3, reward: 'R$ 8,00 de desconto', message: 'Faltam 2 pedidos para ganhar R$ 8,00 de desconto', minSubtotal: '30.00' });
    // Another account, a stranger, and a stranger naming Ana's phone: an empty card.
    expect(await progressOf(restaurantId, bruno.cookie)).toMatchObject({ counted: 0, rewardCouponCode: null });
    expect(await progressOf(restaurantId)).toMatchObject({ counted: 0, rewardCouponCode: null });
    const byPhone = await t.app.inject({ method: 'GET', url: `${progressUrl(restaurantId)}?phone=%2B5511977771212` });
    expect(byPhone.json()).toMatchObject({ counted: 0 });
    // The guest's device sees the guest's card only.
    expect(await progressOf(restaurantId, deviceCookieOf(guest))).toMatchObject({ counted: 1 });
    expect((await restClient(t).get(progressUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });
});
