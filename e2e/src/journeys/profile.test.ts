import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { expectToast, textOf } from '../harness/ui';

const browser = useBrowser();

/** The value shown under a label in the view mode (a <dt>/<dd> pair). */
const fact = (card: Locator, label: string) => card.getByRole('definition').filter({ has: card.page().locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

describe('the profile page', () => {
  it('shows the account, edits the delivery information and keeps it after a reload', async () => {
    const { page, context } = await browser.newVisitor();
    const email = uniqueEmail('davi');
    await registerThroughApi(context.request, { email, password: 'senha-do-davi-1', firstName: 'Davi', lastName: 'Rocha', userType: 'customer' });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Meu Perfil' }).waitFor();

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Davi Rocha' }).waitFor();
    expect(await textOf(main)).toContain(email);
    expect(await textOf(fact(main, 'Tipo de conta'))).toBe('Cliente');
    expect(await textOf(fact(main, 'Método de login'))).toBe('Email/senha');
    expect(await textOf(fact(main, 'Telefone'))).toBe('Não informado');

    await main.getByRole('button', { name: 'Editar' }).click();
    await main.getByLabel('Telefone').pressSequentially('11987654321');
    expect(await main.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await main.getByLabel('Endereço', { exact: true }).fill('Rua das Palmeiras, 45, casa 2 — em frente à praça');
    await main.getByLabel('Cidade').fill('S');
    await main.getByLabel('CEP').pressSequentially('01310100');
    expect(await main.getByLabel('CEP').inputValue()).toBe('01310-100');
    await main.getByRole('button', { name: 'Salvar' }).click();
    // The form refuses a one-letter city, with the spec's message.
    await main.getByText('Cidade deve ter pelo menos 2 caracteres').waitFor();
    await main.getByLabel('Cidade').fill('São Paulo');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Perfil atualizado!');

    const expected = { Telefone: '(11) 98765-4321', Endereço: 'Rua das Palmeiras, 45, casa 2 — em frente à praça', Cidade: 'São Paulo', CEP: '01310-100' };
    for (const [label, value] of Object.entries(expected)) await expect.poll(() => textOf(fact(main, label))).toBe(value);

    // Cancelling an edit keeps what was saved.
    await main.getByRole('button', { name: 'Editar' }).click();
    await main.getByLabel('Cidade').fill('Campinas');
    await main.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => textOf(fact(main, 'Cidade'))).toBe('São Paulo');

    await page.reload();
    for (const [label, value] of Object.entries(expected)) await expect.poll(() => textOf(fact(main, label))).toBe(value);
  });
});
