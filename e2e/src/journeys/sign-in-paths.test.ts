import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, signInThroughApi, uniqueEmail, type Credentials } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';

const browser = useBrowser();

/** Fills the 'Entrar' form already on screen and submits it. */
async function signInHere(page: Page, account: Credentials): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Entrar' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Senha').fill(account.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

describe('invitation and sign-in paths', () => {
  it('a protected link opened signed out goes to the login screen, and back to that link after signing in', async () => {
    // One of Ana's orders (the demo data has some), as a link she might have kept.
    const ana = await browser.newVisitor();
    await signInThroughApi(ana.context.request, DEMO_CUSTOMER);
    const mine = await ana.context.request.get('/trpc/order.mine');
    const orderId = ((await mine.json()) as { result: { data: { id: string }[] } }).result.data[0]?.id;
    expect(orderId, 'a demo order of Ana').toBeTruthy();

    const { page } = await browser.newVisitor();
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    await page.getByText('Entre para continuar de onde parou.').waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);

    await signInHere(page, DEMO_CUSTOMER);
    await page.getByRole('heading', { level: 1, name: `Pedido #${String(orderId).slice(-4)}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/orders/${orderId}`);
  });

  it("an owner's /settings link works the same, and unknown paths keep the 404", async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/nao-existe');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

    await page.goto('/settings');
    await signInHere(page, DEMO_OWNER);
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
  });

  it('never sends anyone to another site after signing in (no open redirect)', async () => {
    const { page } = await browser.newVisitor();
    for (const elsewhere of ['https://example.com/dashboard', '//example.com/dashboard', '/\\example.com']) {
      await page.goto(`/?voltar=${encodeURIComponent(elsewhere)}`);
      await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    }
    await signInHere(page, DEMO_CUSTOMER);
    await page.getByRole('heading', { level: 1, name: /^Olá, Ana!/ }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(browser.baseUrl).origin);
  });

  it("an invitation link opens on 'Cadastrar' with the restaurant's name, and registers a customer who lands on its menu", async () => {
    const { page } = await browser.newVisitor();
    await page.goto(`/r/${DEMO_RESTAURANT.slug}`);
    await page.getByRole('tab', { name: 'Cadastrar', selected: true }).waitFor();
    await page.getByRole('heading', { name: `Cadastre-se para pedir no ${DEMO_RESTAURANT.name}` }).waitFor();
    await page.getByText(`Crie sua conta para pedir de ${DEMO_RESTAURANT.name}`).waitFor();
    await page.getByText(`Você foi convidado por ${DEMO_RESTAURANT.name}`).waitFor();
    // Google sign-in is not configured here: no set-password link for Google accounts either.
    expect(await page.getByRole('button', { name: 'Definir senha para conta OAuth' }).count()).toBe(0);

    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await form.getByLabel('Nome', { exact: true }).fill('Lia');
    await form.getByLabel('Email').fill(uniqueEmail('convidada'));
    await form.getByLabel(/^Senha/).fill('senha-da-lia-1');
    expect(await form.getByRole('combobox', { name: 'Tipo de conta' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    // The reload lands on the same link, now the restaurant's menu.
    await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();
    await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
  });
});
