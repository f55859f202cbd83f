import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, signInThroughApi } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';

const browser = useBrowser();

describe('the 404 page', () => {
  it('shows "404 Page Not Found" on an unknown path, and its button goes home', async () => {
    const { page } = await browser.newVisitor();
    const response = await page.goto('/cardapio/que-nao-existe');
    // The server answers the app's index.html; the app decides the path is unknown.
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Página não encontrada · Direto');

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.getByRole('tab', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('is shown to a signed-in customer too', async () => {
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto('/nada-aqui');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
