import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { required } from '../harness/required';
import { normalized, textOf } from '../harness/ui';

const browser = useBrowser();

const DELIVERY_STEPS = ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

describe('Owner › Relatórios', () => {
  it('shows today’s delivered orders in the totals and downloads a CSV that papaparse reads back', async () => {
    const { page, context } = await browser.newVisitor();
    const owner = context.request;
    await registerThroughApi(owner, { email: uniqueEmail('dona-relatorios'), password: 'senha-da-dona-1', firstName: 'Dalva', lastName: 'Caixa', userType: 'restaurant' });
    const created = await owner.post('/api/restaurants', { data: { name: `Bar da Dalva ${Date.now().toString(36)}`, deliveryFee: '0.00' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: restaurantId } = (await created.json()) as { id: string };
    const product = await owner.post('/api/products', { data: { restaurantId, name: 'Moqueca', description: 'Para dois.', price: '30.00', prepTime: 20 } });
    const { id: productId } = (await product.json()) as { id: string };

    // Two orders delivered today (R$ 30,00 and R$ 60,00) and one cancelled (never a sale).
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-relatorio'), password: 'senha-do-cliente-1', firstName: 'Zeca', lastName: 'Pagodinho', userType: 'customer' });
    const place = async (quantity: number) => {
      const total = `${30 * quantity}.00`;
      const placed = await customer.context.request.post('/api/orders', {
        data: { order: { restaurantId, subtotal: total, deliveryFee: '0.00', total, deliveryAddress: 'Rua do Samba, 1' }, items: [{ productId, quantity, unitPrice: '30.00', totalPrice: total }] },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      return ((await placed.json()) as { id: string }).id;
    };
    for (const quantity of [1, 2]) {
      const id = await place(quantity);
      for (const status of DELIVERY_STEPS) expect((await owner.put(`/api/orders/${id}/status`, { data: { status } })).status()).toBe(200);
    }
    const cancelled = await place(3);
    expect((await owner.put(`/api/orders/${cancelled}/status`, { data: { status: 'cancelled' } })).status()).toBe(200);

    // From the dashboard's header; 'Hoje' is the period it opens with.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Hoje' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => normalized(await textOf(page.getByTestId('report-net')))).toBe('R$ 90,00');
    expect(await textOf(page.getByTestId('report-orders'))).toBe('2');
    expect(normalized(await textOf(page.getByTestId('report-average')))).toBe('R$ 45,00');
    expect(normalized(await textOf(page.getByTestId('report-cancelled')))).toBe('1 · R$ 90,00');

    // The payments table's CSV, as the browser downloads it, read back as a spreadsheet would.
    const payments = page.getByRole('table', { name: 'Por forma de pagamento' });
    await payments.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV: Por forma de pagamento' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(required(await download.path(), 'o arquivo baixado'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(';');
    expect(parsed.data).toEqual([{ 'Forma de pagamento': 'Não informado', Pedidos: '2', 'Vendas líquidas': '90,00' }]);
  });
});
