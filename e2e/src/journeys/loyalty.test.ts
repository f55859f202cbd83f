import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { payInCashWithoutChange } from '../harness/payment';
import { DESKTOP } from '../harness/screens';
import { chooseOption, expectOrderPlaced, expectToast, textOf } from '../harness/ui';

const browser = useBrowser();

/** A new owner's restaurant (this file touches no one else's): one R$ 20,00 dish and a R$ 5,00 fee. */
async function newRestaurant(request: APIRequestContext): Promise<{ id: string; shareableSlug: string }> {
  await registerThroughApi(request, { email: uniqueEmail('dono-fiel'), password: 'senha-do-dono-1', firstName: 'Fábio', lastName: 'Souza', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Pastelaria Fiel ${Date.now().toString(36)}`, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const fee = await request.put(`/api/restaurants/${restaurant.id}`, { data: { deliveryFee: '5.00' } });
  expect(fee.status(), await fee.text()).toBe(200);
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Pastel de carne', description: 'Frito na hora.', price: '20.00', prepTime: 10, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return restaurant;
}

/** The owner moves an order to 'Entregue' (the board's buttons are another journey's). */
async function deliver(owner: APIRequestContext, orderId: string): Promise<void> {
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const res = await owner.put(`/api/orders/${orderId}/status`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The menu's loyalty banner line, as the customer reads it in the header. */
const banner = (page: Page) => page.getByRole('region', { name: 'Cartão fidelidade' }).first();

/** One pastel, delivered, paid in cash: through the menu's checkout. Returns the order's id. */
async function orderThroughCheckout(page: Page, slug: string, expectedAmounts: string): Promise<string> {
  await page.goto(`/r/${slug}`);
  await page.getByRole('button', { name: 'Adicionar Pastel de carne', exact: true }).click();
  const checkout = page.getByRole('complementary', { name: 'Seu Pedido' });
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const phone = checkout.getByLabel('Telefone');
  if (!(await phone.inputValue())) await phone.pressSequentially('71998761234');
  await checkout.getByLabel('Endereço de entrega').fill('Rua do Passo, 12');
  await payInCashWithoutChange(checkout);
  const amounts = checkout.locator('dl').filter({ hasText: 'Subtotal' });
  await expect.poll(() => textOf(amounts)).toBe(expectedAmounts);
  await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expectOrderPlaced(page);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe('Cartão fidelidade (issue 31)', () => {
  it('the owner turns the card on, the banner counts the delivered orders, the 4th checkout gets free delivery by itself, and a free item can be the reward', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await newRestaurant(owner.context.request);

    // The owner turns it on through Marketing › Cartão fidelidade: 3 orders, free delivery, 15 days.
    await owner.page.goto('/marketing/cupons');
    await owner.page.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Cartão fidelidade' }).click();
    const form = owner.page.getByRole('region', { name: 'Cartão fidelidade' });
    await form.getByLabel('Pedidos para ganhar').fill('3');
    await form.getByLabel('Prêmio', { exact: true }).selectOption({ label: 'Frete grátis' });
    await form.getByLabel('Validade do prêmio (dias)').fill('15');
    await form.getByRole('switch', { name: 'Cartão fidelidade ligado' }).click();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(owner.page, 'Cartão fidelidade ativado');
    const saved = (await (await owner.context.request.get(`/api/restaurants/${restaurant.id}/loyalty`)).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ enabled: true, ordersNeeded: 3, reward: { type: 'free_delivery' }, validityDays: 15 });

    const { page, context } = await browser.newVisitor({ viewport: DESKTOP });
    await registerThroughApi(context.request, { email: uniqueEmail('cliente-fiel'), password: 'senha-do-cliente-1', firstName: 'Lúcia', lastName: 'Prado', userType: 'customer' });
    await page.goto(`/r/${restaurant.shareableSlug}`);
    await expect.poll(() => textOf(banner(page))).toBe('Faltam 3 pedidos para ganhar frete grátis Cartão fidelidade: 0 de 3 pedidos');

    const full = 'Subtotal R$ 20,00 Taxa de entrega R$ 5,00 Total R$ 25,00';
    const remaining = ['Faltam 2 pedidos para ganhar frete grátis', 'Falta 1 pedido para ganhar frete grátis'];
    for (const [index, line] of remaining.entries()) {
      const orderId = await orderThroughCheckout(page, restaurant.shareableSlug, full);
      // Placed but not delivered: it does not count yet.
      await page.goto(`/r/${restaurant.shareableSlug}`);
      await expect.poll(() => textOf(banner(page))).toContain(`${index} de 3 pedidos`);
      await deliver(owner.context.request, orderId);
      await page.reload();
      await expect.poll(() => textOf(banner(page))).toBe(`${line} Cartão fidelidade: ${index + 1} de 3 pedidos`);
    }

    // The 3rd delivered order issues the reward: the banner names it and its last day.
    const third = await orderThroughCheckout(page, restaurant.shareableSlug, full);
    await deliver(owner.context.request, third);
    await page.goto(`/r/${restaurant.shareableSlug}`);
    const until = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(new Date(Date.now() + 15 * 86_400_000));
    await expect.poll(() => textOf(banner(page))).toMatch(new RegExp(`^Você ganhou frete grátis! Será aplicado no seu próximo pedido até ${until} Cartão fidelidade: 3 de 3 pedidos · cupom FIEL[A-Z0-9]{6}$`));
    const code = /cupom (FIEL[A-Z0-9]{6})/.exec(await textOf(banner(page)))?.[1] ?? '';

    // The 4th checkout: free delivery before placing, without typing anything.
    const fourth = await orderThroughCheckout(page, restaurant.shareableSlug, `Subtotal R$ 20,00 Taxa de entrega Grátis (${code}) Total R$ 20,00`);
    const orderAmounts = page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' });
    await expect.poll(() => textOf(orderAmounts)).toBe(`Subtotal R$ 20,00 Taxa de entrega Grátis (${code}) Total R$ 20,00`);
    const placed = (await (await context.request.get(`/api/orders/${fourth}`)).json()) as Record<string, unknown>;
    expect(placed).toMatchObject({ couponCode: code, deliveryFee: '0.00', total: '20.00' });
    // Used: the card starts again.
    await expect.poll(() => textOf(banner(page))).toBe('Faltam 3 pedidos para ganhar frete grátis Cartão fidelidade: 0 de 3 pedidos');

    // The owner makes the reward a free pastel, chosen from the menu; the customer's card says so.
    await owner.page.reload();
    await form.getByLabel('Prêmio', { exact: true }).selectOption({ label: 'Item grátis' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(owner.page, 'Produto grátis: escolha um produto do seu cardápio');
    await chooseOption(owner.page, form.getByLabel('Produto grátis (1 unidade)'), 'Pastel de carne');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(owner.page, 'Cartão fidelidade ativado');
    await page.goto(`/r/${restaurant.shareableSlug}`);
    await expect.poll(() => textOf(banner(page))).toBe('Faltam 3 pedidos para ganhar 1 Pastel de carne grátis Cartão fidelidade: 0 de 3 pedidos');
  });
});
