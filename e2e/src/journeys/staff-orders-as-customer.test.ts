import { expect, it } from 'vitest';
import { DEMO_RESTAURANT, DEMO_STAFF, signInThroughApi } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { PHONE } from '../harness/screens';

const browser = useBrowser();

/**
 * Issue 28: a staff member ('Atendente') is a customer too. From the board, 'Fazer um pedido'
 * opens the restaurant list and its menus; 'Voltar ao painel' brings the board back. On a phone,
 * where the header is tightest.
 */
it('the demo staff member leaves the board to order as a customer, reaches a menu and comes back to the board', async () => {
  const { page, context } = await browser.newVisitor({ viewport: PHONE });
  await signInThroughApi(context.request, DEMO_STAFF);
  await page.goto('/dashboard');
  const board = page.getByText(`${DEMO_RESTAURANT.name} · Atendente`);
  await board.waitFor();

  await page.getByRole('link', { name: 'Fazer um pedido' }).click();
  await page.getByRole('heading', { level: 1, name: /^Olá, João!/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/restaurantes');

  // Other journeys add restaurants to the shared database: find it as a person would, by name.
  await page.getByPlaceholder('Buscar restaurantes...').fill(DEMO_RESTAURANT.name);
  await page.getByRole('link', { name: new RegExp(DEMO_RESTAURANT.name) }).click();
  await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();
  await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/restaurant/${DEMO_RESTAURANT.slug}`);

  // The menu's 'Voltar' leads to the list (their /dashboard is the board), and the list's header to the board.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByRole('heading', { level: 1, name: /^Olá, João!/ }).waitFor();
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await board.waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});
