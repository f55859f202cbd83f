import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { required } from '../harness/required';
import { MENU_SPREADSHEET_SAMPLE } from '../harness/screens';

const browser = useBrowser();

describe('menu import (Cardápio › Importar)', () => {
  it('a new owner downloads the template, sees its preview, imports it, and the products show on the public menu', async () => {
    const { page, context } = await browser.newVisitor();
    await registerThroughApi(context.request, { email: uniqueEmail('planilha'), password: 'senha-da-planilha-1', firstName: 'Íris', lastName: 'Prado', userType: 'restaurant' });
    const created = await context.request.post('/api/restaurants', { data: { name: 'Pizzaria da Planilha', description: 'Cardápio importado.', cuisine: 'Pizza' } });
    expect(created.status()).toBe(201);
    const { shareableSlug } = (await created.json()) as { shareableSlug: string };

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Importar planilha' }).click();
    await page.getByRole('heading', { name: 'Cardápio › Importar' }).waitFor();

    // The template, as the owner downloads it, is the file they upload.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Modelo (.xlsx)' }).click()]);
    expect(download.suggestedFilename()).toBe('modelo-cardapio.xlsx');
    const template = readFileSync(required(await download.path(), 'o modelo baixado'));
    await page.getByLabel('Planilha (.xlsx ou .csv, até 2 MB)').setInputFiles({ name: 'modelo-cardapio.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: template });

    await page.getByRole('heading', { name: 'Prévia da importação' }).waitFor();
    const creates = page.getByRole('region', { name: 'Serão criados (produtos)' });
    await expect.poll(() => creates.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Pizza Margherita'),
      expect.stringContaining('Pizza Calabresa'),
      expect.stringContaining('Refrigerante lata'),
    ]);
    expect(await creates.getByRole('listitem').first().innerText()).toContain('Linha 2');
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('3 produtos novos');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByRole('heading', { name: 'Cardápio importado' }).waitFor();
    expect(await page.getByRole('region', { name: 'Criados (produtos)' }).getByRole('listitem').count()).toBe(3);

    // A customer sees the imported menu: prices, the option group, the unavailable drink flagged.
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    await customer.page.goto(`/restaurant/${shareableSlug}`);
    await customer.page.getByRole('heading', { name: 'Pizza Margherita' }).waitFor();
    const body = await customer.page.locator('main').innerText();
    expect(body).toContain('R$ 45,90');
    expect(body).toContain('Pizza Calabresa');
    expect(body).toContain('R$ 42,90');
  });

  it('on a phone (390 px) the preview shows each line with its category', async () => {
    const { page, context } = await browser.newVisitor({ viewport: { width: 390, height: 844 } });
    await registerThroughApi(context.request, { email: uniqueEmail('planilha-celular'), password: 'senha-da-planilha-3', firstName: 'Ana', lastName: 'Luz', userType: 'restaurant' });
    expect((await context.request.post('/api/restaurants', { data: { name: 'Pizzaria do Celular' } })).status()).toBe(201);
    await page.goto('/cardapio/importar');
    await page.getByLabel('Planilha (.xlsx ou .csv, até 2 MB)').setInputFiles({ name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from(MENU_SPREADSHEET_SAMPLE) });
    const creates = page.getByRole('region', { name: 'Serão criados (produtos)' });
    await expect.poll(() => creates.getByRole('listitem').allInnerTexts()).toHaveLength(4);
    expect((await creates.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Linha 2 Pizza Margherita Pizzas',
      'Linha 3 Pizza Calabresa Pizzas',
      'Linha 5 Refrigerante lata Bebidas',
      'Linha 6 Suco de laranja Bebidas',
    ]);
  });

  it('with an error in a line: Importar waits, and only the valid lines are imported on request', async () => {
    const { page, context } = await browser.newVisitor();
    await registerThroughApi(context.request, { email: uniqueEmail('planilha-erro'), password: 'senha-da-planilha-2', firstName: 'Davi', lastName: 'Rocha', userType: 'restaurant' });
    const created = await context.request.post('/api/restaurants', { data: { name: 'Pizzaria do Erro', description: 'Quase tudo certo.', cuisine: 'Pizza' } });
    const { id } = (await created.json()) as { id: string };

    await page.goto('/cardapio/importar');
    await page.getByLabel('Planilha (.xlsx ou .csv, até 2 MB)').setInputFiles({ name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from(MENU_SPREADSHEET_SAMPLE) });
    const errors = page.getByRole('region', { name: 'Linhas com erro' });
    await expect.poll(() => errors.getByRole('listitem').allInnerTexts()).toEqual(['Linha 4: preço inválido "12,5O"']);
    expect(await page.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Importar só as linhas válidas' }).click();
    await page.getByRole('heading', { name: 'Cardápio importado' }).waitFor();
    const menu = (await (await context.request.get(`/api/restaurants/${id}/products`)).json()) as { name: string; price: string }[];
    expect(menu.map((product) => `${product.name} ${product.price}`)).toEqual([
      'Pizza Margherita 45.90',
      'Pizza Calabresa 42.90',
      'Refrigerante lata 6.00',
      'Suco de laranja 9.50',
    ]);
  });
});
