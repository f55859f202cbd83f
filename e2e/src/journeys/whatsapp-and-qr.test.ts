import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { APIRequestContext, Download, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { PHONE } from '../harness/screens';
import { expectToast } from '../harness/ui';

const browser = useBrowser();

interface NewRestaurant {
  id: string;
  name: string;
  slug: string;
  productId: string;
}

/** A new owner with a new restaurant and one dish, through the API: this file's settings touch no one else's. */
async function newRestaurant(request: APIRequestContext): Promise<NewRestaurant> {
  await registerThroughApi(request, { email: uniqueEmail('dono-whatsapp'), password: 'senha-do-dono-1', firstName: 'Jurema', lastName: 'Matos', userType: 'restaurant' });
  const name = `Acarajé da Jurema ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Acarajé completo', description: 'Com vatapá.', price: '12.50', prepTime: 10, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, slug: restaurant.shareableSlug, productId: ((await dish.json()) as { id: string }).id };
}

/** Ana orders two acarajés for delivery to this phone; returns the order's id. */
async function placeOrder(customer: APIRequestContext, restaurant: NewRestaurant, customerPhone: string): Promise<string> {
  const response = await customer.post('/api/orders', {
    data: {
      order: { restaurantId: restaurant.id, subtotal: '25.00', deliveryFee: '0.00', total: '25.00', customerPhone, deliveryAddress: 'Rua Chile, 20, Salvador' },
      items: [{ productId: restaurant.productId, quantity: 2, unitPrice: '12.50', totalPrice: '25.00' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The message a wa.me link types in, decoded as WhatsApp decodes it. */
async function whatsappLink(link: Locator): Promise<{ number: string; text: string | null }> {
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}

/** Clicks `button` and waits for the file it downloads. */
async function downloadBy(page: Page, button: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

describe('WhatsApp links and the QR code poster', () => {
  it("the owner sets the number and a message; 'Avisar cliente' and 'Falar com o restaurante' open the right chats", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    const orderId = await placeOrder(customer.context.request, restaurant, '(71) 98888-7777');

    // Before the restaurant sets a number, the customer has no WhatsApp button.
    const restaurantLoaded = customer.page.waitForResponse((response) => response.url().includes('restaurant.byId'));
    await customer.page.goto(`/orders/${orderId}`);
    await customer.page.getByRole('list', { name: 'Andamento do pedido' }).waitFor();
    await restaurantLoaded;
    expect(await customer.page.getByRole('link', { name: 'Falar com o restaurante' }).count()).toBe(0);

    // Configurações › WhatsApp: the number and the message for a pending order.
    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'WhatsApp' }).click();
    await owner.page.getByLabel('Número do WhatsApp').fill('(71) 99876-5432');
    await owner.page.getByLabel('Pedido Pendente').fill('Oi, {nome}! Recebemos o pedido {pedido} ({total}), está {status} 🍤\nAcompanhe: {link}');
    await owner.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(owner.page, 'WhatsApp atualizado!');
    await owner.page.reload();
    await owner.page.getByRole('tab', { name: 'WhatsApp' }).click();
    await expect.poll(() => owner.page.getByLabel('Número do WhatsApp').inputValue()).toBe('+55 (71) 99876-5432');

    // 'Avisar cliente' on the order: the customer's phone, the message with the order's facts.
    await owner.page.goto(`/dashboard/orders/${orderId}`);
    const notify = await whatsappLink(owner.page.getByRole('link', { name: 'Avisar cliente' }));
    expect(notify).toEqual({
      number: '5571988887777',
      text: `Oi, Ana! Recebemos o pedido #${orderId.slice(-4)} (R$ 25,00), está Pendente 🍤\nAcompanhe: ${browser.baseUrl}/orders/${orderId}`,
    });

    // The customer's order page now offers the restaurant's WhatsApp.
    await customer.page.reload();
    const talk = await whatsappLink(customer.page.getByRole('link', { name: 'Falar com o restaurante' }));
    expect(talk).toEqual({ number: '5571998765432', text: `Olá, ${restaurant.name}! Sobre o meu pedido #${orderId.slice(-4)}: ` });
  });

  it("'Baixar QR Code' downloads the A5 poster as SVG and as a PNG whose code opens the restaurant's link", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    await owner.page.goto('/dashboard');
    await owner.page.getByRole('button', { name: 'Baixar QR Code' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'QR Code do cardápio' });
    await dialog.getByRole('img', { name: `Cartaz de ${restaurant.name} com o QR Code do cardápio` }).waitFor();

    const svg = await downloadBy(owner.page, dialog.getByRole('button', { name: 'Baixar SVG' }));
    expect(svg.download.suggestedFilename()).toBe(`cartaz-qr-code-${restaurant.slug}.svg`);
    const poster = svg.bytes.toString('utf8');
    expect(poster).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="148mm" height="210mm"/);
    expect(poster).toContain('Peça direto pelo nosso cardápio');
    expect(poster).toContain(restaurant.name);

    const png = await downloadBy(owner.page, dialog.getByRole('button', { name: 'Baixar PNG' }));
    expect(png.download.suggestedFilename()).toBe(`cartaz-qr-code-${restaurant.slug}.png`);
    const image = PNG.sync.read(png.bytes);
    // A5 at 300 dpi.
    expect([image.width, image.height]).toEqual([1748, 2480]);
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toBe(`${browser.baseUrl}/r/${restaurant.slug}`);
  });
});
