import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, signInThroughApi } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { pdfPageSizes, pdfPageTexts, PT_PER_MM } from '../harness/pdf';
import { chooseOption } from '../harness/ui';

const browser = useBrowser();

const NOTES = 'Sem cebola, por favor. Troco para R$ 100.';

interface PlacedOrder {
  id: string;
  shortId: string;
}

const toCents = (money: string) => Math.round(Number(money) * 100);
const toMoney = (cents: number) => (cents / 100).toFixed(2);

/** Ana orders 2 Moquecas and 1 Acarajé from Sabor da Bahia, with notes and an address, through the REST API. */
async function orderWithNotes(customer: APIRequestContext): Promise<PlacedOrder> {
  const restaurant = (await (await customer.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
  const menu = (await (await customer.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; name: string; price: string }[];
  const lines = [
    { name: 'Moqueca de peixe', quantity: 2 },
    { name: 'Acarajé', quantity: 1 },
  ].map(({ name, quantity }) => {
    const product = menu.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`${name} não está no cardápio`);
    return { productId: product.id, quantity, unitPrice: product.price, totalPrice: toMoney(toCents(product.price) * quantity) };
  });
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const response = await customer.post('/api/orders', {
    data: {
      order: {
        restaurantId: restaurant.id,
        subtotal: toMoney(subtotal),
        deliveryFee: restaurant.deliveryFee,
        total: toMoney(subtotal + toCents(restaurant.deliveryFee)),
        notes: NOTES,
        customerPhone: '(71) 98765-4321',
        deliveryAddress: 'Rua Chile, 20, apto 3 — Centro',
      },
      items: lines,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, shortId: `#${id.slice(-4)}` };
}

async function signedInOwner() {
  const owner = await browser.newVisitor();
  await signInThroughApi(owner.context.request, DEMO_OWNER);
  return owner;
}

async function placedOrder(): Promise<PlacedOrder> {
  const customer = await browser.newVisitor();
  await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
  return orderWithNotes(customer.context.request);
}

/** Prints what the print frame holds, as Chromium would print it, by loading its document into a page of its own. */
async function printFrameToPdf(page: Page): Promise<Buffer> {
  const frame = await (await page.$('#kitchen-ticket-print-frame'))?.contentFrame();
  if (!frame) throw new Error('a moldura de impressão não existe');
  const printed = await page.context().newPage();
  await printed.setContent(await frame.content());
  const pdf = await printed.pdf({ preferCSSPageSize: true });
  await printed.close();
  return pdf;
}

function expectTicketText(text: string, order: PlacedOrder) {
  expect(text).toContain(DEMO_RESTAURANT.name.toUpperCase());
  expect(text).toContain(`Pedido ${order.shortId}`);
  expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  expect(text).toContain('2x Moqueca de peixe R$ 179,80');
  expect(text).toContain('1x Acarajé');
  expect(text).toContain(`OBS: ${NOTES}`);
  expect(text).toContain('Telefone: (71) 98765-4321');
  expect(text).toContain('Rua Chile, 20, apto 3 — Centro');
  expect(text).toMatch(/TOTAL R\$ \d+,\d{2}/);
}

describe('kitchen tickets', () => {
  it.each([
    [80, 80 * PT_PER_MM],
    [58, 58 * PT_PER_MM],
  ])('the ticket page prints on %i mm paper: one page as wide as the roll, with the items and OBS:', async (paper, widthPt) => {
    const order = await placedOrder();
    const { page } = await signedInOwner();
    await page.goto(`/dashboard/orders/${order.id}/ticket?paper=${paper}`);
    await page.getByRole('article', { name: `Comanda do pedido ${order.shortId}` }).waitFor();

    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = pdfPageSizes(pdf);
    // One strip of paper, the roll's width (Chromium rounds to its pixel grid: within 1 pt).
    expect(pages).toHaveLength(1);
    expect(Math.abs((pages[0]?.width ?? 0) - widthPt)).toBeLessThan(1);
    const [text = ''] = await pdfPageTexts(pdf);
    expectTicketText(text, order);
    // The screen's toolbar is not printed.
    expect(text).not.toContain('Comanda do pedido');
  });

  it("'Imprimir' and the test page print this device's paper width and copies through a hidden frame", async () => {
    const order = await placedOrder();
    const { page } = await signedInOwner();

    // Configurações › Impressão: 58 mm, 2 copies, remembered by this browser.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Impressão' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Impressão' });
    await chooseOption(page, panel.getByRole('combobox', { name: 'Largura do papel' }), '58 mm');
    await chooseOption(page, panel.getByRole('combobox', { name: 'Cópias' }), '2');
    await panel.getByRole('button', { name: 'Imprimir página de teste' }).click();
    const frame = page.frameLocator('#kitchen-ticket-print-frame');
    await expect.poll(() => frame.getByRole('article').count()).toBe(2);
    const testPages = pdfPageSizes(await printFrameToPdf(page));
    expect(testPages.map((size) => Math.round(size.width / PT_PER_MM))).toEqual([58, 58]);

    // The order's ticket, from the button on its ticket page (which now shows 58 mm too).
    await page.goto(`/dashboard/orders/${order.id}/ticket`);
    await page.getByText('Papel de 58 mm').waitFor();
    await page.getByRole('button', { name: `Imprimir pedido ${order.shortId}` }).click();
    await expect.poll(() => frame.getByRole('article', { name: `Comanda do pedido ${order.shortId}` }).count()).toBe(2);
    const pdf = await printFrameToPdf(page);
    expect(pdfPageSizes(pdf).map((size) => Math.round(size.width / PT_PER_MM))).toEqual([58, 58]);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(2);
    for (const text of texts) expectTicketText(text, order);
  });
});
