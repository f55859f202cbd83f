import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { required } from '../harness/required';
import { chooseOption, expectToast, textOf } from '../harness/ui';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const LONG_DESCRIPTION =
  'Massa de batata feita à mão todas as manhãs, cozida na hora e servida com molho de tomate italiano, manjericão fresco e lascas de parmesão curado por vinte e quatro meses. Acompanha torradas.';

/** The owner's menu, made through the API: ten dishes, none in a category yet (the last four stay so). */
const DISHES = [
  { name: 'Nhoque da casa', description: LONG_DESCRIPTION },
  { name: 'Lasanha verde', description: 'Espinafre, ricota e molho branco.' },
  { name: 'Espaguete ao alho', description: 'Alho dourado, azeite e salsinha.' },
  { name: 'Pão de queijo', description: 'Porção com dez unidades.' },
  { name: 'Tiramisù', description: 'Café, mascarpone e cacau.' },
  { name: 'Suco de laranja', description: 'Natural, 500 ml.' },
  { name: 'Bruschetta', description: 'Tomate, manjericão e azeite.' },
  { name: 'Focaccia', description: 'Alecrim e sal grosso.' },
  { name: 'Azeitonas temperadas', description: 'Pequena porção.' },
  { name: 'Água com gás', description: 'Garrafa de 500 ml.' },
];

let restaurant: { id: string; slug: string } | null = null;

async function ownerWithMenu(request: APIRequestContext): Promise<{ id: string; slug: string }> {
  await registerThroughApi(request, { email: uniqueEmail('categorias'), password: 'senha-das-categorias-1', firstName: 'Téo', lastName: 'Lima', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: 'Cantina das Seções', description: 'Cardápio organizado.', cuisine: 'Italiana' } });
  expect(created.status()).toBe(201);
  const { id, shareableSlug } = (await created.json()) as { id: string; shareableSlug: string };
  for (const dish of DISHES) {
    const response = await request.post('/api/products', { data: { ...dish, restaurantId: id, price: '30.00', prepTime: 20 } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { id, slug: shareableSlug };
}

/** The category names as the owner's list shows them, in order. */
const listed = (dialog: Locator) => dialog.getByRole('list', { name: 'Categorias' }).getByRole('listitem').locator('p.font-medium').allInnerTexts();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

async function categoriesOf(request: APIRequestContext, restaurantId: string): Promise<{ id: string; name: string }[]> {
  const response = await request.get(`/trpc/category.list?input=${encodeURIComponent(JSON.stringify({ restaurantId }))}`);
  return ((await response.json()) as { result: { data: { id: string; name: string }[] } }).result.data;
}

describe('categories', () => {
  it('the owner creates, reorders with the keyboard, renames and deletes categories, and files products in them', async () => {
    const { page, context } = await browser.newVisitor();
    const made = await ownerWithMenu(context.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Categorias', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Categorias do cardápio' });
    await dialog.getByText('Nenhuma categoria ainda.', { exact: false }).waitFor();

    // Create: the name is required; Enter adds at the end and keeps the focus for the next one.
    const newName = dialog.getByLabel('Nova categoria');
    await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
    await dialog.getByText('Nome é obrigatório').waitFor();
    for (const name of ['Bebidas', 'Massas', 'Sobremesas', 'Petiscos']) {
      await newName.fill(name);
      await newName.press('Enter');
      await expect.poll(() => listed(dialog)).toContain(name);
    }
    expect(await listed(dialog)).toEqual(['Bebidas', 'Massas', 'Sobremesas', 'Petiscos']);

    // Reorder from the keyboard: the focus stays on the moved row's button.
    await dialog.getByRole('button', { name: 'Mover Massas para cima' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Bebidas', 'Sobremesas', 'Petiscos']);
    // At the top its 'up' button is off, so the focus went to its 'down' twin.
    expect(await focusedLabel(page)).toBe('Mover Massas para baixo');
    await dialog.getByRole('button', { name: 'Mover Bebidas para baixo' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Sobremesas', 'Bebidas', 'Petiscos']);
    expect(await focusedLabel(page)).toBe('Mover Bebidas para baixo');
    await page.keyboard.press('Enter');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Sobremesas', 'Petiscos', 'Bebidas']);
    expect(await focusedLabel(page)).toBe('Mover Bebidas para cima');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Sobremesas', 'Bebidas', 'Petiscos']);

    // Rename in place: Enter saves, Esc leaves without closing the dialog.
    await dialog.getByRole('button', { name: 'Renomear Sobremesas' }).click();
    const rename = dialog.getByLabel('Novo nome de Sobremesas');
    await rename.fill('Doces');
    await rename.press('Enter');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Doces', 'Bebidas', 'Petiscos']);
    expect(await focusedLabel(page)).toBe('Renomear Doces');
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Novo nome de Doces').waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Novo nome de Doces').waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    // Delete, after a confirmation in the row.
    await dialog.getByRole('button', { name: 'Excluir Petiscos' }).click();
    const confirm = dialog.getByRole('group', { name: 'Excluir Petiscos' });
    expect(await textOf(confirm)).toContain('Ela não tem produtos.');
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expectToast(page, 'Categoria excluída');
    await expect.poll(() => listed(dialog)).toEqual(['Massas', 'Doces', 'Bebidas']);

    // The order is saved: after a reload the list comes back the same.
    await page.reload();
    await page.getByRole('button', { name: 'Categorias', exact: true }).click();
    await expect.poll(() => listed(page.getByRole('dialog', { name: 'Categorias do cardápio' }))).toEqual(['Massas', 'Doces', 'Bebidas']);
    await page.keyboard.press('Escape');

    // The product form picks the category; spec clients can send categoryId on PUT /api/products/{id} too.
    const ids = Object.fromEntries((await categoriesOf(context.request, made.id)).map((category) => [category.name, category.id]));
    const products = (await (await context.request.get(`/api/restaurants/${made.id}/products`)).json()) as { id: string; name: string }[];
    const filing: Record<string, string> = { 'Lasanha verde': 'Massas', 'Espaguete ao alho': 'Massas', 'Tiramisù': 'Doces', 'Suco de laranja': 'Bebidas' };
    for (const product of products.filter((p) => filing[p.name])) {
      const dish = DISHES.find((d) => d.name === product.name);
      const response = await context.request.put(`/api/products/${product.id}`, { data: { ...dish, price: '30.00', prepTime: 20, categoryId: ids[filing[product.name] ?? ''] } });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
    const manager = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
    await manager.getByRole('button', { name: 'Editar Nhoque da casa' }).click();
    const form = page.getByRole('dialog', { name: 'Editar Produto' });
    const select = form.getByRole('combobox', { name: 'Categoria' });
    expect(await textOf(select)).toBe('Sem categoria (Outros)');
    await chooseOption(page, select, 'Massas');
    await form.getByRole('button', { name: 'Atualizar Produto' }).click();
    await expectToast(page, 'Produto atualizado!');
    await expect
      .poll(async () => {
        const saved = (await (await context.request.get(`/api/restaurants/${made.id}/products`)).json()) as { name: string; categoryId: string | null }[];
        return saved.find((p) => p.name === 'Nhoque da casa')?.categoryId;
      })
      .toBe(ids.Massas);
    restaurant = made;
  });

  it("the customer's menu has sections in the owner's order, sticky tabs that follow the reading, a search and a product sheet (phone)", async () => {
    const made = required(restaurant, 'o primeiro teste deve ter criado o restaurante');
    const { page, context } = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto(`/restaurant/${made.slug}`);
    const menu = page.getByRole('main');
    await menu.getByRole('heading', { level: 4, name: 'Nhoque da casa' }).waitFor();

    // Sections in the owner's order, products without a category last under 'Outros' (the first
    // dishes come in the page; the rest follow once the app has taken it over).
    expect(await menu.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Massas', 'Doces', 'Bebidas', 'Outros']);
    const section = (name: string) => menu.getByRole('region', { name });
    expect(await section('Massas').getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['Nhoque da casa', 'Lasanha verde', 'Espaguete ao alho']);
    await expect.poll(() => section('Outros').getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['Pão de queijo', 'Bruschetta', 'Focaccia', 'Azeitonas temperadas', 'Água com gás']);

    // The tabs: the first is current; one tap scrolls its section under the sticky bar and highlights it.
    const tabs = page.getByRole('navigation', { name: 'Categorias do cardápio' });
    const tab = (name: string) => tabs.getByRole('button', { name, exact: true });
    expect(await tabs.getByRole('button').allInnerTexts()).toEqual(['Massas', 'Doces', 'Bebidas', 'Outros']);
    await expect.poll(() => tab('Massas').getAttribute('aria-current')).toBe('true');
    await tab('Bebidas').click();
    await expect.poll(() => tab('Bebidas').getAttribute('aria-current')).toBe('true');
    expect(await tab('Massas').getAttribute('aria-current')).toBeNull();
    // Once the scroll settles the section starts just under the bar, which sticks under the 64 px header.
    const placement = async () => {
      const bar = required(await tabs.boundingBox(), 'barra de categorias');
      const top = required(await section('Bebidas').boundingBox(), 'seção Bebidas').y;
      const gap = top - (bar.y + bar.height);
      return { barTop: Math.round(bar.y), sectionJustBelowBar: gap >= 0 && gap < 40 };
    };
    await expect.poll(placement).toEqual({ barTop: 64, sectionJustBelowBar: true });
    expect(await tab('Bebidas').getAttribute('aria-current')).toBe('true');

    // At the very end of the page the last section is the current one.
    // (A flick at a time, as a thumb does, until the page stops at its end.)
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return tab('Outros').getAttribute('aria-current');
      })
      .toBe('true');

    // Scrolling by hand moves the highlight with the reading.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -600);
        return tab('Massas').getAttribute('aria-current');
      })
      .toBe('true');

    // Search: accent- and case-insensitive, over names and descriptions; empty sections go away.
    const search = page.getByRole('searchbox', { name: 'Buscar no cardápio' });
    await search.fill('PAO');
    await expect.poll(() => menu.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['Pão de queijo']);
    await search.fill('mascarpone');
    await expect.poll(() => menu.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['Tiramisù']);
    await search.fill('lagosta');
    await menu.getByText('Nenhum produto encontrado para “lagosta”.').waitFor();
    await search.fill('');
    await expect.poll(() => menu.getByRole('heading', { level: 4 }).count()).toBe(DISHES.length);

    // Tapping a dish opens it in full (the card shows two lines); 'Adicionar' puts it in the cart.
    const card = menu.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nhoque da casa' }) });
    const clipped = await card.getByText(LONG_DESCRIPTION).evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(clipped).toBe(true);
    // A tap anywhere on the card (here its middle, over the text) opens the sheet.
    await card.click();
    const sheet = page.getByRole('dialog', { name: 'Nhoque da casa' });
    await sheet.waitFor();
    const description = sheet.getByText(LONG_DESCRIPTION);
    expect(await description.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect(await textOf(sheet)).toContain('R$ 30,00');
    // A bottom sheet on a phone: full width, on the bottom edge.
    await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
    const box = required(await sheet.boundingBox(), 'folha do produto');
    expect(box.width).toBe(PHONE.width);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    await sheet.getByRole('button', { name: 'Adicionar · R$ 30,00' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: /^Abrir carrinho/ }).getAttribute('aria-label')).toBe('Abrir carrinho: 1 item');
  });

  it('on a desktop the sheet is a centred dialog and the tabs sit above the menu column', async () => {
    const made = required(restaurant, 'o primeiro teste deve ter criado o restaurante');
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto(`/restaurant/${made.slug}`);
    const tabs = page.getByRole('navigation', { name: 'Categorias do cardápio' });
    await tabs.getByRole('button', { name: 'Outros', exact: true }).click();
    await expect.poll(() => tabs.getByRole('button', { name: 'Outros', exact: true }).getAttribute('aria-current')).toBe('true');
    const bar = required(await tabs.boundingBox(), 'barra de categorias');
    const cart = required(await page.getByRole('complementary', { name: 'Seu Pedido' }).boundingBox(), 'carrinho lateral');
    expect(bar.x + bar.width).toBeLessThanOrEqual(cart.x);
    await page.getByRole('button', { name: 'Pão de queijo', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Pão de queijo' });
    await sheet.waitFor();
    await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
    const box = required(await sheet.boundingBox(), 'diálogo do produto');
    expect(box.width).toBeLessThan(600);
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The focus goes back to the dish that was opened, and the tab tapped is still the current one.
    // (The dialog restores focus as it unmounts, which a busy machine may finish a moment after the node is gone.)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pão de queijo');
    expect(await tabs.getByRole('button', { name: 'Outros', exact: true }).getAttribute('aria-current')).toBe('true');
  });
});
