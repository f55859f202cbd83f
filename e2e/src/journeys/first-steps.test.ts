import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { gradientPng } from '../harness/png';
import { chooseOption, expectToast, textOf, uploadRestaurantImage } from '../harness/ui';

const browser = useBrowser();

/** The dashboard's 'Primeiros passos' card. */
const firstSteps = (page: Page) => page.getByRole('region', { name: 'Primeiros passos' });

/** The card's step link, and whether it is marked done. */
const step = (page: Page, label: string): Locator => firstSteps(page).getByRole('link', { name: new RegExp(`^${label}`) });
const isDone = async (link: Locator) => (await textOf(link)).endsWith(', feito');

/** Back from Configurações to the dashboard, where the card reads the steps again. */
async function backToDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await firstSteps(page).waitFor();
}

async function expectProgress(page: Page, done: number): Promise<void> {
  await expect.poll(() => textOf(firstSteps(page))).toContain(`${done} de 9`);
}

/** Follows a step's link to its tab of Configurações. */
async function openSettingsStep(page: Page, label: string, tab: string): Promise<void> {
  await step(page, label).click();
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
}

describe("'Primeiros passos': a new owner's way to a first order", () => {
  it('a new owner follows every step from the checklist, receives a test order, and the checklist goes away', async () => {
    const { page } = await browser.newVisitor({ clipboard: true });
    const email = uniqueEmail('primeiros-passos');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await form.getByLabel('Nome', { exact: true }).fill('Lúcia');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Senha').fill('senha-da-lucia-1');
    await chooseOption(page, form.getByRole('combobox', { name: 'Tipo de conta' }), 'Dono de Restaurante');
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByLabel('Nome do restaurante').fill(`Cozinha da Lúcia ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Criar restaurante' }).click();
    await expectToast(page, 'Restaurante criado!');

    // A fresh restaurant: nothing done yet.
    await firstSteps(page).waitFor();
    const restaurant = ((await (await page.request.get('/api/restaurants/my')).json()) as { id: string }[])[0];
    const restaurantId = restaurant?.id ?? '';
    await expectProgress(page, 0);

    // branding: logo and cover, uploaded in Configurações › Restaurante.
    await openSettingsStep(page, 'Coloque o logo e a foto de capa', 'Restaurante');
    await uploadRestaurantImage(page, 'Escolher logo', { name: 'logo.png', buffer: gradientPng(120, 120, [200, 40, 40], [250, 200, 60]) });
    await uploadRestaurantImage(page, 'Escolher capa', { name: 'capa.png', buffer: gradientPng(480, 180, [20, 90, 160], [40, 200, 120]) });
    await page.getByRole('button', { name: 'Salvar alterações' }).first().click();
    await expectToast(page, 'Configurações atualizadas!');
    await backToDashboard(page);
    await expectProgress(page, 1);
    expect(await isDone(step(page, 'Coloque o logo e a foto de capa'))).toBe(true);

    // address and delivery: Configurações › Entrega, the address filled by its CEP.
    await openSettingsStep(page, 'Informe o endereço do restaurante', 'Entrega');
    const delivery = page.locator('form').filter({ hasText: 'Formas de receber' });
    await delivery.getByLabel('Retirada no local').check();
    await delivery.getByLabel('CEP').pressSequentially('20510000');
    await expect.poll(() => delivery.getByLabel('Rua').inputValue()).toBe('Rua Conde de Bonfim');
    await delivery.getByLabel('Número').fill('100');
    await delivery.getByRole('button', { name: 'Salvar entrega' }).click();
    await expectToast(page, 'Entrega atualizada!');
    await backToDashboard(page);
    await expectProgress(page, 3);

    // hours: open all day, every day (the test order comes whenever the test runs).
    await openSettingsStep(page, 'Defina os horários de funcionamento', 'Funcionamento');
    await page.getByRole('button', { name: 'Adicionar horário na segunda' }).click();
    await page.getByLabel('Segunda, horário 1: abre').fill('00:00');
    await page.getByLabel('Segunda, horário 1: fecha').fill('23:59');
    await page.getByRole('button', { name: 'Copiar horários de segunda' }).click();
    for (const day of ['Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo']) await page.getByRole('checkbox', { name: day, exact: true }).check();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByRole('button', { name: 'Salvar horários' }).click();
    await expectToast(page, 'Horários salvos!');
    await backToDashboard(page);
    await expectProgress(page, 4);

    // payment: the defaults count once the owner saves them.
    await openSettingsStep(page, 'Escolha as formas de pagamento', 'Pagamento');
    await page.getByRole('button', { name: 'Salvar pagamento' }).click();
    await expectToast(page, 'Pagamento salvo');
    await backToDashboard(page);
    await expectProgress(page, 5);

    // products: the menu imported from the template (Cardápio › Importar, from the menu card the step scrolls to).
    await step(page, 'Cadastre pelo menos 5 produtos').click();
    await page.getByRole('link', { name: 'Importar planilha' }).click();
    const template = await (await page.request.get('/api/menu-import/template.csv')).text();
    const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    const dishes = ['Feijoada', 'Moqueca', 'Escondidinho', 'Baião de dois', 'Pudim'].map((name, index) => `Pratos;${name};${name} da casa.;${20 + index},50;sim;;30`);
    await page.getByLabel('Planilha (.xlsx ou .csv, até 2 MB)').setInputFiles({ name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...dishes].join('\n')) });
    await page.getByText('Prévia da importação').waitFor();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Cardápio importado').waitFor();
    await backToDashboard(page);
    await expectProgress(page, 6);

    // guest_orders: 'Aceitar pedidos sem cadastro' (Configurações › Pedidos, issue 30) saves as it is switched.
    await openSettingsStep(page, 'Aceite pedidos sem cadastro', 'Pedidos');
    await page.getByRole('switch', { name: 'Aceitar pedidos sem cadastro' }).click();
    await expectToast(page, 'Pedidos sem cadastro ativados');
    await backToDashboard(page);
    await expectProgress(page, 7);

    // share: copying the link.
    await step(page, 'Copie o link ou abra o cartaz do QR Code').click();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expectToast(page, 'Link copiado!');
    await expectProgress(page, 8);
    expect(await isDone(step(page, 'Receba um pedido de teste'))).toBe(false);

    // test_order: a customer orders; the live board brings it, and with it the last step: the card goes.
    const products = (await (await page.request.get(`/api/restaurants/${restaurantId}/products`)).json()) as { id: string; price: string }[];
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-teste'), password: 'senha-do-cliente-1', firstName: 'Caio', lastName: 'Teste', userType: 'customer' });
    const first = products[0];
    const order = await customer.context.request.post('/api/orders', {
      data: {
        order: { restaurantId, subtotal: first?.price, deliveryFee: '0.00', total: first?.price, customerPhone: '(21) 98888-7777', deliveryAddress: 'Rua das Laranjeiras, 10' },
        items: [{ productId: first?.id, quantity: 1, unitPrice: first?.price, totalPrice: first?.price }],
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    await firstSteps(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Compartilhe seu cardápio' }).waitFor();
  });

  it("opening the QR Code poster ticks 'share' too, with no link copied", async () => {
    const { page, context } = await browser.newVisitor();
    await registerThroughApi(context.request, { email: uniqueEmail('cartaz'), password: 'senha-do-dono-1', firstName: 'Rita', lastName: 'Souza', userType: 'restaurant' });
    expect((await context.request.post('/api/restaurants', { data: { name: `Quiosque da Rita ${Date.now().toString(36)}` } })).status()).toBe(201);
    await page.goto('/dashboard');
    const share = step(page, 'Copie o link ou abra o cartaz do QR Code');
    expect(await isDone(share)).toBe(false);
    await page.getByRole('button', { name: 'Baixar QR Code' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isDone(share)).toBe(true);
  });

  it("'Dispensar' hides the checklist for good, on this device and the next", async () => {
    const { page, context } = await browser.newVisitor();
    await registerThroughApi(context.request, { email: uniqueEmail('dispensa'), password: 'senha-do-dono-1', firstName: 'Davi', lastName: 'Lima', userType: 'restaurant' });
    expect((await context.request.post('/api/restaurants', { data: { name: `Bar do Davi ${Date.now().toString(36)}` } })).status()).toBe(201);
    await page.goto('/dashboard');
    await firstSteps(page).getByRole('button', { name: 'Dispensar' }).click();
    await firstSteps(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Compartilhe seu cardápio' }).waitFor();
    expect(await firstSteps(page).count()).toBe(0);
  });
});
