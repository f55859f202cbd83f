import { describe, expect, it } from 'vitest';
import { signInThroughForm, uniqueEmail, type Credentials } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { gradientPng } from '../harness/png';
import { chooseFile, chooseOption, expectOrderPlaced, expectToast, imageLoaded, textOf } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';

const browser = useBrowser();

/**
 * The product's main story, one step per test, each in its own browser: an owner signs up and
 * publishes a dish; a customer signs up through the shared link and orders it; the owner takes
 * the order to 'Entregue'. Later steps use what the earlier ones made.
 */
const owner: Credentials & { firstName: string } = { email: uniqueEmail('dona'), password: 'senha-da-dona-1', firstName: 'Helena' };
const restaurantName = `Cantina da Helena ${owner.email.slice(5, 9)}`;
const product = { name: 'Lasanha à bolonhesa', price: '24.90', shownPrice: 'R$ 24,90', description: 'Massa fresca, molho de carne e queijo gratinado.' };
const customer = { firstName: 'Bruna', lastName: 'Teixeira' };
let inviteLink = '';
let orderPlaced = false;

describe('owner publishes a menu, a customer orders, the owner delivers', () => {
  it('an owner registers, creates the restaurant, adds a dish with a photo and copies the share link', async () => {
    const { page } = await browser.newVisitor({ clipboard: true });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByText('Crie sua conta para começar').waitFor();
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await form.getByLabel('Nome', { exact: true }).fill(owner.firstName);
    await form.getByLabel('Sobrenome (opcional)').fill('Prado');
    await form.getByLabel('Email').fill(owner.email);
    await form.getByLabel('Senha').fill(owner.password);
    await chooseOption(page, form.getByRole('combobox', { name: 'Tipo de conta' }), 'Dono de Restaurante');
    await form.getByRole('button', { name: 'Criar Conta' }).click();

    // After the reload an owner without a restaurant sees the create form; the name is required.
    await page.getByText('Cadastre seu restaurante').waitFor();
    await page.getByRole('button', { name: 'Criar restaurante' }).click();
    await expectToast(page, 'Nome obrigatório', 'Digite o nome do restaurante');
    await page.getByLabel('Nome do restaurante').fill(restaurantName);
    await page.getByLabel('Descrição').fill('Massas frescas todos os dias.');
    await chooseOption(page, page.getByRole('combobox', { name: 'Tipo de cozinha' }), 'Italiana');
    await page.getByRole('button', { name: 'Criar restaurante' }).click();
    await expectToast(page, 'Restaurante criado!');
    await page.getByRole('heading', { name: 'Compartilhe seu cardápio' }).waitFor();
    await expect.poll(() => textOf(page.getByRole('banner'))).toContain(restaurantName);

    // A dish with a photo chosen in the separate image modal, uploaded for real.
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Produto' });
    await dialog.getByRole('button', { name: 'Escolher imagem' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Imagem do produto' });
    await chooseFile(page, imageDialog.getByText('Clique para escolher ou arraste uma imagem'), {
      name: 'lasanha.png',
      mimeType: 'image/png',
      buffer: gradientPng(64, 48, [200, 60, 20], [250, 200, 60]),
    });
    await expectToast(page, 'Imagem carregada', 'A imagem do produto foi carregada com sucesso.');
    await imageDialog.waitFor({ state: 'detached' });
    const preview = dialog.getByRole('img', { name: 'Imagem do produto' });
    expect(await preview.getAttribute('src')).toMatch(/^\/objects\/[\w-]+$/);
    await expect.poll(() => imageLoaded(preview)).toBe(true);

    await dialog.getByLabel('Nome', { exact: true }).fill(product.name);
    await dialog.getByLabel('Preço (R$)').fill(product.price);
    await dialog.getByLabel('Descrição').fill(product.description);
    await dialog.getByLabel('Tempo de preparo (minutos)').fill('35');
    await dialog.getByLabel('Tags').fill('massa');
    await dialog.getByLabel('Tags').press('Enter');
    await dialog.getByRole('list', { name: 'Tags do produto' }).getByText('massa').waitFor();
    await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expectToast(page, 'Produto criado!', 'O produto foi adicionado ao cardápio com sucesso.');
    await dialog.waitFor({ state: 'detached' });

    // The share card: copy puts origin/r/<slug> on the clipboard.
    const link = await page.getByLabel('Link de cadastro').inputValue();
    expect(link).toMatch(new RegExp(`^${browser.baseUrl}/r/cantina-da-helena-[a-z0-9-]+$`));
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expectToast(page, 'Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    inviteLink = link;
  });

  it('a customer registers through the link, fills the cart and orders', async () => {
    expect(inviteLink, 'the first step must have copied the link').not.toBe('');
    const { page } = await browser.newVisitor();
    await page.goto(inviteLink);
    await expect.poll(() => textOf(page.locator('p', { hasText: 'Você foi convidado por' }))).toBe(`Você foi convidado por ${restaurantName}`);
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByText(`Crie sua conta para pedir de ${restaurantName}`, { exact: true }).waitFor();
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    // Through a restaurant's link the account is a customer's: no account type to choose.
    expect(await form.getByRole('combobox').count()).toBe(0);
    expect(await form.getByText('Tipo de conta').count()).toBe(0);
    await form.getByLabel('Nome', { exact: true }).fill(customer.firstName);
    await form.getByLabel('Sobrenome (opcional)').fill(customer.lastName);
    await form.getByLabel('Email').fill(uniqueEmail('cliente'));
    await form.getByLabel('Senha').fill('senha-da-cliente-1');
    await form.getByRole('button', { name: 'Criar Conta' }).click();

    // The reload lands on the restaurant's menu.
    await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
    const dish = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
    expect(await textOf(dish)).toContain(product.shownPrice);
    expect(await textOf(dish)).toContain('35 min');
    await expect.poll(() => imageLoaded(dish.getByRole('img', { name: product.name }))).toBe(true);

    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByText('Seu carrinho está vazio').waitFor();
    const add = dish.getByRole('button', { name: `Adicionar ${product.name}` });
    await add.click();
    await expectToast(page, 'Item adicionado!', `${product.name} foi adicionado ao carrinho.`);
    await add.click();
    const quantity = cart.getByRole('group', { name: `Quantidade de ${product.name}` });
    await expect.poll(() => textOf(quantity)).toBe('2');
    await expect.poll(() => textOf(cart)).toContain('Total R$ 49,80');

    // Removing: 2 → 1, then the trash button empties the cart.
    await cart.getByRole('button', { name: `Diminuir ${product.name}` }).click();
    await expect.poll(() => textOf(quantity)).toBe('1');
    await cart.getByRole('button', { name: `Remover ${product.name}` }).click();
    await cart.getByText('Seu carrinho está vazio').waitFor();

    await add.click();
    await add.click();
    await expect.poll(() => textOf(quantity)).toBe('2');
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    // A new customer has no phone or address yet: the checkout step asks for them.
    await cart.getByLabel('Telefone').pressSequentially('11987650000');
    await cart.getByLabel('Endereço de entrega').fill('Rua Harmonia, 77 — casa amarela');
    await cart.getByLabel('Observações').fill('Sem queijo extra');
    await payInCashWithoutChange(cart);
    await cart.getByRole('button', { name: 'Confirmar pedido' }).click();
    // The customer lands on the order, which says 'Pedido realizado!'; back on the menu, the cart is empty.
    await expectOrderPlaced(page);
    await page.getByText('Rua Harmonia, 77 — casa amarela').waitFor();
    await page.goBack();
    await cart.getByText('Seu carrinho está vazio').waitFor();
    orderPlaced = true;
  });

  it("the owner advances the order through every status to 'Entregue', then the button is disabled", async () => {
    expect(orderPlaced, 'the second step must have placed the order').toBe(true);
    const { page } = await browser.newVisitor();
    await signInThroughForm(page, owner);
    const orders = page.getByRole('table');
    const row = orders.getByRole('row').filter({ hasText: `${customer.firstName} ${customer.lastName}` });
    expect(await textOf(row)).toContain('R$ 49,80');
    const status = row.getByRole('cell').nth(2);
    await expect.poll(() => textOf(status)).toBe('Pendente');

    const next = row.getByRole('button', { name: 'Próximo Status' });
    // Issue 17: a delivery goes through 'Saiu para entrega'.
    for (const label of ['Confirmado', 'Preparando', 'Pronto', 'Saiu para entrega', 'Entregue']) {
      await next.click();
      await expectToast(page, 'Status atualizado!', `Pedido agora está ${label}.`);
      await expect.poll(() => textOf(status)).toBe(label);
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
  });
});
