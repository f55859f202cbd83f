import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_RESTAURANT, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP, PHONE } from '../harness/screens';
import { dismissToasts, expectToast, textOf, toasts } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';
import { expectOrderTimeInRestaurantZone } from '../harness/first-view';

const browser = useBrowser();

const MENU = `/restaurant/${DEMO_RESTAURANT.slug}`;
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** A new customer signed in in this browser, with a delivery profile. */
async function newCustomer(request: APIRequestContext): Promise<void> {
  await registerThroughApi(request, { email: uniqueEmail('detalhe'), password: 'senha-do-cliente-1', firstName: 'Beatriz', lastName: 'Rocha', userType: 'customer' });
  const saved = await request.put('/api/user/profile', { data: { phone: '(71) 99876-5432', address: 'Rua Chile, 22, apto 3', city: 'Salvador', zipCode: '40020-000' } });
  expect(saved.status()).toBe(200);
}

/** The owner's dashboard, signed in, with its orders table and live stream up. */
async function ownerDashboard(viewport = DESKTOP): Promise<Page> {
  const { page, context } = await browser.newVisitor({ viewport });
  await signInThroughApi(context.request, DEMO_OWNER);
  await page.goto('/dashboard');
  await page.getByRole('table', { name: 'Pedidos em andamento' }).waitFor();
  await page.getByText('Pedidos ao vivo', { exact: true }).waitFor();
  return page;
}

/** One unit of Quindim with notes, ordered through the REST API as the signed-in customer of `request`. */
async function orderQuindim(request: APIRequestContext, notes: string): Promise<string> {
  const restaurant = (await (await request.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
  const products = (await (await request.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; name: string; price: string }[];
  const dish = products.find((product) => product.name === 'Quindim');
  if (!dish) throw new Error('Quindim não está no cardápio de demonstração.');
  const cents = (money: string) => Math.round(Number(money) * 100);
  const response = await request.post('/api/orders', {
    data: {
      order: {
        restaurantId: restaurant.id,
        subtotal: dish.price,
        deliveryFee: restaurant.deliveryFee,
        total: ((cents(dish.price) + cents(restaurant.deliveryFee)) / 100).toFixed(2),
        notes,
      },
      items: [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const shortIdOf = (orderId: string) => `#${orderId.slice(-4)}`;

/** The owner's detail of `orderId` is on screen with its data. */
async function onDetailOf(page: Page, orderId: string): Promise<void> {
  await page.waitForURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await page.getByRole('heading', { name: `Pedido ${shortIdOf(orderId)}` }).waitFor();
  await page.getByRole('list', { name: 'Histórico do pedido' }).waitFor();
}

const currentStep = (page: Page) => page.getByRole('list', { name: 'Histórico do pedido' }).locator('[aria-current="step"]');

describe('order detail for the owner', () => {
  it('opens from the live toast and from the orders table, with items, notes, address and phone, and follows the order', async () => {
    const owner = await ownerDashboard();

    // A customer orders through the checkout with notes and an address.
    const { page: customer, context } = await browser.newVisitor({ viewport: DESKTOP });
    await newCustomer(context.request);
    await customer.goto(MENU);
    await customer.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
    await expectToast(customer, 'Item adicionado!', 'Quindim foi adicionado ao carrinho.');
    await dismissToasts(customer);
    const panel = customer.getByRole('complementary', { name: 'Seu Pedido' });
    await panel.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await panel.getByLabel('Endereço de entrega').fill('Rua Chile, 22, apto 3 — em frente à praça');
    await panel.getByLabel('Observações').fill('Sem coco ralado por cima, por favor');
    await payInCashWithoutChange(panel);
    await panel.getByRole('button', { name: 'Confirmar pedido' }).click();
    await customer.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = new URL(customer.url()).pathname.split('/').at(-1) ?? '';
    const shortId = shortIdOf(orderId);

    // The owner's toast leads to the order.
    await expectToast(owner, 'Novo pedido!', `Pedido ${shortId} aguardando confirmação.`);
    await toasts(owner).getByRole('listitem', { includeHidden: true }).filter({ hasText: shortId }).getByRole('button', { name: 'Ver pedido' }).click();
    await onDetailOf(owner, orderId);

    const items = owner.getByRole('list', { name: 'Itens do pedido' });
    expect(await textOf(items)).toMatch(/^1× Quindim R\$ [\d,]+ cada R\$ [\d,]+$/);
    expect(await textOf(owner.getByRole('note', { name: 'Observações do cliente' }))).toBe('OBS: Sem coco ralado por cima, por favor');
    await owner.getByText('Beatriz Rocha', { exact: true }).waitFor();
    await owner.getByText('Rua Chile, 22, apto 3 — em frente à praça', { exact: true }).waitFor();
    expect(await owner.getByRole('link', { name: '(71) 99876-5432' }).getAttribute('href')).toBe('tel:+5571998765432');
    expect(await owner.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/5571998765432');
    expect(await owner.getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rua Chile, 22, apto 3 — em frente à praça')}`,
    );
    expect(await textOf(currentStep(owner))).toMatch(new RegExp(`^Pendente ${DATE_TIME.source}$`));

    // Back on the dashboard, the row of the table opens it too; 'Próximo Status' moves it there and then.
    await owner.getByRole('link', { name: 'Voltar ao painel' }).click();
    const table = owner.getByRole('table', { name: 'Pedidos em andamento' });
    await table.getByRole('link', { name: `Ver pedido ${shortId}` }).click();
    await onDetailOf(owner, orderId);
    await owner.getByRole('region', { name: 'Ações do pedido' }).getByRole('button', { name: 'Próximo Status · Confirmar' }).click();
    await expect.poll(() => textOf(currentStep(owner))).toMatch(new RegExp(`^Confirmado ${DATE_TIME.source}$`));

    // Changed from another screen (the customer's page follows live too), the detail follows without reload.
    const api = await browser.newVisitor();
    await signInThroughApi(api.context.request, DEMO_OWNER);
    expect((await api.context.request.put(`/api/orders/${orderId}/status`, { data: { status: 'preparing' } })).status()).toBe(200);
    await expect.poll(() => textOf(currentStep(owner))).toMatch(/^Preparando /);
    const detail = (await (await api.context.request.get(`/api/orders/${orderId}`)).json()) as { statusHistory: { status: string }[] };
    expect(detail.statusHistory.map((step) => step.status)).toEqual(['pending', 'confirmed', 'preparing']);
  });

  it("cancels another order with a reason on a phone, and the customer's order page says why", async () => {
    // An en-US phone in another zone than the restaurant's opens the order: the order's time is on the restaurant's clock.
    const { page: customer, context } = await browser.newVisitor({ viewport: PHONE, language: 'en-US', timeZone: 'Asia/Tokyo' });
    await newCustomer(context.request);
    const orderId = await orderQuindim(context.request, 'Entregar na portaria');
    const shortId = shortIdOf(orderId);
    await customer.goto(`/orders/${orderId}`);
    await customer.getByRole('heading', { name: `Pedido ${shortId}` }).waitFor();
    await customer.getByText('Entregar na portaria', { exact: true }).waitFor();
    await customer.getByRole('list', { name: 'Itens do pedido' }).getByText('Quindim').waitFor();
    await expectOrderTimeInRestaurantZone(customer);

    const owner = await ownerDashboard(PHONE);
    await owner.getByRole('table', { name: 'Pedidos em andamento' }).getByRole('link', { name: `Ver pedido ${shortId}` }).click();
    await onDetailOf(owner, orderId);
    // The whole screen, nothing wider than the phone.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await owner.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = owner.getByRole('dialog', { name: `Cancelar pedido ${shortId}` });
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await dialog.getByText('Informe o motivo do cancelamento').waitFor();
    await dialog.getByRole('radio', { name: 'Item em falta' }).check();
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner.getByText('Pedido cancelado: Item em falta', { exact: true }).waitFor();
    await expect.poll(() => textOf(currentStep(owner))).toMatch(new RegExp(`^Cancelado ${DATE_TIME.source}$`));
    expect(await owner.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);

    // The customer's page, open all along, tells why.
    await customer.getByText('Pedido cancelado: Item em falta', { exact: true }).waitFor();
  });
});
