import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import type { BrowserLanguage } from '../harness/chromium';
import { PHONE } from '../harness/screens';
import { useServerClock } from '../harness/server-clock';
import { chooseOption, nativeFieldReading, textOf } from '../harness/ui';

const browser = useBrowser();
const setServerClock = useServerClock();
const TABLET = { width: 1024, height: 768 };

interface NewRestaurant {
  id: string;
  product: { id: string };
}

/** A new owner (signed in on `request`) with a new restaurant and one dish: a board with only this test's orders. */
async function newRestaurant(request: APIRequestContext): Promise<NewRestaurant> {
  await registerThroughApi(request, { email: uniqueEmail('dono-quadro'), password: 'senha-do-dono-1', firstName: 'Irene', lastName: 'Prado', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Quadro ${Date.now().toString(36)}`, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Baião de dois', description: 'Com queijo coalho.', price: '32.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, product: (await dish.json()) as { id: string } };
}

/** Ana (demo customer) orders two units through the REST API; returns the order id. */
async function placeOrder(customer: APIRequestContext, restaurant: NewRestaurant): Promise<string> {
  const response = await customer.post('/api/orders', {
    data: {
      order: { restaurantId: restaurant.id, subtotal: '64.00', deliveryFee: '0.00', total: '64.00', notes: 'Sem cebola' },
      items: [{ productId: restaurant.product.id, quantity: 2, unitPrice: '32.00', totalPrice: '64.00' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
const cardIn = (region: Locator, shortId: string) => region.getByRole('article', { name: `Pedido ${shortId}` });

/** Whether the page itself scrolls sideways (a strip that scrolls inside its own box does not count). */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The order ids of the list's tables, top to bottom. */
const listedIds = (page: Page) => page.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => /#[0-9a-f]{4}/.exec(row.textContent ?? '')?.[0]));

describe("the owner's order board", () => {
  it('shows a new order live in Pendente, moves it across the board with its button, and the list finds it by filters and search', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);

    await owner.page.goto('/dashboard');
    await owner.page.getByRole('tab', { name: 'Quadro' }).click();
    const pending = column(owner.page, 'Pendente');
    await pending.getByText('Nenhum pedido.').waitFor();
    await owner.page.getByText('Pedidos ao vivo', { exact: true }).waitFor();

    // The customer orders: the card appears in Pendente without a reload.
    const orderId = await placeOrder(customer.context.request, restaurant);
    const shortId = `#${orderId.slice(-4)}`;
    const card = cardIn(pending, shortId);
    await card.waitFor();
    // ('Abrir pedido' is the link's text for screen readers.)
    expect(await textOf(card)).toMatch(new RegExp(`^Abrir pedido ${shortId} (agora|há 1 min) Ana Souza 2 itens · R\\$ 64,00 Próximo Status · Confirmar$`));
    await expect.poll(() => textOf(pending.getByRole('heading'))).toBe('Pendente 1');

    // Across the board, one click a step; each column counts what it holds.
    const steps: [button: string, to: string][] = [
      ['Confirmar', 'Confirmado'],
      ['Iniciar preparo', 'Preparando'],
      ['Pronto', 'Pronto'],
    ];
    let from = pending;
    for (const [button, to] of steps) {
      await cardIn(from, shortId).getByRole('button', { name: `Próximo Status · ${button}`, exact: true }).click();
      await cardIn(column(owner.page, to), shortId).waitFor();
      await expect.poll(() => textOf(column(owner.page, to).getByRole('heading'))).toBe(`${to} 1`);
      await from.getByText('Nenhum pedido.').waitFor();
      from = column(owner.page, to);
    }
    // Issue 17: a delivery goes out first; it stays in 'Pronto', marked 'Saiu para entrega'.
    await cardIn(from, shortId).getByRole('button', { name: 'Próximo Status · Saiu para entrega', exact: true }).click();
    await cardIn(from, shortId).getByText('Saiu para entrega', { exact: true }).waitFor();
    await cardIn(from, shortId).getByRole('button', { name: 'Próximo Status · Entregue', exact: true }).click();
    // Delivered: into the folded 'Entregue' column, which opens on a click.
    const delivered = column(owner.page, 'Entregue');
    const unfold = delivered.getByRole('button', { name: 'Entregue 1' });
    await unfold.click();
    expect(await cardIn(delivered, shortId).getByRole('button', { name: 'Próximo Status', exact: true }).isDisabled()).toBe(true);

    // The list: search by short id or name, status and days find it; other filters do not.
    await owner.page.getByRole('tab', { name: 'Lista' }).click();
    const search = owner.page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(shortId);
    await expect.poll(() => listedIds(owner.page)).toEqual([shortId]);
    await search.fill('ana sou');
    await expect.poll(() => listedIds(owner.page)).toEqual([shortId]);
    await search.fill('Bruno');
    await owner.page.getByText('Nenhum pedido encontrado com esses filtros.').waitFor();
    await search.fill('');
    await chooseOption(owner.page, owner.page.getByRole('combobox', { name: 'Status' }), 'Pendente');
    await owner.page.getByText('Nenhum pedido encontrado com esses filtros.').waitFor();
    await chooseOption(owner.page, owner.page.getByRole('combobox', { name: 'Status' }), 'Entregue');
    await expect.poll(() => listedIds(owner.page)).toEqual([shortId]);
    // Days are typed dd/mm/aaaa (see 'the date filter' below).
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await owner.page.getByLabel('De', { exact: true }).fill(today);
    await owner.page.getByLabel('Até', { exact: true }).fill(today);
    await expect.poll(() => listedIds(owner.page)).toEqual([shortId]);
    await owner.page.getByLabel('De', { exact: true }).fill('01/01/2020');
    await owner.page.getByLabel('Até', { exact: true }).fill('31/01/2020');
    await owner.page.getByText('Nenhum pedido encontrado com esses filtros.').waitFor();
    await owner.page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => listedIds(owner.page)).toEqual([shortId]);

    // The view is remembered on this browser; back on the board, a click on the card opens the order's detail.
    await owner.page.reload();
    await owner.page.getByRole('tab', { name: 'Lista', selected: true }).click();
    await owner.page.getByRole('tab', { name: 'Quadro' }).click();
    await delivered.getByRole('button', { name: 'Entregue 1' }).click();
    // Anywhere on the card but its button (here its middle, over the name and items): the link covers it.
    await cardIn(delivered, shortId).click();
    await owner.page.waitForURL(`**/dashboard/orders/${orderId}`);
  });

  it('fits a 10-inch tablet in landscape (1024×768) and a phone (390 px), where the columns are a strip the thumb swipes', async () => {
    const owner = await browser.newVisitor({ viewport: TABLET });
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    const shortId = `#${(await placeOrder(customer.context.request, restaurant)).slice(-4)}`;

    await owner.page.goto('/dashboard');
    await owner.page.getByRole('tab', { name: 'Quadro' }).click();
    await cardIn(column(owner.page, 'Pendente'), shortId).waitFor();

    // Tablet: every column side by side within the screen, no sideways scrolling.
    expect(await pageOverflows(owner.page)).toBe(false);
    for (const status of ['Pendente', 'Confirmado', 'Preparando', 'Pronto', 'Entregue', 'Cancelado']) {
      const box = await column(owner.page, status).boundingBox();
      expect(box, status).not.toBeNull();
      expect(box?.x ?? -1, status).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity), status).toBeLessThanOrEqual(TABLET.width);
    }
    // The open columns share the width: each is wide enough for a card.
    expect((await column(owner.page, 'Pendente').boundingBox())?.width ?? 0).toBeGreaterThan(170);

    // Phone: the page does not scroll sideways; the columns are a strip that does.
    await owner.page.setViewportSize(PHONE);
    await cardIn(column(owner.page, 'Pendente'), shortId).waitFor();
    expect(await pageOverflows(owner.page)).toBe(false);
    const strip = column(owner.page, 'Pendente').locator('..');
    const stripScrolls = await strip.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto');
    expect(stripScrolls).toBe(true);
    // One column fills most of the screen, the next one peeks in.
    const first = await column(owner.page, 'Pendente').boundingBox();
    expect(first?.width ?? 0).toBeGreaterThan(PHONE.width * 0.7);
    expect(first?.width ?? Infinity).toBeLessThan(PHONE.width - 32);

    // The button is within thumb's reach and works; the card lands in Confirmado further along the strip.
    await cardIn(column(owner.page, 'Pendente'), shortId).getByRole('button', { name: 'Próximo Status · Confirmar', exact: true }).click();
    const confirmed = cardIn(column(owner.page, 'Confirmado'), shortId);
    await confirmed.waitFor();
    await confirmed.scrollIntoViewIfNeeded();
    const box = await confirmed.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    expect(await pageOverflows(owner.page)).toBe(false);
  });
});

/** The days (from, to) the page asked the order list for, read from its tRPC calls. */
function recordListDays(page: Page): string[] {
  const days: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (!url.includes('restaurant.orders')) return;
    for (const match of url.matchAll(/"(?:from|to)":"([^"]*)"/g)) days.push(match[1] ?? '');
  });
  return days;
}

/** How a type=date field (what the filter used to be) reads '05/03/2026' typed in each browser language. */
const DATE_FIELD_READS: Record<BrowserLanguage, string> = { 'en-US': '2026-05-03', 'pt-BR': '2026-03-05' };

describe.each<BrowserLanguage>(['en-US', 'pt-BR'])("the order list's date filter in a %s browser", (language) => {
  it("reads '05/03/2026' as 5 March 2026 and asks the server only for whole days", async () => {
    const owner = await browser.newVisitor({ language });
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    // One order on 5 March 2026 and one on 3 May 2026 (what an English date field reads '05/03/2026' as).
    await setServerClock('2026-03-05T12:00:00-03:00');
    const fifthOfMarch = `#${(await placeOrder(customer.context.request, restaurant)).slice(-4)}`;
    await setServerClock('2026-05-03T12:00:00-03:00');
    const thirdOfMay = `#${(await placeOrder(customer.context.request, restaurant)).slice(-4)}`;
    await setServerClock(null);

    const { page } = owner;
    await page.goto('/dashboard');
    // The browser really runs in that language: the old type=date field would have read this.
    expect(await page.evaluate(() => navigator.language)).toBe(language);
    expect(await nativeFieldReading(page, { type: 'date' }, '05032026'), 'Chromium em pt-BR precisa do pacote chromium-l10n').toBe(DATE_FIELD_READS[language]);
    await page.getByRole('tab', { name: 'Lista' }).click();
    await expect.poll(() => listedIds(page)).toEqual([thirdOfMay, fifthOfMarch]);
    const daysAsked = recordListDays(page);

    const from = page.getByLabel('De', { exact: true });
    const to = page.getByLabel('Até', { exact: true });
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    // Typed key by key, as a person does: no half-typed year reaches the server (the page guard fails on a 400).
    await from.click();
    await page.keyboard.type('05/03/2026');
    await to.click();
    await page.keyboard.type('05032026');
    expect(await to.inputValue()).toBe('05/03/2026');
    await expect.poll(() => listedIds(page)).toEqual([fifthOfMarch]);
    expect(new Set(daysAsked)).toEqual(new Set(['2026-03-05']));

    // Not a real day: marked, said, and not asked for.
    await to.fill('31/02/2026');
    await page.getByText('Data inválida: use o formato dd/mm/aaaa').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => listedIds(page)).toEqual([thirdOfMay, fifthOfMarch]);
    expect(daysAsked).not.toContain('2026-02-31');
  });
});

describe("the customer's timeline of a delivery", () => {
  const DELIVERY_STEPS = ['Pendente', 'Confirmado', 'Preparando', 'Pronto', 'Saiu para entrega', 'Entregue'];

  it("shows 'Saiu para entrega' from the start and keeps every step while the restaurant walks the order", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    const orderId = await placeOrder(customer.context.request, restaurant);

    await customer.page.goto(`/orders/${orderId}`);
    const timeline = customer.page.getByRole('list', { name: 'Andamento do pedido' });
    const steps = () => timeline.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    const current = timeline.locator('[aria-current="step"] p').first();
    for (const [status, label] of [
      [null, 'Pendente'],
      ['confirmed', 'Confirmado'],
      ['preparing', 'Preparando'],
      ['ready', 'Pronto'],
      ['out_for_delivery', 'Saiu para entrega'],
      ['delivered', 'Entregue'],
    ] as const) {
      if (status) {
        const moved = await owner.context.request.put(`/api/orders/${orderId}/status`, { data: { status } });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      // Live, without a reload: the step moves and the list of steps stays the same.
      await expect.poll(() => current.textContent()).toBe(label);
      expect(await steps(), label).toEqual(DELIVERY_STEPS);
    }
  });
});
