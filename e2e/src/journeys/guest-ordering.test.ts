import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP, PHONE } from '../harness/screens';
import { payInCashWithoutChange } from '../harness/payment';
import { expectToast } from '../harness/ui';
import { expectOrderTimeInRestaurantZone, openServerRenderedPage } from '../harness/first-view';

const browser = useBrowser();
const TRACKING_URL = /\/pedido\/([A-Za-z0-9_-]{32})$/;

/** A new owner with a new restaurant and one R$ 20,00 dish, through the API: this file touches no one else's. */
async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-convidado'), password: 'senha-do-dono-1', firstName: 'Rita', lastName: 'Souza', userType: 'restaurant' });
  const name = `Acarajé da Rita ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Acarajé', description: 'Com vatapá.', price: '20.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, slug: restaurant.shareableSlug };
}

/** Configurações › Pedidos: 'Aceitar pedidos sem cadastro', through the owner's screen. */
async function acceptGuestOrders(owner: Page) {
  await owner.goto('/settings?aba=pedidos');
  const toggle = owner.getByRole('switch', { name: 'Aceitar pedidos sem cadastro' });
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  await expectToast(owner, 'Pedidos sem cadastro ativados');
}

/** Adds the dish and opens the checkout (the phone's sheet or the desktop's side panel). */
async function openCheckout(page: Page, phone: boolean) {
  await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
  if (phone) await page.getByRole('button', { name: 'Abrir carrinho: 1 item' }).click();
  const checkout = phone ? page.getByRole('dialog', { name: 'Seu Pedido' }) : page.getByRole('complementary', { name: 'Seu Pedido' });
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  return checkout;
}

describe('ordering without an account (issue 30)', () => {
  it('off: the spec’s login screen; on: a phone visitor orders from /r/{slug} with no sign-in and follows the order live on /pedido/{token}; the next visit is prefilled, another browser gets nothing, and Criar senha links the orders', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await newRestaurant(owner.context.request);

    // Off (new restaurants start so): the anonymous visitor gets the spec's login-required screen.
    const early = await browser.newVisitor({ viewport: PHONE });
    await early.page.goto(`/r/${restaurant.slug}`);
    await early.page.getByText(`Crie sua conta para pedir de ${restaurant.name}`).waitFor();
    expect(await early.page.getByRole('button', { name: 'Finalizar Pedido' }).count()).toBe(0);

    await acceptGuestOrders(owner.page);

    // On: the menu, 'Entrar' for accounts, and a checkout with name, celular, address, payment and an unticked consent.
    const guest = await browser.newVisitor({ viewport: PHONE });
    const { page } = guest;
    await page.goto(`/r/${restaurant.slug}`);
    await page.getByRole('heading', { level: 1, name: restaurant.name, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    const checkout = await openCheckout(page, true);
    const consent = checkout.getByRole('checkbox', { name: `Quero receber ofertas do ${restaurant.name} pelo WhatsApp` });
    expect(await consent.isChecked()).toBe(false);
    await checkout.getByLabel('Nome').fill('Joana Prado');
    // Ten digits, but no Brazilian number (a landline starts with 2–5).
    await checkout.getByLabel('Celular').pressSequentially('7112345678');
    await payInCashWithoutChange(checkout);
    await checkout.getByLabel('Endereço de entrega').fill('Rua Chile, 22, apto 3');
    await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();
    await checkout.getByText('Informe um celular válido com DDD').waitFor();
    await checkout.getByLabel('Celular').fill('');
    await checkout.getByLabel('Celular').pressSequentially('71998765432');
    expect(await checkout.getByLabel('Celular').inputValue()).toBe('(71) 99876-5432');
    await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();

    await page.getByRole('heading', { name: 'Pedido enviado!' }).waitFor();
    await page.waitForURL(TRACKING_URL);
    const trackingPath = new URL(page.url()).pathname;
    await page.getByText('Guarde este link para acompanhar seu pedido').waitFor();
    await page.getByRole('button', { name: 'Copiar link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await page.getByText('Dinheiro').first().waitFor();

    // The owner sees the guest's name and phone, and confirms: the guest's page follows live.
    const board = (await (await owner.context.request.get(`/api/restaurants/${restaurant.id}/orders`)).json()) as { id: string; customerName: string }[];
    expect(board[0]?.customerName).toBe('Joana Prado');
    const detail = await owner.context.request.get(`/api/orders/${board[0]?.id}`);
    expect(await detail.json()).toMatchObject({ customerName: 'Joana Prado', customerPhone: '(71) 99876-5432', deliveryAddress: 'Rua Chile, 22, apto 3', customerId: null });
    const confirmed = await owner.context.request.put(`/api/orders/${board[0]?.id}/status`, { data: { status: 'confirmed' } });
    expect(confirmed.status()).toBe(200);
    await expect.poll(() => page.getByText('Confirmado').count()).toBeGreaterThan(0);

    // Downstream on the owner's screens: the detail's WhatsApp link reaches the guest, the kitchen ticket names them.
    await owner.page.goto(`/dashboard/orders/${board[0]?.id}`);
    await owner.page.getByText('Joana Prado', { exact: true }).waitFor();
    expect(await owner.page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/5571998765432');
    await owner.page.goto(`/dashboard/orders/${board[0]?.id}/ticket`);
    const ticket = owner.page.getByRole('article', { name: /^Comanda do pedido / });
    await ticket.getByText('Joana Prado').waitFor();
    await ticket.getByText('(71) 99876-5432').waitFor();

    // The same browser, next time: prefilled from its last order, with its orders listed.
    await page.goto(`/r/${restaurant.slug}`);
    const again = await openCheckout(page, true);
    await expect.poll(() => again.getByLabel('Nome').inputValue()).toBe('Joana Prado');
    expect(await again.getByLabel('Celular').inputValue()).toBe('(71) 99876-5432');
    expect(await again.getByLabel('Endereço de entrega').inputValue()).toBe('Rua Chile, 22, apto 3');
    await again.getByText('Seus pedidos neste aparelho').waitFor();

    // A second browser typing the same phone gets nothing of Joana's.
    // Another holder of the link, on a pt_BR Chromium in another zone than the restaurant's (issue 37's hydration check).
    const stranger = await browser.newVisitor({ viewport: PHONE, language: 'pt-BR', timeZone: 'America/Manaus' });
    await stranger.page.goto(`/r/${restaurant.slug}`);
    const strangerCheckout = await openCheckout(stranger.page, true);
    await strangerCheckout.getByLabel('Celular').pressSequentially('71998765432');
    await strangerCheckout.getByLabel('Celular').blur();
    expect(await strangerCheckout.getByLabel('Nome').inputValue()).toBe('');
    expect(await strangerCheckout.getByLabel('Endereço de entrega').inputValue()).toBe('');
    expect(await strangerCheckout.getByText('Seus pedidos neste aparelho').count()).toBe(0);

    // 'Pedir de novo' on the order's page is for the device that placed it, not for another holder of the link.
    await page.goto(trackingPath);
    await page.getByRole('button', { name: 'Pedir de novo' }).waitFor();
    // The tracking link comes with its first view from the server (issue 37), hydrated as sent.
    await openServerRenderedPage(stranger.page, trackingPath, (opened) => opened.getByRole('heading', { name: 'Pedido enviado!' }));
    await stranger.page.getByText('Guarde este link para acompanhar seu pedido').waitFor();
    await expectOrderTimeInRestaurantZone(stranger.page);
    expect(await stranger.page.getByRole('button', { name: 'Pedir de novo' }).count()).toBe(0);
    // And it follows the order live once hydrated.
    const preparing = await owner.context.request.put(`/api/orders/${board[0]?.id}/status`, { data: { status: 'preparing' } });
    expect(preparing.status()).toBe(200);
    const currentStep = stranger.page.getByRole('list', { name: 'Andamento do pedido' }).locator('[aria-current="step"]');
    await currentStep.filter({ hasText: 'Preparando' }).waitFor();
    await page.getByRole('button', { name: 'Pedir de novo' }).click();
    await page.waitForURL(new RegExp(`/restaurant/${restaurant.slug}$`));

    // 'Criar senha' on the order's page: the device's orders become the account's.
    await page.goto(trackingPath);
    await page.getByRole('button', { name: 'Criar senha para acompanhar todos os seus pedidos' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('joana'));
    await page.getByLabel('Senha').fill('senha-da-joana-1');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByText(restaurant.name).first().waitFor();

    // 'Não sou eu' on another guest browser forgets it.
    const second = await browser.newVisitor({ viewport: DESKTOP });
    await second.page.goto(`/r/${restaurant.slug}`);
    const first = await openCheckout(second.page, false);
    await first.getByLabel('Nome').fill('Caio Reis');
    await first.getByLabel('Celular').pressSequentially('11912345678');
    await first.getByLabel('Endereço de entrega').fill('Avenida Paulista, 1000');
    await payInCashWithoutChange(first);
    await first.getByRole('button', { name: 'Confirmar pedido' }).click();
    await second.page.getByRole('heading', { name: 'Pedido enviado!' }).waitFor();
    await second.page.goto(`/r/${restaurant.slug}`);
    const remembered = await openCheckout(second.page, false);
    await expect.poll(() => remembered.getByLabel('Nome').inputValue()).toBe('Caio Reis');
    await remembered.getByRole('button', { name: 'Não sou eu' }).click();
    await expect.poll(() => remembered.getByLabel('Nome').inputValue()).toBe('');
    expect(await remembered.getByLabel('Celular').inputValue()).toBe('');
    await second.page.reload();
    const forgotten = await openCheckout(second.page, false);
    await forgotten.getByLabel('Nome').waitFor();
    expect(await forgotten.getByLabel('Nome').inputValue()).toBe('');
  });
});
