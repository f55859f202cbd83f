import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_RESTAURANT, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP, PHONE } from '../harness/screens';
import { payInCashWithoutChange } from '../harness/payment';
import { dismissToasts, expectOrderPlaced, expectToast, textOf, toasts } from '../harness/ui';

const browser = useBrowser();

const MENU = `/restaurant/${DEMO_RESTAURANT.slug}`;
const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;
const BANNER = 'Pedido em andamento · Acompanhar';

interface StoredOrder {
  status: string;
  customerPhone: string | null;
  deliveryAddress: string | null;
  notes: string | null;
  total: string;
}

/** A new customer (no phone or address yet), signed in in this browser; optionally through a restaurant's link. */
async function newCustomer(request: APIRequestContext, restaurantSlug?: string): Promise<void> {
  await registerThroughApi(request, {
    email: uniqueEmail('checkout'),
    password: 'senha-do-cliente-1',
    firstName: 'Caio',
    lastName: 'Nunes',
    userType: 'customer',
    ...(restaurantSlug ? { restaurantSlug } : {}),
  });
}

/** The restaurant owner's view of an order (order.byId answers the restaurant's owner too). */
async function ownerSees(orderId: string): Promise<StoredOrder> {
  const owner = await browser.newVisitor();
  await signInThroughApi(owner.context.request, DEMO_OWNER);
  const response = await owner.context.request.get(`/trpc/order.byId?input=${encodeURIComponent(JSON.stringify({ id: orderId }))}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: StoredOrder } };
  return body.result.data;
}

/** The owner takes the order to 'Entregue' through the REST API. */
async function deliver(orderId: string): Promise<void> {
  const owner = await browser.newVisitor();
  await signInThroughApi(owner.context.request, DEMO_OWNER);
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const response = await owner.context.request.put(`/api/orders/${orderId}/status`, { data: { status } });
    expect(response.status(), status).toBe(200);
  }
}

/** Counts the cart bar's pulses (CSS animations named cart-pulse) from now on. */
async function countPulses(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const pulses = { count: 0 };
    (window as unknown as { cartPulses: typeof pulses }).cartPulses = pulses;
    document.addEventListener('animationstart', (event) => {
      if (event.animationName === 'cart-pulse') pulses.count += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { cartPulses: { count: number } }).cartPulses.count);
}

/** Whether a tap on the middle of this control reaches it, with nothing drawn over it. */
function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

function orderIdOf(page: Page): string {
  const match = ORDER_URL.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`Não está na página de um pedido: ${page.url()}`);
  return match[1];
}

describe('checkout on a phone (390 px)', () => {
  it('adding pulses the bottom bar without a toast; the sheet asks for phone and address, the order stores them with the notes, and the customer lands on the order', async () => {
    const { page, context } = await browser.newVisitor({ viewport: PHONE });
    await newCustomer(context.request);
    await page.goto(MENU);
    await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();

    // Adding: the bar at the bottom pulses and screen readers hear it; no toast covers 'Voltar' and the cart icon.
    const pulses = await countPulses(page);
    await page.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
    const bar = page.getByRole('button', { name: /^Ver carrinho \(1\)/ });
    await bar.waitFor();
    await expect.poll(pulses).toBe(1);
    await page.getByRole('status').filter({ hasText: 'Quindim foi adicionado ao carrinho.' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Adicionar Suco de cajá', exact: true }).click();
    await page.getByRole('button', { name: /^Ver carrinho \(2\)/ }).waitFor();
    await expect.poll(pulses).toBe(2);
    expect(await toasts(page).getByRole('listitem', { includeHidden: true }).count()).toBe(0);
    expect(await page.getByText('Item adicionado!').count()).toBe(0);

    // The checkout step is a step of the sheet.
    await page.getByRole('button', { name: 'Abrir carrinho: 2 itens' }).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const phone = sheet.getByLabel('Telefone');
    expect(await phone.inputValue()).toBe('');
    await sheet.getByRole('button', { name: 'Confirmar pedido' }).click();
    await sheet.getByText('Informe um telefone para a entrega').waitFor();
    await sheet.getByText('Informe o endereço de entrega').waitFor();
    await sheet.getByText('Escolha a forma de pagamento').waitFor();

    await phone.pressSequentially('71998765432');
    expect(await phone.inputValue()).toBe('(71) 99876-5432');
    await sheet.getByLabel('Endereço de entrega').fill('Rua Chile, 22, apto 3 — em frente à praça');
    await sheet.getByLabel('Observações').fill('sem gelo, troco para R$ 50');
    await sheet.getByText('26/500 caracteres').waitFor();
    // A new customer has no phone or address in the profile: saving them is offered ticked.
    expect(await sheet.getByRole('checkbox', { name: 'Salvar no meu perfil' }).isChecked()).toBe(true);
    const total = await textOf(sheet.locator('dl').filter({ hasText: 'Total' }));
    expect(total).toMatch(/Subtotal R\$ [\d,]+ Taxa de entrega R\$ [\d,]+ Total R\$ [\d,]+/);
    // Cash, and change for R$ 50,00 (a quick note above the R$ 27,80 total).
    await sheet.getByRole('radio', { name: 'Dinheiro', exact: true }).check();
    await sheet.getByRole('radio', { name: 'Sim', exact: true }).check();
    await sheet.getByRole('button', { name: 'R$ 50,00' }).click();
    await sheet.getByRole('button', { name: 'Confirmar pedido' }).click();

    // The order's page says 'Pedido realizado!' in the page: no toast covers the top bar (issue 28).
    await expectOrderPlaced(page);
    expect(await toasts(page).getByRole('listitem', { includeHidden: true }).count()).toBe(0);
    const topBar = page.getByRole('banner');
    for (const control of [topBar.getByRole('link', { name: 'Meu Cardápio' }), topBar.getByRole('img', { name: 'Carrinho: 0 itens' }), topBar.getByRole('button', { name: 'Sair' })]) {
      expect(await reachable(control), String(control)).toBe(true);
    }
    await page.getByText('Rua Chile, 22, apto 3 — em frente à praça').waitFor();
    await page.getByText('sem gelo, troco para R$ 50').waitFor();
    const orderId = orderIdOf(page);

    // The restaurant has what it needs to deliver.
    expect(await ownerSees(orderId)).toMatchObject({
      status: 'pending',
      customerPhone: '(71) 99876-5432',
      deliveryAddress: 'Rua Chile, 22, apto 3 — em frente à praça',
      notes: 'sem gelo, troco para R$ 50',
    });
    // And the profile kept them for the next order.
    const me = (await (await context.request.get('/api/user')).json()) as { phone: string; address: string };
    expect([me.phone, me.address]).toEqual(['(71) 99876-5432', 'Rua Chile, 22, apto 3 — em frente à praça']);

    // Home shows the order in progress until it is delivered, without a reload.
    await page.goto('/dashboard');
    const banner = page.getByRole('link', { name: BANNER });
    await banner.waitFor();
    expect(await banner.getAttribute('href')).toBe(`/orders/${orderId}`);
    await deliver(orderId);
    await banner.waitFor({ state: 'detached' });
  });

  it('reduced motion: adding does not animate the bar', async () => {
    const { page, context } = await browser.newVisitor({ viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newCustomer(context.request);
    await page.goto(MENU);
    const pulses = await countPulses(page);
    await page.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
    await page.getByRole('button', { name: /^Ver carrinho \(1\)/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Quindim foi adicionado ao carrinho.' }).waitFor({ state: 'attached' });
    expect(await pulses()).toBe(0);
  });
});

describe('checkout on a desktop (1280 px)', () => {
  it("the side panel becomes the checkout, prefilled from the profile; the order page greets and the menu shows the order in progress", async () => {
    const { page, context } = await browser.newVisitor({ viewport: DESKTOP });
    await newCustomer(context.request);
    const saved = await context.request.put('/api/user/profile', { data: { phone: '(11) 91234-5678', address: 'Avenida Paulista, 1000, ap 12', city: 'São Paulo', zipCode: '01310-100' } });
    expect(saved.status()).toBe(200);
    await page.goto(MENU);

    // The desktop keeps the spec's toast.
    await page.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
    await expectToast(page, 'Item adicionado!', 'Quindim foi adicionado ao carrinho.');
    await dismissToasts(page);
    const panel = page.getByRole('complementary', { name: 'Seu Pedido' });
    await panel.getByRole('button', { name: 'Finalizar Pedido' }).click();
    expect(await panel.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    expect(await panel.getByLabel('Endereço de entrega').inputValue()).toBe('Avenida Paulista, 1000, ap 12');
    expect(await panel.getByRole('checkbox', { name: 'Salvar no meu perfil' }).isChecked()).toBe(false);
    // The address may change for this order only.
    await panel.getByLabel('Endereço de entrega').fill('Rua Augusta, 500 — portaria');
    await panel.getByLabel('Observações').fill('sem cebola');
    await payInCashWithoutChange(panel);
    const confirm = panel.getByRole('button', { name: 'Confirmar pedido' });
    await confirm.scrollIntoViewIfNeeded();
    expect(await confirm.isVisible()).toBe(true);
    await confirm.click();

    await expectOrderPlaced(page);
    const orderId = orderIdOf(page);
    expect(await ownerSees(orderId)).toMatchObject({ customerPhone: '(11) 91234-5678', deliveryAddress: 'Rua Augusta, 500 — portaria', notes: 'sem cebola' });
    const me = (await (await context.request.get('/api/user')).json()) as { address: string };
    expect(me.address).toBe('Avenida Paulista, 1000, ap 12');

    // A reload is a plain visit: no greeting.
    await page.reload();
    await page.getByRole('heading', { name: `Pedido #${orderId.slice(-4)}` }).waitFor();
    expect(await page.getByText('Pedido realizado!').count()).toBe(0);

    // The menu shows the banner too, linking to the order.
    await page.goto(MENU);
    const banner = page.getByRole('link', { name: BANNER });
    await banner.click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
  });
});

describe("the invited customer's home", () => {
  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`shows the inviting restaurant first under 'Seus restaurantes', others under 'Descubra outros'; 'Voltar' from its menu comes home (${label})`, async () => {
      const { page, context } = await browser.newVisitor({ viewport });
      await newCustomer(context.request, 'cantina-bella-napoli');
      await page.goto('/dashboard');
      const mine = page.getByRole('region', { name: 'Seus restaurantes' });
      const others = page.getByRole('region', { name: 'Descubra outros' });
      await mine.getByRole('link', { name: /Cantina Bella Napoli/ }).waitFor();
      expect(await mine.getByRole('link').count()).toBe(1);
      await others.getByRole('link', { name: /Sabor da Bahia/ }).waitFor();
      expect(await others.getByRole('link', { name: /Cantina Bella Napoli/ }).count()).toBe(0);
      const [mineTop, othersTop] = await Promise.all([mine.boundingBox(), others.boundingBox()]);
      expect(mineTop?.y ?? Infinity).toBeLessThan(othersTop?.y ?? -Infinity);

      // From the invitation link (where registration lands) and from the card, 'Voltar' returns home.
      for (const open of [() => page.goto('/r/cantina-bella-napoli'), () => mine.getByRole('link', { name: /Cantina Bella Napoli/ }).click()]) {
        await open();
        await page.getByRole('heading', { level: 1, name: 'Cantina Bella Napoli' }).waitFor();
        await page.getByRole('link', { name: 'Voltar' }).click();
        await page.waitForURL(/\/dashboard$/);
        await mine.waitFor();
      }
    });
  }
});
