import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { linkIn, waitForMail } from '../harness/outbox';
import { expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

/** Issue 33, part C: board › Mesas and a table's conta, from the first orders to 'Fechar conta', the caixa and the reports. */

/** A table of the restaurant (the owner's route); the token of its QR link. */
async function newTable(owner: APIRequestContext, restaurantId: string, name: string): Promise<string> {
  const res = await owner.post(`/api/restaurants/${restaurantId}/tables`, { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const { link } = (await res.json()) as { link: string };
  return link.split('/m/')[1] ?? '';
}

/** An order through the table's QR link, as a phone at the table sends it (no sign-in). */
async function orderAtTable(anyone: APIRequestContext, token: string, product: { id: string; price: string }, quantity: number) {
  const amount = (Number(product.price) * quantity).toFixed(2);
  const res = await anyone.post(`/api/table-links/${token}/orders`, {
    data: { order: { subtotal: amount, total: amount }, items: [{ productId: product.id, quantity, unitPrice: product.price, totalPrice: amount }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Clears a MoneyInput and types digits the way a person does (they fill from the right). */
async function typeMoney(page: Page, label: string, digits: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.click();
  await page.keyboard.type(digits);
}

describe('Board › Mesas', () => {
  it('staff close a table’s conta with 10 % service split by 3, paid by card and in cash; the table is free, the caixa expects each method and the reports count it', async () => {
    const owner = await browser.newVisitor();
    const ownerApi = owner.context.request;
    await registerThroughApi(ownerApi, { email: uniqueEmail('dono-mesas'), password: 'senha-do-dono-1', firstName: 'Rui', lastName: 'Salão', userType: 'restaurant' });
    const restaurantName = `Boteco do Rui ${Date.now().toString(36)}`;
    const created = await ownerApi.post('/api/restaurants', { data: { name: restaurantName, deliveryFee: '0.00' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: restaurantId } = (await created.json()) as { id: string };
    const products = [];
    for (const [name, price] of [['Moqueca', '60.00'], ['Caipirinha', '15.00']] as const) {
      const res = await ownerApi.post('/api/products', { data: { restaurantId, name, description: 'Da casa.', price, prepTime: 10 } });
      products.push({ id: ((await res.json()) as { id: string }).id, price });
    }
    const [moqueca, caipirinha] = products as [{ id: string; price: string }, { id: string; price: string }];

    // Ana joins the team by the owner's invitation.
    const staffEmail = uniqueEmail('garcom');
    expect((await ownerApi.post(`/api/restaurants/${restaurantId}/staff`, { data: { email: staffEmail } })).status()).toBe(201);
    const invitation = await waitForMail(staffEmail, `Convite para a equipe de ${restaurantName}`);
    const staff = await browser.newVisitor();
    const token = linkIn(invitation, '/convite/').split('/convite/')[1] ?? '';
    // Registering from the invitation proves the e-mail (the link was mailed to it).
    const registered = await staff.context.request.post('/api/register', {
      data: { email: staffEmail, password: 'senha-da-ana-1', firstName: 'Ana', lastName: 'Garçonete', userType: 'customer', invitationToken: token },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect((await staff.context.request.post(`/api/staff-invitations/${token}/accept`)).status()).toBe(200);

    // Mesa 12 orders twice from its QR link (R$ 60,00 and 2 × R$ 15,00); Mesa 3 stays free.
    const mesa12 = await newTable(ownerApi, restaurantId, '12');
    await newTable(ownerApi, restaurantId, '3');
    const phone = await browser.newVisitor();
    await orderAtTable(phone.context.request, mesa12, moqueca, 1);
    await orderAtTable(phone.context.request, mesa12, caipirinha, 2);
    // The owner opens the caixa before the shift.
    expect((await ownerApi.post(`/api/restaurants/${restaurantId}/cash-sessions`, { data: { openingFloat: '100.00' } })).status()).toBe(201);

    // Board › Mesas: Mesa 12 occupied with R$ 90,00 + 10 % = R$ 99,00 since just now, Mesa 3 free.
    const { page } = staff;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Mesas', exact: true }).click();
    await page.getByRole('heading', { name: 'Mesas', level: 1 }).waitFor();
    const table12 = page.getByRole('article', { name: 'Mesa 12' });
    await table12.getByText('Ocupada').waitFor();
    expect(normalized(await table12.innerText())).toContain('R$ 99,00 2 pedido(s) · agora');
    await page.getByRole('article', { name: 'Mesa 3' }).getByText('Livre').waitFor();

    // The conta: two orders, 'Taxa de serviço (10%)' kept, split equally by 3.
    await table12.getByRole('link', { name: 'Abrir conta' }).click();
    await page.getByRole('heading', { name: 'Mesa 12', level: 1 }).waitFor();
    await page.getByText('1× Moqueca').waitFor();
    await page.getByText('2× Caipirinha').waitFor();
    await page.getByText('Taxa de serviço (10%)').waitFor();
    await page.getByRole('radio', { name: 'Igualmente' }).click();
    await page.getByLabel('Pessoas').fill('3');
    await page.getByRole('button', { name: 'Dividir por 3' }).click();
    const shares = page.getByRole('list', { name: 'Parte de cada pessoa' }).getByRole('listitem');
    await expect.poll(async () => (await shares.allInnerTexts()).map(normalized)).toEqual([
      'Pessoa 1 R$ 33,00 (taxa R$ 3,00)',
      'Pessoa 2 R$ 33,00 (taxa R$ 3,00)',
      'Pessoa 3 R$ 33,00 (taxa R$ 3,00)',
    ]);

    // Two people pay by credit card (Visa), the third hands R$ 40,00 in cash: 'Troco: R$ 7,00'.
    await page.getByLabel('Forma de pagamento').selectOption({ label: 'Cartão de crédito' });
    await page.getByLabel('Bandeira').selectOption({ label: 'Visa' });
    await typeMoney(page, 'Valor', '6600');
    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expectToast(page, 'Pagamento registrado: R$ 66,00');
    await expect.poll(async () => normalized(await textOf(page.getByText(/^Restante/).locator('..')))).toBe('Restante R$ 33,00');
    await page.getByLabel('Forma de pagamento').selectOption({ label: 'Dinheiro' });
    await typeMoney(page, 'Valor', '4000');
    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByRole('status').filter({ hasText: 'Troco: R$ 7,00' }).waitFor();
    await expect.poll(async () => normalized(await textOf(page.getByText(/^Restante/).locator('..')))).toBe('Restante R$ 0,00');

    // 'Imprimir conferência': the 80 mm conferência with the items, the split and the payments so far.
    await page.getByRole('link', { name: 'Imprimir conferência' }).click();
    const slip = page.getByRole('article', { name: 'Conferência de mesa' });
    await slip.getByText('Dividido por 3').waitFor();
    const printed = normalized(await slip.innerText());
    for (const line of [restaurantName.toUpperCase(), 'Mesa 12', '2x Caipirinha R$ 30,00', 'Taxa de serviço (10%) R$ 9,00', 'Total R$ 99,00', 'Cartão de crédito · Visa R$ 66,00', 'Dinheiro R$ 33,00', 'Restante R$ 0,00']) {
      expect(printed).toContain(line);
    }
    await page.getByRole('link', { name: 'Voltar à conta' }).click();

    // 'Fechar conta': the table is free.
    await page.getByRole('button', { name: 'Fechar conta' }).click();
    await expectToast(page, 'Conta fechada: R$ 99,00');
    await page.getByText('Mesa livre: nenhuma conta aberta.').waitFor();
    await page.getByRole('link', { name: 'Voltar às mesas' }).first().click();
    await page.getByRole('article', { name: 'Mesa 12' }).getByText('Livre').waitFor();

    // The owner's caixa expects R$ 100,00 + R$ 33,00 in cash and R$ 66,00 on Visa.
    await owner.page.goto('/caixa');
    await owner.page.getByText('Cartão de crédito · Visa', { exact: true }).waitFor();
    const expected = async (label: string) => normalized(await textOf(owner.page.getByText(label, { exact: true }).locator('..')));
    expect(await expected('Cartão de crédito · Visa')).toBe('Cartão de crédito · Visa Esperado R$ 66,00');
    expect(await expected('Dinheiro')).toBe('Dinheiro Esperado R$ 133,00');
    expect(normalized(await textOf(owner.page.getByRole('region', { name: 'Vendas por origem' })))).toBe('Vendas por origem Mesa (2 pedidos) R$ 99,00');

    // Relatórios › Hoje: the conta's two orders, R$ 99,00, its origin 'Mesa'.
    await owner.page.goto('/relatorios');
    await expect.poll(async () => normalized(await textOf(owner.page.getByTestId('report-net')))).toBe('R$ 99,00');
    expect(await textOf(owner.page.getByTestId('report-orders'))).toBe('2');
    const origins = owner.page.getByRole('table', { name: 'Por origem' });
    await origins.getByRole('cell', { name: 'Mesa', exact: true }).waitFor();
  });

  it("the owner sets 'Taxa de serviço (%)' to 12,5 in Configurações › Pedidos; the next conta opens with it, and 'Remover' takes it off that conta", async () => {
    const { page, context } = await browser.newVisitor();
    const ownerApi = context.request;
    await registerThroughApi(ownerApi, { email: uniqueEmail('dona-taxa'), password: 'senha-da-dona-1', firstName: 'Tina', lastName: 'Taxa', userType: 'restaurant' });
    const created = await ownerApi.post('/api/restaurants', { data: { name: `Bar da Tina ${Date.now().toString(36)}`, deliveryFee: '0.00' } });
    const { id: restaurantId } = (await created.json()) as { id: string };
    const product = await ownerApi.post('/api/products', { data: { restaurantId, name: 'Feijoada', description: 'Completa.', price: '40.00', prepTime: 20 } });
    const { id: productId } = (await product.json()) as { id: string };

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Pedidos' }).click();
    const field = page.getByLabel('Taxa de serviço (%)');
    expect(await field.inputValue()).toBe('10');
    await page.getByText('A taxa de serviço é opcional por lei', { exact: false }).waitFor();
    await field.fill('12,5');
    await page.getByRole('button', { name: 'Salvar taxa de serviço' }).click();
    await expectToast(page, 'Taxa de serviço salva');

    const token = await newTable(ownerApi, restaurantId, '7');
    await orderAtTable((await browser.newVisitor()).context.request, token, { id: productId, price: '40.00' }, 1);
    await page.goto('/mesas');
    await page.getByRole('article', { name: 'Mesa 7' }).getByRole('link', { name: 'Abrir conta' }).click();
    // 12,5 % of R$ 40,00.
    await page.getByText('Taxa de serviço (12,5%)').waitFor();
    await expect.poll(async () => normalized(await textOf(page.getByText(/^Restante/).locator('..')))).toBe('Restante R$ 45,00');
    await page.getByRole('button', { name: 'Remover taxa de serviço' }).click();
    await page.getByText('Taxa de serviço (0%)').waitFor();
    await expect.poll(async () => normalized(await textOf(page.getByText(/^Restante/).locator('..')))).toBe('Restante R$ 40,00');
    await page.getByRole('button', { name: 'Cobrar taxa de serviço (12,5%)' }).waitFor();
  });
});
