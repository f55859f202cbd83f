import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { chooseOption, expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

const SEARCH_DEBOUNCE_MS = 300;

/** 'Prato 01' … 'Prato 30'; prices R$ 10,00 … R$ 39,00 in an order unrelated to the names. */
function menuOf30(restaurantId: string) {
  return Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    const name = `Prato ${String(n).padStart(2, '0')}`;
    return {
      restaurantId,
      name,
      description: n === 12 ? 'Peixe ao molho de coentro.' : `Descrição do ${name}.`,
      price: (10 + ((n * 7) % 30)).toFixed(2),
      prepTime: 15,
      isAvailable: true,
      tags: n === 5 ? ['picante', 'vegano', 'sem glúten', 'caseiro', 'novo'] : ['casa'],
      imageUrl: null,
    };
  });
}

/** An owner with a restaurant of 30 products, made through the API with the owner's cookie. */
async function ownerWith30Products(request: APIRequestContext): Promise<void> {
  await registerThroughApi(request, { email: uniqueEmail('gerente'), password: 'senha-do-gerente-1', firstName: 'Rui', lastName: 'Lopes', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: 'Cozinha de Teste', description: 'Trinta pratos.', cuisine: 'Brasileira' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const product of menuOf30(id)) {
    const response = await request.post('/api/products', { data: product });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const names = (modal: Locator) => modal.getByRole('list', { name: 'Produtos' }).getByRole('heading', { level: 3 }).allInnerTexts();
const prices = async (modal: Locator) =>
  (await modal.getByRole('list', { name: 'Produtos' }).getByText(/^R\$/).allInnerTexts()).map((text) => Number(normalized(text).replace('R$ ', '').replace(',', '.')));

describe('the product management modal with 30 products', () => {
  it('pages by 12 with load more and first/previous/next/last, searches after a 300 ms pause and sorts by price both ways', async () => {
    const { page, context } = await browser.newVisitor();
    await ownerWith30Products(context.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
    const modal = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
    const shown = modal.getByText(/^Mostrando \d+ de \d+ produtos$/);
    const pagination = modal.getByRole('navigation', { name: 'Paginação' });

    // Sorted by name, first page of 12.
    await expect.poll(() => textOf(shown)).toBe('Mostrando 12 de 30 produtos');
    expect(await names(modal)).toEqual(Array.from({ length: 12 }, (_, i) => `Prato ${String(i + 1).padStart(2, '0')}`));
    expect(await textOf(pagination)).toBe('Página 1 de 3');
    expect(await pagination.getByRole('button', { name: 'Primeira página' }).isDisabled()).toBe(true);
    expect(await pagination.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(true);

    // At most 3 tags on a card, the rest counted.
    const prato05 = modal.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Prato 05' }) });
    expect(await textOf(prato05)).toContain('picante vegano sem glúten +2');

    // First / next / last / previous jump to single pages.
    await pagination.getByRole('button', { name: 'Próxima página' }).click();
    await expect.poll(() => textOf(pagination)).toBe('Página 2 de 3');
    expect((await names(modal))[0]).toBe('Prato 13');
    await pagination.getByRole('button', { name: 'Última página' }).click();
    await expect.poll(() => textOf(shown)).toBe('Mostrando 6 de 30 produtos');
    expect(await names(modal)).toEqual(['Prato 25', 'Prato 26', 'Prato 27', 'Prato 28', 'Prato 29', 'Prato 30']);
    expect(await pagination.getByRole('button', { name: 'Próxima página' }).isDisabled()).toBe(true);
    expect(await pagination.getByRole('button', { name: 'Última página' }).isDisabled()).toBe(true);
    await pagination.getByRole('button', { name: 'Página anterior' }).click();
    await expect.poll(() => textOf(pagination)).toBe('Página 2 de 3');
    await pagination.getByRole('button', { name: 'Primeira página' }).click();
    await expect.poll(() => textOf(pagination)).toBe('Página 1 de 3');

    // Load more widens the list a page at a time, until everything is on screen.
    await modal.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => textOf(shown)).toBe('Mostrando 24 de 30 produtos');
    expect(await textOf(pagination)).toBe('Páginas 1–2 de 3');
    await modal.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => textOf(shown)).toBe('Mostrando 30 de 30 produtos');
    expect(await modal.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
    expect(await names(modal)).toHaveLength(30);

    // Search waits for a 300 ms pause in typing: measured in the page, from the last keystroke
    // to the list changing.
    const search = modal.getByRole('searchbox', { name: 'Buscar' });
    await search.evaluate((input) => {
      const timing = { lastInput: 0, listChanged: 0 };
      (window as unknown as { searchTiming: typeof timing }).searchTiming = timing;
      input.addEventListener('input', () => (timing.lastInput = performance.now()));
      const dialog = input.closest('[role="dialog"]');
      if (!dialog) throw new Error('a busca não está dentro do diálogo');
      const before = dialog.textContent;
      new MutationObserver(() => {
        if (!timing.listChanged && dialog.textContent !== before) timing.listChanged = performance.now();
      }).observe(dialog, { subtree: true, childList: true, characterData: true });
    });
    await search.pressSequentially('picante');
    await expect.poll(() => textOf(shown)).toBe('Mostrando 1 de 1 produtos');
    const timing = await page.evaluate(() => (window as unknown as { searchTiming: { lastInput: number; listChanged: number } }).searchTiming);
    expect(timing.listChanged - timing.lastInput).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 5);
    expect(await names(modal)).toEqual(['Prato 05']);

    // The search covers the description too, and says when nothing matches.
    await search.fill('coentro');
    await expect.poll(() => names(modal)).toEqual(['Prato 12']);
    await search.fill('prato 2');
    await expect.poll(() => textOf(shown)).toBe('Mostrando 10 de 10 produtos');
    await search.fill('lagosta');
    await modal.getByText('Nenhum produto encontrado', { exact: true }).waitFor();
    await search.fill('');
    await expect.poll(() => textOf(shown)).toBe('Mostrando 12 de 30 produtos');

    // Sort by price, both ways; a new order starts again from page 1.
    await chooseOption(page, modal.getByRole('combobox', { name: 'Ordenar por' }), 'Preço');
    await expect.poll(() => names(modal).then((list) => list[0])).toBe('Prato 30');
    const ascending = await prices(modal);
    expect(ascending[0]).toBe(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await textOf(pagination)).toBe('Página 1 de 3');

    await chooseOption(page, modal.getByRole('combobox', { name: 'Ordem' }), 'Decrescente');
    await expect.poll(() => names(modal).then((list) => list[0])).toBe('Prato 17');
    const descending = await prices(modal);
    expect(descending[0]).toBe(39);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

describe('editing a product from the management modal', () => {
  /** The name of the focused element, as a screen reader announces it. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
    });

  it('returns focus to the edited row, and one Escape closes the modal though the toast is showing', async () => {
    const { page, context } = await browser.newVisitor();
    await ownerWith30Products(context.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
    const modal = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
    await modal.getByRole('button', { name: 'Editar Prato 02' }).click();

    const form = page.getByRole('dialog', { name: 'Editar Produto' });
    await form.getByLabel('Descrição').fill('Agora com farofa.');
    await form.getByRole('button', { name: 'Atualizar Produto' }).click();
    await form.waitFor({ state: 'detached' });
    await expectToast(page, 'Produto atualizado!');
    await expect.poll(() => focused(page)).toBe('Editar Prato 02');
    expect(await textOf(modal.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Prato 02' }) }))).toContain('Agora com farofa.');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("after a rename that moves the product off the page, focus goes to 'Adicionar Produto', still in the modal", async () => {
    const { page, context } = await browser.newVisitor();
    await ownerWith30Products(context.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
    const modal = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
    await modal.getByRole('button', { name: 'Editar Prato 03' }).click();
    const form = page.getByRole('dialog', { name: 'Editar Produto' });
    // Sorted by name, 'Zé …' goes to the last page.
    await form.getByLabel('Nome').fill('Zé do Prato');
    await form.getByRole('button', { name: 'Atualizar Produto' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Adicionar Produto');
    expect(await modal.getByRole('button', { name: 'Editar Zé do Prato' }).count()).toBe(0);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });
});
