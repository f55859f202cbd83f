import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brCodeFields, hasValidCrc } from '@direto/contracts/testing/br-code';
import { DEMO_CUSTOMER, DEMO_RESTAURANT, DEMO_STAFF, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { PHONE } from '../harness/screens';
import { expectToast, normalized } from '../harness/ui';

const browser = useBrowser();
const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;

/** A new owner with a new restaurant (R$ 5,00 delivery) and one R$ 19,00 dish, through the API: this file touches no one else's. */
async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-pagamento'), password: 'senha-do-dono-1', firstName: 'João', lastName: 'Batista', userType: 'restaurant' });
  const name = `Cantina São João ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Italiana' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const settings = await request.put(`/api/restaurants/${restaurant.id}`, {
    data: { name, description: 'Massas.', cuisine: 'Italiana', deliveryFee: '5.00', deliveryTime: '30-45 min', isOpen: true },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Lasanha', description: 'À bolonhesa.', price: '19.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, slug: restaurant.shareableSlug };
}

/** A new customer on a phone, at the restaurant's menu with one Lasanha in the cart and the checkout open. */
async function customerAtCheckout(slug: string, options: { clipboard?: boolean } = {}): Promise<Page> {
  const { page, context } = await browser.newVisitor({ viewport: PHONE, ...options });
  await registerThroughApi(context.request, { email: uniqueEmail('cliente-pagamento'), password: 'senha-do-cliente-1', firstName: 'Rita', lastName: 'Alves', userType: 'customer' });
  await page.goto(`/restaurant/${slug}`);
  await page.getByRole('button', { name: 'Adicionar Lasanha', exact: true }).click();
  await page.getByRole('button', { name: /Ver carrinho/ }).click();
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await page.getByLabel('Telefone').pressSequentially('11998765432');
  await page.getByLabel('Endereço de entrega').fill('Rua Augusta, 1200, apto 52');
  return page;
}

const orderIdOf = (page: Page) => ORDER_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';

/** The text of the QR code on the page, read from its pixels. */
async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const image = PNG.sync.read(await page.getByRole('img', { name }).screenshot());
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('payments (issue 16)', () => {
  it('the owner turns on Pix; one customer pays by Pix (a valid BR Code for the exact total), another in cash with change; the Pix order waits for its confirmation', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);

    // Configurações › Pagamento: Pix with a CPF key; name and city lose their accents as they are typed.
    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'Pagamento' }).click();
    await owner.page.getByLabel('Aceitar Pix').check();
    await owner.page.getByLabel('Tipo de chave').selectOption('cpf');
    await owner.page.getByLabel('Chave Pix').fill('529.982.247-25');
    await owner.page.getByLabel('Nome do recebedor').fill('Cantina São João');
    expect(await owner.page.getByLabel('Nome do recebedor').inputValue()).toBe('CANTINA SAO JOAO');
    await owner.page.getByLabel('Cidade do recebedor').fill('São Paulo');
    expect(await owner.page.getByLabel('Cidade do recebedor').inputValue()).toBe('SAO PAULO');
    await owner.page.getByRole('button', { name: 'Salvar pagamento' }).click();
    await expectToast(owner.page, 'Pagamento salvo');
    await expect.poll(() => owner.page.getByLabel('Chave Pix').inputValue()).toBe('52998224725');

    // A customer pays by Pix: after placing, the QR code of the exact total, the receiver and 'copia e cola'.
    const pix = await customerAtCheckout(restaurant.slug, { clipboard: true });
    await pix.getByRole('radio', { name: 'Pix' }).check();
    await pix.getByRole('button', { name: 'Confirmar pedido' }).click();
    await pix.waitForURL(ORDER_URL);
    const pixOrderId = orderIdOf(pix);
    await pix.getByText('Recebedor: CANTINA SAO JOAO').waitFor();
    await pix.getByText('A loja confirma o recebimento direto no banco — não precisa enviar comprovante.').waitFor();
    const payload = await decodeQr(pix, 'QR code Pix de R$ 24,00');
    expect(payload && hasValidCrc(payload), payload).toBe(true);
    const fields = brCodeFields(payload ?? '');
    expect(fields.get('54')).toBe('24.00');
    expect(brCodeFields(fields.get('26') ?? '').get('01')).toBe('52998224725');
    await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
    await pix.getByText('Código copiado!').waitFor();
    expect(await pix.evaluate(() => navigator.clipboard.readText())).toBe(payload);

    // Another pays in cash and needs change for R$ 50,00 (a quick chip).
    const cash = await customerAtCheckout(restaurant.slug);
    await cash.getByRole('radio', { name: 'Dinheiro' }).check();
    await cash.getByRole('radio', { name: 'Sim' }).check();
    await cash.getByRole('button', { name: 'R$ 50,00' }).click();
    await cash.getByRole('button', { name: 'Confirmar pedido' }).click();
    await cash.waitForURL(ORDER_URL);
    const cashOrderId = orderIdOf(cash);
    await cash.getByText('Dinheiro · troco para R$ 50,00').waitFor();

    // The owner reads both payment lines.
    await owner.page.goto(`/dashboard/orders/${cashOrderId}`);
    await owner.page.getByText('COBRAR R$ 24,00 — DINHEIRO, troco p/ R$ 50,00 (levar R$ 26,00)').waitFor();
    await owner.page.goto(`/dashboard/orders/${pixOrderId}`);
    await owner.page.getByText('PIX · aguardando confirmação').waitFor();

    // Confirmado is allowed; Preparando waits for the Pix.
    const next = owner.page.getByRole('button', { name: /^Próximo Status/ });
    await expect.poll(async () => normalized(await next.textContent())).toBe('Próximo Status · Confirmar');
    await next.click();
    await expect.poll(async () => normalized(await next.textContent())).toBe('Próximo Status · Iniciar preparo');
    owner.guard.expectHttpError({ status: 409, urlPart: '/trpc/order.updateStatus' });
    await next.click();
    await expectToast(owner.page, 'Erro ao atualizar status', 'Confirme o recebimento do Pix antes de preparar o pedido: confira no extrato do banco.');

    // Confirmed in the bank: the customer's page says so, and the order moves on.
    await owner.page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expectToast(owner.page, 'Pix confirmado');
    await owner.page.getByText('PIX · pago (recebimento confirmado)').waitFor();
    await pix.getByText('Pagamento confirmado', { exact: true }).waitFor();
    await next.click();
    await owner.page.getByText('Preparando').first().waitFor();
    await pix.getByText('Preparando').first().waitFor();
  });

  it("a staff member ('Atendente') confirms a Pix from the order's page", async () => {
    // A Pix order at the demo restaurant (it takes Pix), placed by the demo customer through the API.
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    const restaurant = (await (await customer.context.request.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
    const products = (await (await customer.context.request.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; name: string; price: string }[];
    const dish = products.find((product) => product.name === 'Quindim');
    expect(dish, 'Quindim no cardápio de demonstração').toBeDefined();
    const price = dish?.price ?? '0.00';
    const total = ((Math.round(Number(price) * 100) + Math.round(Number(restaurant.deliveryFee) * 100)) / 100).toFixed(2);
    const placed = await customer.context.request.post('/api/orders', {
      data: {
        order: { restaurantId: restaurant.id, subtotal: price, deliveryFee: restaurant.deliveryFee, total, payment: { method: 'pix' } },
        items: [{ productId: dish?.id, quantity: 1, unitPrice: price, totalPrice: price }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string };

    const staff = await browser.newVisitor();
    await signInThroughApi(staff.context.request, DEMO_STAFF);
    await staff.page.goto(`/dashboard/orders/${order.id}`);
    await staff.page.getByText('PIX · aguardando confirmação').waitFor();
    const confirm = staff.page.getByRole('button', { name: 'Confirmar recebimento' });
    expect(await confirm.getAttribute('title')).toBe('Confira no extrato do banco; comprovantes podem ser falsificados.');
    await confirm.click();
    await expectToast(staff.page, 'Pix confirmado');
    await staff.page.getByText('PIX · pago (recebimento confirmado)').waitFor();
  });
});
