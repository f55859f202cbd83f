import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { chooseOption, expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

/** A new owner with 'Pizzas' (Calabresa R$ 45,00, Margherita R$ 42,50) and a Refrigerante outside it, through the API. */
async function pizzeria(request: APIRequestContext): Promise<string> {
  await registerThroughApi(request, { email: uniqueEmail('pizzaiolo'), password: 'senha-do-pizzaiolo-1', firstName: 'Beto', lastName: 'Forno', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: 'Pizzaria do Beto', description: 'Pizzas no forno a lenha.', cuisine: 'Italiana' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const category = await request.post('/trpc/category.create', { data: { restaurantId: id, name: 'Pizzas' } });
  expect(category.status(), await category.text()).toBe(200);
  const categoryId = ((await category.json()) as { result: { data: { id: string } } }).result.data.id;
  const products = [
    { name: 'Calabresa', price: '45.00', categoryId },
    { name: 'Margherita', price: '42.50', categoryId },
    { name: 'Refrigerante', price: '8.00' },
  ];
  for (const product of products) {
    const response = await request.post('/api/products', { data: { restaurantId: id, description: 'Da casa.', prepTime: 30, ...product } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return id;
}

async function publicPrices(request: APIRequestContext, restaurantId: string): Promise<Record<string, string>> {
  const menu = (await (await request.get(`/api/restaurants/${restaurantId}/products`)).json()) as { name: string; price: string }[];
  return Object.fromEntries(menu.map((product) => [product.name, product.price]));
}

/** The dashboard's 'Gerenciar Produtos', and a product's card in it by name. */
async function openMenuManager(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
  const modal = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
  const card = (name: string) => modal.getByRole('list', { name: 'Produtos' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  return { modal, card };
}

describe("the owner's menu: bulk prices and duplicating", () => {
  it("raises a category by 10 % rounded to ,90 after a preview, then 'Desfazer' puts the old prices back", async () => {
    const { page, context } = await browser.newVisitor();
    const restaurantId = await pizzeria(context.request);
    const { modal, card } = await openMenuManager(page);
    await card('Calabresa').waitFor();

    await modal.getByRole('button', { name: 'Selecionar', exact: true }).click();
    const selection = modal.getByRole('region', { name: 'Seleção de produtos' });
    await chooseOption(page, selection.getByRole('combobox', { name: 'Selecionar categoria' }), 'Pizzas');
    await expect.poll(() => textOf(selection.getByText(/selecionados?$/))).toBe('2 selecionados');
    expect(await card('Calabresa').getByRole('checkbox', { name: 'Selecionar Calabresa' }).isChecked()).toBe(true);
    expect(await card('Refrigerante').getByRole('checkbox', { name: 'Selecionar Refrigerante' }).isChecked()).toBe(false);
    await selection.getByRole('button', { name: 'Alterar preços' }).click();

    const dialog = page.getByRole('dialog', { name: 'Alterar preços' });
    await dialog.getByLabel('Percentual', { exact: true }).fill('10');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Arredondamento' }), 'Para cima, terminando em ,90');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    const preview = dialog.getByRole('list', { name: 'Prévia dos novos preços' });
    await preview.waitFor();
    expect((await preview.getByRole('listitem').allInnerTexts()).map(normalized)).toEqual(['Calabresa R$ 45,00 R$ 49,90', 'Margherita R$ 42,50 R$ 46,90']);
    // A preview changes nothing.
    expect(await publicPrices(context.request, restaurantId)).toEqual({ Calabresa: '45.00', Margherita: '42.50', Refrigerante: '8.00' });

    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const banner = modal.getByRole('status').filter({ hasText: 'Preços de 2 produtos alterados.' });
    await banner.waitFor();
    await expect.poll(() => textOf(card('Calabresa'))).toContain('R$ 49,90');
    expect(await textOf(card('Margherita'))).toContain('R$ 46,90');
    expect(await textOf(card('Refrigerante'))).toContain('R$ 8,00');
    await expect.poll(() => publicPrices(context.request, restaurantId)).toEqual({ Calabresa: '49.90', Margherita: '46.90', Refrigerante: '8.00' });

    await banner.getByRole('button', { name: 'Desfazer' }).click();
    await expectToast(page, 'Preços restaurados');
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(card('Calabresa'))).toContain('R$ 45,00');
    expect(await textOf(card('Margherita'))).toContain('R$ 42,50');
    await expect.poll(() => publicPrices(context.request, restaurantId)).toEqual({ Calabresa: '45.00', Margherita: '42.50', Refrigerante: '8.00' });
  });

  it("'Duplicar' makes 'Cópia de …', unavailable until the owner makes it available", async () => {
    const { page, context } = await browser.newVisitor();
    const restaurantId = await pizzeria(context.request);
    const { card } = await openMenuManager(page);
    await card('Margherita').getByRole('button', { name: 'Duplicar Margherita' }).click();
    await expectToast(page, 'Produto duplicado', '"Cópia de Margherita" foi criado como indisponível.');
    const copy = card('Cópia de Margherita');
    await copy.waitFor();
    expect(await textOf(copy)).toContain('Indisponível');
    expect(await textOf(copy)).toContain('R$ 42,50');
    const menu = (await (await context.request.get(`/api/restaurants/${restaurantId}/products`)).json()) as { name: string; isAvailable: boolean; categoryId: string | null }[];
    const original = menu.find((product) => product.name === 'Margherita');
    expect(menu.find((product) => product.name === 'Cópia de Margherita')).toMatchObject({ isAvailable: false, categoryId: original?.categoryId });
  });
});
