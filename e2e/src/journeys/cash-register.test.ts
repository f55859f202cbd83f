import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_RESTAURANT, DEMO_STAFF, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { pdfPageSizes, pdfPageTexts, PT_PER_MM } from '../harness/pdf';
import { required } from '../harness/required';
import { normalized, textOf } from '../harness/ui';

const browser = useBrowser();

const DELIVERY_STEPS = ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

/** Types into a MoneyInput the way a person does: digits fill from the right. */
async function typeMoney(page: Page, label: string, digits: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(digits);
}

describe('Owner › Caixa', () => {
  it('opens the caixa, takes two cash orders, records a sangria, closes short by R$ 2,00, prints the slip, then reads the day in Relatórios › Hoje and its CSV', async () => {
    const { page, context, guard } = await browser.newVisitor();
    // No caixa open is a 404 of the current caixa: the screen then offers 'Abrir caixa'.
    guard.expectHttpError({ status: 404, urlPart: '/trpc/cashRegister.current' });
    const owner = context.request;
    await registerThroughApi(owner, { email: uniqueEmail('dona-caixa'), password: 'senha-da-dona-1', firstName: 'Celia', lastName: 'Caixa', userType: 'restaurant' });
    const created = await owner.post('/api/restaurants', { data: { name: `Bar da Celia ${Date.now().toString(36)}`, deliveryFee: '0.00' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: restaurantId } = (await created.json()) as { id: string };
    const product = await owner.post('/api/products', { data: { restaurantId, name: 'Moqueca', description: 'Para dois.', price: '30.00', prepTime: 20 } });
    const { id: productId } = (await product.json()) as { id: string };

    // From the dashboard's header: no caixa yet, open it with R$ 100,00.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Caixa', exact: true }).click();
    await page.getByRole('heading', { name: 'Caixa', level: 1 }).waitFor();
    await typeMoney(page, 'Fundo de troco', '10000');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    await page.getByText('Caixa aberto', { exact: true }).waitFor();

    // Two cash orders of R$ 30,00 (one paid with a R$ 50,00 note: R$ 20,00 troco), delivered.
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-caixa'), password: 'senha-do-cliente-1', firstName: 'Zeca', lastName: 'Pagodinho', userType: 'customer' });
    for (const payment of [{ method: 'cash', changeFor: '50.00' }, { method: 'cash' }]) {
      const placed = await customer.context.request.post('/api/orders', {
        data: { order: { restaurantId, subtotal: '30.00', deliveryFee: '0.00', total: '30.00', deliveryAddress: 'Rua do Samba, 1', payment }, items: [{ productId, quantity: 1, unitPrice: '30.00', totalPrice: '30.00' }] },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { id } = (await placed.json()) as { id: string };
      for (const status of DELIVERY_STEPS) expect((await owner.put(`/api/orders/${id}/status`, { data: { status } })).status()).toBe(200);
    }
    // A third order, cancelled: never a sale, in the caixa or the report.
    const third = await customer.context.request.post('/api/orders', {
      data: { order: { restaurantId, subtotal: '30.00', deliveryFee: '0.00', total: '30.00', deliveryAddress: 'Rua do Samba, 1', payment: { method: 'cash' } }, items: [{ productId, quantity: 1, unitPrice: '30.00', totalPrice: '30.00' }] },
    });
    expect(third.status(), await third.text()).toBe(201);
    const { id: cancelledId } = (await third.json()) as { id: string };
    expect((await owner.put(`/api/orders/${cancelledId}/status`, { data: { status: 'cancelled' } })).status()).toBe(200);
    await page.reload();
    await page.getByText('2 pedidos entregues').waitFor();

    // Sangria of R$ 10,00: the drawer should hold 100 + 60 − 10 = R$ 150,00.
    await page.getByRole('button', { name: 'Sangria', exact: true }).click();
    await typeMoney(page, 'Valor', '1000');
    await page.getByLabel('Motivo', { exact: true }).fill('Depósito no banco');
    await page.getByRole('button', { name: 'Registrar sangria' }).click();
    await page.getByText('Sangria · Depósito no banco: R$ 10,00').waitFor();

    // Counted R$ 148,00: 'Quebra R$ 2,00' as the owner types, then closed.
    await typeMoney(page, 'Contado', '14800');
    await page.getByText('Quebra R$ 2,00').waitFor();
    await page.getByRole('button', { name: 'Confirmar fechamento' }).click();

    // The slip, on 80 mm paper: printed as one strip as wide as the roll, with the shortfall and the signature line.
    const slip = page.getByRole('article', { name: 'Fechamento de caixa' });
    await slip.getByText('Quebra R$ 2,00', { exact: true }).waitFor();
    const printed = await page.pdf({ preferCSSPageSize: true });
    const sizes = pdfPageSizes(printed);
    expect(sizes).toHaveLength(1);
    expect(Math.abs((sizes[0]?.width ?? 0) - 80 * PT_PER_MM)).toBeLessThan(1);
    const [text = ''] = await pdfPageTexts(printed);
    expect(text).toContain('Quebra R$ 2,00');
    expect(text).toContain('Assinatura');
    expect(text).not.toContain('Comprovante de fechamento');
    // 'Imprimir' opens the browser's print dialog (intercepted here).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Back on the Caixa: none open, the history shows the shortfall; the slip as a PDF.
    await page.getByRole('link', { name: 'Voltar ao caixa' }).click();
    await page.getByText('Nenhum caixa aberto').waitFor();
    await page.getByText(/dinheiro: Quebra R\$ 2,00/).waitFor();
    const href = await page.getByRole('link', { name: 'Baixar PDF' }).first().getAttribute('href');
    expect(href).toMatch(/^\/api\/cash-sessions\/[\w-]+\/report\.pdf$/);
    const pdf = await owner.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Relatórios from the dashboard's header; 'Hoje' is the period it opens with: the same two orders.
    await page.getByRole('link', { name: 'Voltar ao painel' }).click();
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Hoje' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => normalized(await textOf(page.getByTestId('report-net')))).toBe('R$ 60,00');
    expect(await textOf(page.getByTestId('report-orders'))).toBe('2');
    expect(normalized(await textOf(page.getByTestId('report-average')))).toBe('R$ 30,00');
    expect(normalized(await textOf(page.getByTestId('report-cancelled')))).toBe('1 · R$ 30,00');

    // The payments table's CSV, as the browser downloads it, read back as a spreadsheet would: the caixa's cash sales.
    await page.getByRole('table', { name: 'Por forma de pagamento' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV: Por forma de pagamento' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(required(await download.path(), 'o arquivo baixado'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(';');
    expect(parsed.data).toEqual([{ 'Forma de pagamento': 'Dinheiro', Pedidos: '2', 'Vendas líquidas': '60,00' }]);

    // The day and hour charts (Chart.js, on canvas) are drawn, each with its text alternative.
    const dayChart = page.getByRole('img', { name: /^Vendas líquidas por dia\. Maior venda em \d{2}\/\d{2}\/\d{4}: R\$ 60,00\.$/ });
    const hourChart = page.getByRole('img', { name: /^Vendas líquidas por hora do dia\. Hora de maior venda: \d{1,2}h \(R\$ 60,00\)\.$/ });
    for (const chart of [dayChart, hourChart]) {
      await chart.waitFor();
      await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data.some((byte) => byte !== 0))).toBe(true);
    }
  });
});

describe('Atendente › Caixa', () => {
  it("the owner lets the team operate the caixa (Configurações › Equipe); João opens it from the board and closes it, without 'Reabrir caixa'", async () => {
    const owner = await browser.newVisitor();
    await signInThroughApi(owner.context.request, DEMO_OWNER);
    const joao = await browser.newVisitor();
    // No caixa open is a 404 of the current caixa: the screen then offers 'Abrir caixa'.
    joao.guard.expectHttpError({ status: 404, urlPart: '/trpc/cashRegister.current' });
    await signInThroughApi(joao.context.request, DEMO_STAFF);

    // Off (the default): no 'Caixa' on João's board.
    await joao.page.goto('/dashboard');
    await joao.page.getByText(`${DEMO_RESTAURANT.name} · Atendente`).waitFor();
    expect(await joao.page.getByRole('link', { name: 'Caixa', exact: true }).count()).toBe(0);

    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'Equipe' }).click();
    const allow = owner.page.getByRole('switch', { name: 'Equipe pode operar o caixa' });
    await expect.poll(() => allow.isEnabled()).toBe(true);
    if ((await allow.getAttribute('aria-checked')) !== 'true') await allow.click();
    await expect.poll(() => allow.getAttribute('aria-checked')).toBe('true');

    try {
      await joao.page.reload();
      await joao.page.getByRole('link', { name: 'Caixa', exact: true }).click();
      await joao.page.getByRole('heading', { name: 'Caixa', level: 1 }).waitFor();
      await typeMoney(joao.page, 'Fundo de troco', '5000');
      await joao.page.getByRole('button', { name: 'Abrir caixa' }).click();
      await joao.page.getByText('Caixa aberto', { exact: true }).waitFor();
      expect(await joao.page.getByText(/por João/).count()).toBeGreaterThan(0);

      await joao.page.getByRole('button', { name: 'Confirmar fechamento' }).click();
      await joao.page.getByRole('article', { name: 'Fechamento de caixa' }).getByText(DEMO_RESTAURANT.name).waitFor();
      await joao.page.getByRole('link', { name: 'Voltar ao caixa' }).click();
      await joao.page.getByText('Nenhum caixa aberto').waitFor();
      await joao.page.getByRole('link', { name: 'Comprovante' }).first().waitFor();
      // Reopening stays the owner's.
      expect(await joao.page.getByRole('button', { name: 'Reabrir caixa' }).count()).toBe(0);
    } finally {
      // Leave the demo restaurant as the other journeys expect it: the team without the caixa.
      await allow.click();
      await expect.poll(() => allow.getAttribute('aria-checked')).toBe('false');
    }
  });
});
