import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { payInCashWithoutChange } from '../harness/payment';
import { DESKTOP } from '../harness/screens';
import { useServerClock } from '../harness/server-clock';
import { expectToast, textOf } from '../harness/ui';

const browser = useBrowser();
const setServerClock = useServerClock();
const DAY_MS = 86_400_000;

/** A new owner's restaurant taking guest orders (this file touches no one else's): one R$ 20,00 dish, a R$ 5,00 fee. */
async function newRestaurant(request: APIRequestContext): Promise<{ id: string; shareableSlug: string; productId: string }> {
  await registerThroughApi(request, { email: uniqueEmail('dona-volta'), password: 'senha-da-dona-1', firstName: 'Vera', lastName: 'Campos', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Moqueca da Vera ${Date.now().toString(36)}`, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  expect((await request.put(`/api/restaurants/${restaurant.id}`, { data: { deliveryFee: '5.00' } })).status()).toBe(200);
  expect((await request.put(`/api/restaurants/${restaurant.id}/order-settings`, { data: { guestOrders: true } })).status()).toBe(200);
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Moqueca de camarão', description: 'Com pirão.', price: '20.00', prepTime: 30, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { ...restaurant, productId: ((await dish.json()) as { id: string }).id };
}

/** A guest's order through the public API (the checkout screen is another journey's), from this visitor's browser. */
async function guestOrder(request: APIRequestContext, restaurant: { id: string; productId: string }, customer: { name: string; phone: string; marketingConsent: boolean }) {
  const placed = await request.post(`/api/restaurants/${restaurant.id}/guest-orders`, {
    data: {
      order: { restaurantId: restaurant.id, subtotal: '20.00', deliveryFee: '5.00', total: '25.00', deliveryAddress: 'Rua do Carmo, 8', payment: { method: 'cash' } },
      items: [{ productId: restaurant.productId, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
      customer,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

/**
 * A returning guest's checkout up to the coupon field: one dish, name, celular, address, cash. This
 * browser ordered before, so the form greets her with her last order's details first; typing
 * only after that keeps the two from mixing.
 */
async function guestCheckout(page: Page, slug: string, customer: { name: string; phone: string }) {
  await page.goto(`/r/${slug}`);
  await page.getByRole('button', { name: 'Adicionar Moqueca de camarão', exact: true }).click();
  const checkout = page.getByRole('complementary', { name: 'Seu Pedido' });
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await checkout.getByText(`Olá, ${customer.name}! Preenchemos com os dados do seu último pedido.`).waitFor();
  expect(await checkout.getByLabel('Nome').inputValue()).toBe(customer.name);
  await checkout.getByLabel('Nome').fill(customer.name);
  await checkout.getByLabel('Celular').fill('');
  await checkout.getByLabel('Celular').pressSequentially(customer.phone);
  await checkout.getByLabel('Endereço de entrega').fill('Rua do Carmo, 8');
  await payInCashWithoutChange(checkout);
  return checkout;
}

/** dd/mm/aaaa in the restaurant's time zone (São Paulo, the default). */
const brazilianDay = (at: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

describe('Reativar clientes (issue 31)', () => {
  it('the owner invites a customer who stopped ordering: a wa.me link with a personal coupon that works for her phone only, and the report shows she came back', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await newRestaurant(owner.context.request);

    // Forty days ago (the server's clock): Rita, who accepts offers, and Caio, who does not, ordered once.
    const rita = await browser.newVisitor({ viewport: DESKTOP });
    const stranger = await browser.newVisitor({ viewport: DESKTOP });
    await setServerClock(new Date(Date.now() - 40 * DAY_MS).toISOString());
    await guestOrder(rita.context.request, restaurant, { name: 'Rita Lee Jones', phone: '(71) 99876-1111', marketingConsent: true });
    await guestOrder(stranger.context.request, restaurant, { name: 'Caio Reis', phone: '(71) 99876-2222', marketingConsent: false });
    await setServerClock(null);

    // Clientes › Reativar clientes: only Rita, who consented; WhatsApp is opened with the invitation.
    await owner.page.goto('/clientes');
    const panel = owner.page.getByRole('region', { name: 'Reativar clientes' });
    const ritaRow = panel.getByRole('listitem').filter({ hasText: 'Rita Lee Jones' });
    await ritaRow.waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(1);
    await owner.page.evaluate(() => {
      // WhatsApp itself is not part of the test: keep the address the page opens.
      window.open = (url?: string | URL) => {
        document.body.dataset.opened = String(url);
        return null;
      };
    });
    await ritaRow.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.poll(() => owner.page.evaluate(() => document.body.dataset.opened ?? '')).toMatch(/^https:\/\/wa\.me\/5571998761111\?text=/);
    const opened = new URL(await owner.page.evaluate(() => document.body.dataset.opened ?? ''));
    const message = opened.searchParams.get('text') ?? '';
    const code = /VOLTA[A-Z0-9]{6}/.exec(message)?.[0] ?? '';
    expect(code).not.toBe('');
    await expectToast(owner.page, `Convite criado: cupom ${code}`);
    expect(message).toContain('Rita');
    expect(message).not.toContain('{');
    expect(message).toContain(brazilianDay(new Date(Date.now() + 7 * DAY_MS)));
    expect(message).toContain('Para não receber mais mensagens, responda SAIR.');
    await expect.poll(() => textOf(ritaRow)).toContain(`convidado em ${brazilianDay(new Date())}`);
    const report = panel.getByRole('table', { name: /Convites e pedidos/ });
    await expect.poll(() => textOf(report.getByRole('row').filter({ hasText: code }))).toBe(`Rita Lee Jones ${brazilianDay(new Date())} ${code} Ainda não`);

    // Someone else's phone: refused, in the coupon's words.
    const strangerCheckout = await guestCheckout(stranger.page, restaurant.shareableSlug, { name: 'Caio Reis', phone: '71998762222' });
    await strangerCheckout.getByRole('button', { name: 'Tem um cupom?' }).click();
    await strangerCheckout.getByLabel('Código do cupom').fill(code);
    await strangerCheckout.getByRole('button', { name: 'Aplicar' }).click();
    await strangerCheckout.getByRole('alert').filter({ hasText: 'Este cupom é pessoal' }).waitFor();

    // Rita's own phone: 10% off before placing, and on the order she placed.
    const discountLine = `Desconto (${code}) \u2212R$ 2,00`;
    const checkout = await guestCheckout(rita.page, restaurant.shareableSlug, { name: 'Rita Lee Jones', phone: '71998761111' });
    await checkout.getByRole('button', { name: 'Tem um cupom?' }).click();
    await checkout.getByLabel('Código do cupom').fill(code.toLowerCase());
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    const amounts = checkout.locator('dl').filter({ hasText: 'Subtotal' });
    await expect.poll(() => textOf(amounts)).toBe(`Subtotal R$ 20,00 ${discountLine} Taxa de entrega R$ 5,00 Total R$ 23,00`);
    await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();
    await rita.page.getByRole('heading', { name: 'Pedido enviado!' }).waitFor();
    await expect.poll(() => textOf(rita.page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' }))).toBe(`Subtotal R$ 20,00 ${discountLine} Taxa de entrega R$ 5,00 Total R$ 23,00`);

    // The report: she ordered after the invitation.
    await owner.page.reload();
    await expect.poll(() => textOf(owner.page.getByRole('table', { name: /Convites e pedidos/ }).getByRole('row').filter({ hasText: code }))).toBe(
      `Rita Lee Jones ${brazilianDay(new Date())} ${code} Sim, em ${brazilianDay(new Date())}`,
    );
  });
});
