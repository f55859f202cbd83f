import { readFileSync } from 'node:fs';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, signInThroughForm, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { linkIn, waitForMail } from '../harness/outbox';
import { expectToast } from '../harness/ui';

const browser = useBrowser();

/** A new owner with a new restaurant and one R$ 20,00 dish, through the API: this file touches no one else's. */
async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-equipe'), password: 'senha-do-dono-1', firstName: 'Rosa', lastName: 'Prado', userType: 'restaurant' });
  const name = `Moqueca da Rosa ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; deliveryFee: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Moqueca', description: 'De peixe.', price: '20.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, deliveryFee: restaurant.deliveryFee, productId: ((await dish.json()) as { id: string }).id };
}

/** A customer (signed in on `request`) orders one Moqueca; returns the order id. */
async function placeOrder(request: APIRequestContext, restaurant: Awaited<ReturnType<typeof newRestaurant>>): Promise<string> {
  const cents = (money: string) => Math.round(Number(money) * 100);
  const response = await request.post('/api/orders', {
    data: {
      order: { restaurantId: restaurant.id, subtotal: '20.00', deliveryFee: restaurant.deliveryFee, total: ((2000 + cents(restaurant.deliveryFee)) / 100).toFixed(2), status: 'pending' },
      items: [{ productId: restaurant.productId, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('accounts (issue 21)', () => {
  it("'Esqueci minha senha': the mailed link sets a new password, signs in here and out everywhere else", async () => {
    const email = uniqueEmail('esqueceu');
    const elsewhere = await browser.newVisitor();
    await registerThroughApi(elsewhere.context.request, { email, password: 'senha-antiga-1', firstName: 'Clara', lastName: 'Nunes', userType: 'customer' });

    const { page } = await browser.newVisitor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('status').filter({ hasText: 'Se houver uma conta com este email' }).waitFor();

    const mail = await waitForMail(email, 'Redefinir sua senha');
    expect(mail.text).toContain('Olá, Clara!');
    await page.goto(linkIn(mail, '/redefinir-senha?token='));
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-forte');
    await page.getByLabel('Confirmar nova senha').fill('senha-nova-forte');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    // Signed in, on the home screen.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByText(email).first().waitFor();

    // The other browser's session ended; the old password no longer works, the new one does.
    expect((await elsewhere.context.request.get('/api/user')).status()).toBe(401);
    expect((await elsewhere.context.request.post('/api/login', { data: { email, password: 'senha-antiga-1' } })).status()).toBe(401);
    expect((await elsewhere.context.request.post('/api/login', { data: { email, password: 'senha-nova-forte' } })).status()).toBe(200);

    // The link was single-use (the refusal is the 400 the page shows).
    const again = await browser.newVisitor();
    again.guard.expectHttpError({ status: 400, urlPart: 'passwordReset.confirm' });
    await again.page.goto(linkIn(mail, '/redefinir-senha?token='));
    await again.page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-123');
    await again.page.getByLabel('Confirmar nova senha').fill('outra-senha-123');
    await again.page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await again.page.getByRole('alert').filter({ hasText: 'Link inválido ou expirado' }).waitFor();
  });

  it('a staff member joins by the invitation, works the board, and loses it within a second of being removed', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const staffEmail = uniqueEmail('atendente');

    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'Equipe' }).click();
    await owner.page.getByLabel('Email do atendente').fill(staffEmail);
    await owner.page.getByRole('button', { name: 'Convidar' }).click();
    await expectToast(owner.page, 'Convite enviado');
    await owner.page.getByText(staffEmail, { exact: true }).waitFor();

    const invitation = await waitForMail(staffEmail, `Convite para a equipe de ${restaurant.name}`);
    const staff = await browser.newVisitor();
    await staff.page.goto(linkIn(invitation, '/convite/'));
    await staff.page.getByText(`Você foi convidado para a equipe de ${restaurant.name}`).waitFor();
    const register = staff.page.getByRole('tabpanel', { name: 'Cadastrar' });
    await register.getByLabel('Nome', { exact: true }).fill('Davi');
    await register.getByLabel('Email').fill(staffEmail);
    await register.getByLabel('Senha').fill('senha-do-davi-1');
    await register.getByRole('button', { name: 'Criar Conta' }).click();
    await staff.page.getByRole('button', { name: 'Aceitar convite' }).click();
    await staff.page.getByText(`${restaurant.name} · Atendente`).waitFor();
    // The board, without settings or menu.
    expect(await staff.page.getByRole('link', { name: /Configurações/ }).count()).toBe(0);
    expect(await staff.page.getByText('Gerenciar Cardápio').count()).toBe(0);

    // A customer orders: the order reaches the staff member's board live.
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-equipe'), password: 'senha-cliente-1', firstName: 'Lia', lastName: 'Souza', userType: 'customer' });
    const orderId = await placeOrder(customer.context.request, restaurant);
    await staff.page.getByText('Lia Souza').first().waitFor();
    // Staff is refused the owner's routes.
    expect((await staff.context.request.get(`/api/restaurants/${restaurant.id}/staff`)).status()).toBe(403);
    expect((await staff.context.request.put(`/api/orders/${orderId}/status`, { data: { status: 'confirmed' } })).status()).toBe(200);

    // The owner removes the member: the open tab drops to the sign-in screen at once.
    await owner.page.reload();
    await owner.page.getByRole('tab', { name: 'Equipe' }).click();
    await owner.page.getByRole('button', { name: 'Remover' }).click();
    const confirm = owner.page.getByRole('alertdialog');
    const removed = owner.page.waitForResponse((response) => response.url().includes('staff.remove') && response.ok());
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await removed;
    const removedAt = Date.now();
    await staff.page.getByRole('tab', { name: 'Entrar' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - removedAt).toBeLessThan(1_500);
    expect((await staff.context.request.get(`/api/restaurants/${restaurant.id}/orders`)).status()).toBe(401);
  });

  it('Conta lists the sessions; the customer downloads their data and deletes the account, and the restaurant keeps the order anonymised', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const email = uniqueEmail('lgpd');
    const password = 'senha-da-bia-1';
    const other = await browser.newVisitor();
    await registerThroughApi(other.context.request, { email, password, firstName: 'Bia', lastName: 'Campos', userType: 'customer' });
    const orderId = await placeOrder(other.context.request, restaurant);

    const { page } = await browser.newVisitor();
    await signInThroughForm(page, { email, password });
    await page.goto('/profile');
    const sessions = page.getByTestId('active-session');
    await expect.poll(() => sessions.count()).toBe(2);
    await page.getByText('Este dispositivo').waitFor();
    await sessions.filter({ hasNot: page.getByText('Este dispositivo') }).getByRole('button', { name: /Encerrar/ }).click();
    await expectToast(page, 'Sessão encerrada');
    await expect.poll(() => sessions.count()).toBe(1);
    expect((await other.context.request.get('/api/user')).status()).toBe(401);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as { profile: { email: string }; orders: { id: string }[] };
    expect(data.profile.email).toBe(email);
    expect(data.orders.map((order) => order.id)).toEqual([orderId]);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Sua senha').fill(password);
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await page.getByRole('tab', { name: 'Entrar' }).waitFor();

    await owner.page.goto(`/dashboard/orders/${orderId}`);
    await owner.page.getByText('Cliente removido').first().waitFor();
    expect(await owner.page.getByText('Bia Campos').count()).toBe(0);
  });
});
