import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import type { BrowserLanguage } from '../harness/chromium';
import { expectToast, nativeFieldReading } from '../harness/ui';

const browser = useBrowser();

/** How a type=number field (what the money fields used to be) reads '12,50' in each browser language. */
const NUMBER_FIELD_READS: Record<BrowserLanguage, string> = { 'en-US': '1250', 'pt-BR': '12.50' };

/** A new owner with a restaurant, signed in on the page's cookie jar; answers the restaurant's id. */
async function ownerWithRestaurant(request: APIRequestContext): Promise<string> {
  await registerThroughApi(request, { email: uniqueEmail('preco'), password: 'senha-do-preco-1', firstName: 'Lia', lastName: 'Reis', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: 'Cantina dos Preços', description: 'Teste de valores.', cuisine: 'Italiana' } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function savedPrices(request: APIRequestContext, restaurantId: string): Promise<Record<string, string>> {
  const response = await request.get(`/api/restaurants/${restaurantId}/products`);
  const products = (await response.json()) as { name: string; price: string }[];
  return Object.fromEntries(products.map((product) => [product.name, product.price]));
}

async function savedDeliveryFee(request: APIRequestContext): Promise<string> {
  const [restaurant] = (await (await request.get('/api/restaurants/my')).json()) as { deliveryFee: string }[];
  return restaurant?.deliveryFee ?? '';
}

describe.each<BrowserLanguage>(['en-US', 'pt-BR'])('money fields in a %s browser', (language) => {
  it("save what was typed, whatever the browser's language: product price and delivery fee", async () => {
    const { page, context } = await browser.newVisitor({ language, clipboard: true });
    const restaurantId = await ownerWithRestaurant(context.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Adicionar Produto' }).first().waitFor();

    // The browser really runs in that language: the old type=number field would have read this.
    expect(await page.evaluate(() => navigator.language)).toBe(language);
    expect(await nativeFieldReading(page, { type: 'number', step: '0.01' }, '12,50'), 'Chromium em pt-BR precisa do pacote chromium-l10n').toBe(NUMBER_FIELD_READS[language]);

    // Product price, typed the Brazilian way and the English way: digits fill from the right.
    for (const [name, typed, shown, saved] of [
      ['Nhoque', '12,50', 'R$ 12,50', '12.50'],
      ['Lasanha', '1.250,00', 'R$ 1.250,00', '1250.00'],
      ['Risoto', '38.90', 'R$ 38,90', '38.90'],
    ] as const) {
      await page.getByRole('button', { name: 'Adicionar Produto' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Produto' });
      await dialog.getByLabel('Nome', { exact: true }).fill(name);
      await dialog.getByLabel('Descrição').fill('Feito na casa.');
      const price = dialog.getByLabel('Preço (R$)');
      expect(await price.getAttribute('type')).toBe('text');
      expect(await price.getAttribute('inputmode')).toBe('decimal');
      await price.click();
      await page.keyboard.type(typed.slice(0, 2));
      // 1 → 0,01 → 0,12: the first keys are cents.
      expect(await price.inputValue()).toBe(typed === '1.250,00' ? 'R$ 0,01' : `R$ 0,${typed.slice(0, 2)}`);
      await page.keyboard.type(typed.slice(2));
      expect(await price.inputValue()).toBe(shown);
      await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
      await expectToast(page, 'Produto criado!');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await savedPrices(context.request, restaurantId))[name]).toBe(saved);
    }

    // Delivery fee: a pasted amount keeps its own separators; backspace drops the last digit.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Entrega' }).click();
    const fee = page.getByLabel('Taxa de entrega (R$)');
    await expect.poll(() => fee.inputValue()).toBe('R$ 0,00');
    await fee.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.evaluate(() => navigator.clipboard.writeText('6,90'));
    await page.keyboard.press('ControlOrMeta+V');
    expect(await fee.inputValue()).toBe('R$ 6,90');
    await page.keyboard.press('Backspace');
    expect(await fee.inputValue()).toBe('R$ 0,69');
    await page.keyboard.type('5');
    expect(await fee.inputValue()).toBe('R$ 6,95');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Configurações atualizadas!');
    await expect.poll(() => savedDeliveryFee(context.request)).toBe('6.95');

    // Typed with the other separator style, then shown again after a reload.
    await fee.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12.50');
    expect(await fee.inputValue()).toBe('R$ 12,50');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(() => savedDeliveryFee(context.request)).toBe('12.50');
    await page.reload();
    await page.getByRole('tab', { name: 'Entrega' }).click();
    await expect.poll(() => page.getByLabel('Taxa de entrega (R$)').inputValue()).toBe('R$ 12,50');
  });
});
