import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';

const browser = useBrowser();

/** More restaurants than one page (24) of the customer's list. */
const COUNT = 30;

/**
 * Issue 20: the customer's list searched on the server (accents and case ignored) and loaded a
 * page at a time as the customer scrolls. The names sort after the demo restaurants ('Zona …'), so
 * the other journeys still find those on the first page.
 */
it('searches on the server ignoring accents and case, and loads the next page on scrolling', async () => {
  const token = randomBytes(3).toString('hex');
  const names = Array.from({ length: COUNT }, (_, i) => `Zona São João ${token} ${String(i + 1).padStart(2, '0')}`);
  for (const name of names) {
    const owner = await playwrightRequest.newContext({ baseURL: browser.baseUrl });
    try {
      await registerThroughApi(owner, { email: uniqueEmail('lista'), password: 'senha-do-dono-1', firstName: 'Dono', lastName: 'Lista', userType: 'restaurant' });
      const created = await owner.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
      expect(created.status(), await created.text()).toBe(201);
    } finally {
      await owner.dispose();
    }
  }

  const { page, context } = await browser.newVisitor();
  await signInThroughApi(context.request, DEMO_CUSTOMER);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Sabor da Bahia/ }).waitFor();

  const cards = page.getByRole('link', { name: new RegExp(`Zona São João ${token}`) });
  await page.getByPlaceholder('Buscar restaurantes...').fill(`ZONA SAO JOAO ${token}`);
  await page.getByRole('link', { name: names[23] }).waitFor();
  await page.getByRole('link', { name: /Sabor da Bahia/ }).waitFor({ state: 'detached' });
  expect(await cards.count()).toBe(24);
  await page.getByRole('button', { name: 'Carregar mais' }).waitFor();

  // Scrolling to the end brings the rest, without a click.
  await page.getByRole('link', { name: names[23] }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: names[COUNT - 1] }).waitFor();
  await expect.poll(() => cards.count()).toBe(COUNT);
  expect(await cards.allTextContents()).toEqual(names.map((name) => expect.stringContaining(name)));
  await page.getByRole('button', { name: 'Carregar mais' }).waitFor({ state: 'detached' });

  // A search nothing matches says so; clearing it brings the whole list back.
  await page.getByPlaceholder('Buscar restaurantes...').fill(`${token} inexistente`);
  await page.getByText('Nenhum restaurante encontrado com os filtros aplicados.').waitFor();
  await page.getByPlaceholder('Buscar restaurantes...').fill('');
  await page.getByRole('link', { name: /Sabor da Bahia/ }).waitFor();
});
