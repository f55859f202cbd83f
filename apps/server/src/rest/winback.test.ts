import { afterEach, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { fromCents, toCents } from '@direto/contracts';
import { Coupon, Restaurant, RestaurantCustomer } from '@direto/db';
import { callerFor } from '../../test/caller';
import { testAppForTheFile } from '../../test/test-app';
import { nextTestClientAddress } from '../../test/session';
import { shopWithProduct, type ShopWithProduct } from '../../test/restaurant-fixtures';

/**
 * Issue 31, Reativar clientes: 'Enviar convite' makes a personal single-use coupon for a consenting
 * customer and a wa.me link with the owner's message; the coupon works for that customer only,
 * and the report shows whether the invitation brought an order.
 */
const t = testAppForTheFile();

afterEach(() => setClockTo(null));

type Shop = ShopWithProduct;

/** R$ 20,00 pizzas, R$ 5,00 delivery, guest orders on. */
const shop = () => shopWithProduct(t, { name: 'Pizzaria Volta', deliveryFee: '5.00', guestOrders: true }, { name: 'Pizza Calabresa', price: '20.00' });

let addressSeq = 0;
function guestOrder(s: Shop, phone: string, { consent = true, name = 'Rita Lee', couponCode, discount = '0.00' }: { consent?: boolean; name?: string; couponCode?: string; discount?: string } = {}) {
  const subtotal = toCents(s.product.price) * 2;
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${s.owner.restaurant.id}/guest-orders`,
    remoteAddress: nextTestClientAddress(),
    payload: {
      order: { restaurantId: s.owner.restaurant.id, subtotal: fromCents(subtotal), deliveryFee: '5.00', total: fromCents(subtotal - toCents(discount) + 500), deliveryAddress: `Rua da Volta, ${++addressSeq}`, ...(couponCode ? { couponCode } : {}) },
      items: [{ productId: s.product.id, quantity: 2, unitPrice: s.product.price, totalPrice: fromCents(subtotal) }],
      customer: { name, phone, marketingConsent: consent },
    },
  });
}

async function customerOf(s: Shop, phone: string) {
  return t.em().findOneOrFail(RestaurantCustomer, { restaurant: s.owner.restaurant.id, phone });
}

const winbackUrl = (s: Shop, customerId: string) => `/api/restaurants/${s.owner.restaurant.id}/customers/${customerId}/winback`;
const messageOf = (whatsappUrl: string) => decodeURIComponent(new URL(whatsappUrl).searchParams.get('text') ?? '');

describe('POST /api/restaurants/{id}/customers/{customerId}/winback', () => {
  it('makes a personal single-use coupon and a wa.me link with the owner’s message, saved for next time', async () => {
    const s = await shop();
    expect((await guestOrder(s, '(21) 99123-0001', { name: 'Rita Lee' })).statusCode).toBe(201);
    const rita = await customerOf(s, '+5521991230001');

    const res = await s.owner.rest.post(winbackUrl(s, rita.id), { template: 'Oi {nome}! Volte com o cupom {cupom}, até {validade}: {link}', benefit: { type: 'amount', amount: '10' }, validityDays: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const { couponCode, whatsappUrl } = res.json() as { couponCode: string; whatsappUrl: string };
    expect(couponCode).toMatch(/^VOLTA[A-Z0-9]{6}$/);
    expect(whatsappUrl.startsWith('https://wa.me/5521991230001?text=')).toBe(true);
    const coupon = await t.em().findOneOrFail(Coupon, { code: couponCode, restaurant: s.owner.restaurant.id });
    expect(coupon).toMatchObject({ source: 'winback', benefitType: 'amount', amount: '10.00', totalLimit: 1, perCustomerLimit: 1 });
    expect(coupon.restaurantCustomer?.id).toBe(rita.id);
    const until = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(coupon.endsAt ?? new Date());
    expect(messageOf(whatsappUrl)).toBe(`Oi Rita! Volte com o cupom ${couponCode}, até ${until}: ${t.app.publicUrl}/r/${s.owner.restaurant.shareableSlug}\n\nPara não receber mais mensagens, responda SAIR.`);
    expect((await t.em().findOneOrFail(Restaurant, s.owner.restaurant.id)).winbackTemplate).toBe('Oi {nome}! Volte com o cupom {cupom}, até {validade}: {link}');

    // Without a template the saved one is used; the list shows 'convidado em'.
    const again = await s.owner.rest.post(winbackUrl(s, rita.id), {});
    expect(messageOf(again.json().whatsappUrl)).toContain(`Oi Rita! Volte com o cupom ${again.json().couponCode}`);
    setClockTo(new Date(Date.now() + 40 * 86_400_000));
    const candidates = await callerFor(t, s.owner.user).winback.candidates({ id: s.owner.restaurant.id, inactiveDays: 30 });
    expect(candidates.customers).toEqual([expect.objectContaining({ customerId: rita.id, name: 'Rita Lee', invitedAt: expect.any(String) })]);
  });

  it('the coupon is personal: another phone cannot use it, the customer can, and the report shows the order', async () => {
    const s = await shop();
    await guestOrder(s, '(21) 99123-0002', { name: 'Rita Lee' });
    const rita = await customerOf(s, '+5521991230002');
    const { couponCode } = (await s.owner.rest.post(winbackUrl(s, rita.id), { benefit: { type: 'amount', amount: '10' } })).json() as { couponCode: string };

    const stranger = await guestOrder(s, '(21) 99123-0003', { couponCode, discount: '10.00' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ message: 'Este cupom é pessoal e não vale para este telefone' });

    const used = await guestOrder(s, '(21) 99123-0002', { couponCode, discount: '10.00' });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().order).toMatchObject({ couponCode, discount: '10.00', total: '35.00' });
    const twice = await guestOrder(s, '(21) 99123-0002', { couponCode, discount: '10.00' });
    expect(twice.statusCode).toBe(409);

    const report = await callerFor(t, s.owner.user).winback.report({ id: s.owner.restaurant.id });
    expect(report.invitations).toEqual([expect.objectContaining({ customerId: rita.id, name: 'Rita Lee', couponCode, orderedAt: expect.any(String) })]);
  });

  it('refuses a customer without consent or blocked (409, nothing made), and another owner’s customer (403)', async () => {
    const s = await shop();
    const other = await shop();
    await guestOrder(s, '(21) 99123-0004', { consent: false });
    await guestOrder(s, '(21) 99123-0005');
    const silent = await customerOf(s, '+5521991230004');
    const blocked = await customerOf(s, '+5521991230005');
    expect((await s.owner.rest.put(`/api/restaurants/${s.owner.restaurant.id}/customers/${blocked.id}`, { blocked: true })).statusCode).toBe(200);

    const noConsent = await s.owner.rest.post(winbackUrl(s, silent.id), {});
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json()).toEqual({ message: 'Este cliente não aceitou receber ofertas pelo WhatsApp' });
    const isBlocked = await s.owner.rest.post(winbackUrl(s, blocked.id), {});
    expect(isBlocked.statusCode).toBe(409);
    expect(isBlocked.json()).toEqual({ message: 'Este cliente está bloqueado' });
    expect(await t.em().count(Coupon, { restaurant: s.owner.restaurant.id, source: 'winback' })).toBe(0);

    expect((await other.owner.rest.post(winbackUrl(s, silent.id), {})).statusCode).toBe(403);
    const foreignCustomer = await other.owner.rest.post(`/api/restaurants/${other.owner.restaurant.id}/customers/${silent.id}/winback`, {});
    expect(foreignCustomer.statusCode).toBe(404);
  });
});
