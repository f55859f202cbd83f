import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from 'playwright-core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { required } from '../harness/required';
import { expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

const DELIVERY_STEPS = ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

/** A new owner's restaurant without a delivery fee, with one R$ 12,50 dish; the request context is signed in as the owner. */
async function restaurantWithDish(request: APIRequestContext): Promise<{ restaurantId: string; productId: string }> {
  await registerThroughApi(request, { email: uniqueEmail('dona-clientes'), password: 'senha-da-dona-1', firstName: 'Rosa', lastName: 'Dendê', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Tabuleiro da Rosa ${Date.now().toString(36)}`, deliveryFee: '0.00' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: restaurantId } = (await created.json()) as { id: string };
  const product = await request.post('/api/products', { data: { restaurantId, name: 'Acarajé', description: 'Com vatapá.', price: '12.50', prepTime: 15 } });
  expect(product.status(), await product.text()).toBe(201);
  return { restaurantId, productId: ((await product.json()) as { id: string }).id };
}

/** `count` orders of one acarajé by a new customer with this phone, each taken to 'delivered' by the owner. */
async function deliveredOrders(owner: APIRequestContext, restaurantId: string, productId: string, phone: string, count: number): Promise<void> {
  const customer = await browser.newVisitor();
  await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-fiel'), password: 'senha-do-cliente-1', firstName: 'Jorge', lastName: 'Amado', userType: 'customer' });
  for (let i = 0; i < count; i++) {
    const placed = await customer.context.request.post('/api/orders', {
      data: {
        order: { restaurantId, subtotal: '12.50', deliveryFee: '0.00', total: '12.50', customerPhone: phone, deliveryAddress: 'Rua do Pelourinho, 12' },
        items: [{ productId, quantity: 1, unitPrice: '12.50', totalPrice: '12.50' }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id, total } = (await placed.json()) as { id: string; total: string };
    expect(total).toBe('12.50');
    for (const status of DELIVERY_STEPS) expect((await owner.put(`/api/orders/${id}/status`, { data: { status } })).status()).toBe(200);
  }
}

/** 'nome;telefone;bairro' and 200 customers, five of them wrong (lines numbered as a spreadsheet shows them). */
function customersCsv(): string {
  const lines = ['nome;telefone;bairro'];
  for (let i = 1; i <= 200; i++) lines.push(`Cliente Importado ${i};(71) 9${String(30_000_000 + i).slice(-8)};Rio Vermelho`);
  lines[10] = 'Cliente Importado 10;1234;Rio Vermelho'; // line 11
  lines[50] = ';(71) 98888-7777;Barra'; // line 51
  lines[120] = 'Cliente Importado 120;(71) 9ABC-DEFG;Barra'; // line 121
  lines[150] = `Repetido;${required(lines[3], 'linha 4').split(';')[1]};Barra`; // line 151, the phone of line 4
  lines[180] = 'Cliente Importado 180;'; // line 181
  return `${lines.join('\r\n')}\r\n`;
}

describe('Owner › Clientes', () => {
  it('finds a customer with the right totals and tag, exports the CSV Excel opens, and imports 200 lines showing the bad ones', async () => {
    const { page, context } = await browser.newVisitor();
    const { restaurantId, productId } = await restaurantWithDish(context.request);
    await deliveredOrders(context.request, restaurantId, productId, '(71) 99123-4567', 2);

    // From the dashboard's header to the list; the search finds the customer by part of the phone.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Clientes', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('99123');
    const list = page.getByRole('region', { name: 'Lista de clientes' });
    const row = list.getByRole('link').filter({ hasText: 'Jorge Amado' });
    await row.waitFor();
    expect(await textOf(row.getByTestId('customer-orders'))).toBe('2');
    expect(normalized(await textOf(row.getByTestId('customer-total')))).toBe('R$ 25,00');
    expect(normalized(await textOf(row))).toContain('Novo');
    expect(normalized(await textOf(row))).not.toContain('Frequente');

    // 'Etiquetas automáticas': the owner's thresholds. Em risco must start before Inativo; once 2 orders
    // are enough for Frequente, Jorge's two make him one.
    await page.getByRole('button', { name: 'Etiquetas automáticas' }).click();
    const rules = page.getByRole('dialog', { name: 'Etiquetas automáticas' });
    await rules.getByLabel('Em risco: sem pedir há (dias)').fill('60');
    await rules.getByRole('button', { name: 'Salvar' }).click();
    await rules.getByRole('alert').filter({ hasText: "'Em risco' deve começar antes de 'Inativo'" }).waitFor();
    await rules.getByLabel('Em risco: sem pedir há (dias)').fill('30');
    await rules.getByLabel('Frequente: pelo menos (pedidos)').fill('2');
    await rules.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Etiquetas atualizadas');
    await expect.poll(async () => normalized(await textOf(row))).toContain('Frequente');

    // The 'Novo' chip filters on the same rule.
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await row.waitFor();

    await row.click();
    await page.getByRole('heading', { name: 'Jorge Amado', level: 1 }).waitFor();
    expect(normalized(await textOf(page.getByTestId('customer-average')))).toBe('R$ 12,50');
    expect(await page.getByRole('link', { name: 'Conversar no WhatsApp' }).getAttribute('href')).toBe('https://wa.me/5571991234567');
    // Back to the list as it was filtered.
    await page.getByRole('link', { name: 'Voltar aos clientes' }).click();
    await row.waitFor();
    expect(await page.getByRole('button', { name: 'Novo', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Buscar clientes' }).inputValue()).toBe('99123');

    // Export (what the list shows): the file the browser downloads, read back as a spreadsheet would.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('clientes.csv');
    const bytes = await readFile(required(await download.path(), 'o arquivo baixado'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(';');
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toMatchObject({ Nome: 'Jorge Amado', Telefone: '(71) 99123-4567', Pedidos: '2', 'Total gasto': '25,00', 'Ticket médio': '12,50' });
    expect(required(parsed.data[0], 'a linha')['Primeiro pedido']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Import: 200 lines, five refused by line; the others are on the list.
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
    await dialog.getByLabel('Arquivo CSV').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(customersCsv(), 'utf8') });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.getByText('195 clientes novos, 0 atualizados.').waitFor();
    expect((await dialog.getByRole('list', { name: 'Linhas com erro' }).getByRole('listitem').allInnerTexts()).map(normalized)).toEqual([
      'Linha 11: telefone inválido "1234"',
      'Linha 51: nome em branco',
      'Linha 121: telefone inválido "(71) 9ABC-DEFG"',
      'Linha 151: telefone repetido (já está na linha 4)',
      'Linha 181: telefone em branco',
    ]);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('Cliente Importado 42');
    await list.getByRole('link').filter({ hasText: 'Cliente Importado 42' }).waitFor();
  });

  it("blocks a customer, then 'Excluir dados do cliente' asks first and takes them off the list", async () => {
    const { page, context } = await browser.newVisitor();
    const { restaurantId, productId } = await restaurantWithDish(context.request);
    await deliveredOrders(context.request, restaurantId, productId, '(71) 99555-0001', 1);
    await page.goto('/clientes');
    await page.getByRole('region', { name: 'Lista de clientes' }).getByRole('link').filter({ hasText: 'Jorge Amado' }).click();
    await page.getByRole('heading', { name: 'Jorge Amado', level: 1 }).waitFor();

    await page.getByRole('switch', { name: 'Bloquear cliente' }).click();
    await expectToast(page, 'Cliente bloqueado');
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Bloquear cliente' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('button', { name: 'Excluir dados do cliente' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir os dados de Jorge Amado?' });
    await confirm.getByRole('button', { name: 'Excluir dados' }).click();
    await expectToast(page, 'Dados do cliente excluídos');
    await page.getByText('Nenhum cliente encontrado.').waitFor();
    // The sale stays for the reports, without the person.
    const orders = (await (await context.request.get(`/api/restaurants/${restaurantId}/orders`)).json()) as { customerName: string; total: string }[];
    expect(orders.map((order) => [order.customerName, order.total])).toEqual([['Cliente removido', '12.50']]);
  });
});

