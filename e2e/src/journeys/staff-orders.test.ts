import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { linkIn, waitForMail } from '../harness/outbox';
import { payInCashWithoutChange } from '../harness/payment';
import { expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

/** Issue 33, part A: 'Novo pedido' on the board, as the staff member at the phone uses it. */

/** A new owner's restaurant (text addresses, R$ 5,00 fee) with one R$ 32,00 dish; its id and name. */
async function newRestaurant(owner: APIRequestContext) {
  await registerThroughApi(owner, { email: uniqueEmail('dono-telefone'), password: 'senha-do-dono-1', firstName: 'Lia', lastName: 'Balcão', userType: 'restaurant' });
  const name = `Marmitaria da Lia ${Date.now().toString(36)}`;
  const created = await owner.post('/api/restaurants', { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const fee = await owner.put(`/api/restaurants/${id}`, { data: { deliveryFee: '5.00' } });
  expect(fee.status(), await fee.text()).toBe(200);
  const dish = await owner.post('/api/products', { data: { restaurantId: id, name: 'Feijoada', description: 'Com arroz, couve e farofa.', price: '32.00', prepTime: 20 } });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id, name, dishId: ((await dish.json()) as { id: string }).id };
}

/** Bruno joins the team through the owner's invitation, as in the staff journey; his browser. */
async function staffMember(owner: APIRequestContext, restaurant: { id: string; name: string }) {
  const email = uniqueEmail('atendente-telefone');
  expect((await owner.post(`/api/restaurants/${restaurant.id}/staff`, { data: { email } })).status()).toBe(201);
  const invitation = await waitForMail(email, `Convite para a equipe de ${restaurant.name}`);
  const token = linkIn(invitation, '/convite/').split('/convite/')[1] ?? '';
  const staff = await browser.newVisitor();
  const registered = await staff.context.request.post('/api/register', {
    data: { email, password: 'senha-do-bruno-1', firstName: 'Bruno', lastName: 'Telefone', userType: 'customer', invitationToken: token },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await staff.context.request.post(`/api/staff-invitations/${token}/accept`)).status()).toBe(200);
  return staff;
}

describe("'Novo pedido' (staff order entry)", () => {
  it("staff take a phone order for a known phone: the name and the last address are offered, and the board, the order and its ticket say 'Telefone' and who took it", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const staff = await staffMember(owner.context.request, restaurant);

    // Joana ordered by phone last week: her name, phone and address are on record.
    const earlier = await owner.context.request.post(`/api/restaurants/${restaurant.id}/staff-orders`, {
      data: {
        order: { restaurantId: restaurant.id, subtotal: '32.00', deliveryFee: '5.00', total: '37.00', deliveryAddress: 'Rua do Carmo, 45, casa 2 - Santo Antônio', payment: { method: 'cash' } },
        items: [{ productId: restaurant.dishId, quantity: 1, unitPrice: '32.00', totalPrice: '32.00' }],
        origin: 'phone',
        customer: { name: 'Joana Prado', phone: '(71) 99876-1234' },
      },
    });
    expect(earlier.status(), await earlier.text()).toBe(201);

    // Joana calls again. Bruno opens 'Novo pedido' from the board and finds her by phone.
    const { page } = staff;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Novo pedido' }).click();
    await page.getByRole('heading', { name: 'Novo pedido', level: 1 }).waitFor();
    await page.getByLabel('Celular').fill('71998761234');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByLabel('Nome do cliente').inputValue()).toBe('Joana Prado');
    await page.getByRole('button', { name: 'Usar endereço anterior: Rua do Carmo, 45, casa 2 - Santo Antônio' }).click();
    expect(await page.getByRole('radio', { name: 'Entrega' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Endereço de entrega').inputValue()).toBe('Rua do Carmo, 45, casa 2 - Santo Antônio');

    // Two feijoadas, cash without change; 'Telefone' is already the origin.
    await page.getByRole('button', { name: 'Adicionar Feijoada' }).click();
    await page.getByRole('button', { name: 'Adicionar Feijoada' }).click();
    expect(await page.getByRole('radio', { name: 'Telefone' }).isChecked()).toBe(true);
    await payInCashWithoutChange(page);
    await page.getByLabel('Observações').fill('Sem pimenta');
    await page.getByRole('button', { name: 'Registrar pedido' }).click();
    await expectToast(page, 'Pedido registrado');

    // The order's page: R$ 64,00 + R$ 5,00, from the phone, taken by Bruno.
    await page.getByText('Origem: Telefone · registrado por Bruno Telefone').waitFor();
    const detail = normalized(await textOf(page.getByRole('main')));
    for (const line of ['Joana Prado', '(71) 99876-1234', 'Rua do Carmo, 45, casa 2 - Santo Antônio', 'Sem pimenta', 'R$ 69,00']) expect(detail).toContain(line);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The kitchen ticket prints where it came from.
    await page.goto(`/dashboard/orders/${orderId}/ticket`);
    const ticket = page.getByRole('article').first();
    await ticket.getByText('Telefone', { exact: false }).first().waitFor();
    expect(normalized(await ticket.innerText())).toContain('Telefone · registrado por Bruno Telefone');

    // And the owner's board tags the order 'Telefone', in the list and on the Quadro's card.
    await owner.page.goto('/dashboard');
    const row = owner.page.getByRole('row').filter({ hasText: 'Joana Prado' }).filter({ hasText: 'R$ 69,00' });
    expect(await row.getByText('Telefone', { exact: true }).getAttribute('title')).toBe('Registrado por Bruno Telefone');
    await owner.page.getByRole('tab', { name: 'Quadro' }).click();
    const card = owner.page.getByRole('article').filter({ hasText: 'Joana Prado' }).filter({ hasText: 'R$ 69,00' });
    expect(await card.getByText('Telefone', { exact: true }).getAttribute('title')).toBe('Registrado por Bruno Telefone');
  });

  it("at the counter, with the store paused: a pickup (offered to staff even where the menu only delivers) asks 'Loja fechada — registrar mesmo assim?' and goes in once confirmed", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const paused = await owner.context.request.put(`/api/restaurants/${restaurant.id}`, { data: { isOpen: false } });
    expect(paused.status(), await paused.text()).toBe(200);

    const { page } = owner;
    await page.goto('/dashboard/novo-pedido');
    await page.getByRole('button', { name: 'Adicionar Feijoada' }).click();
    await page.getByRole('radio', { name: 'Retirada' }).click();
    await page.getByRole('radio', { name: 'Balcão' }).check();
    await payInCashWithoutChange(page);
    // The server's refusal is what asks: the page shows it as the question, not as an error.
    owner.guard.expectHttpError({ status: 409, urlPart: 'staffOrders.place' });
    await page.getByRole('button', { name: 'Registrar pedido' }).click();

    const ask = page.getByRole('alertdialog', { name: 'Loja fechada — registrar mesmo assim?' });
    await ask.waitFor();
    // Nothing is registered until the confirmation.
    const before = (await (await owner.context.request.get(`/api/restaurants/${restaurant.id}/orders`)).json()) as unknown[];
    expect(before).toHaveLength(0);
    await ask.getByRole('button', { name: 'Registrar mesmo assim' }).click();
    await expectToast(page, 'Pedido registrado');
    await page.getByText('Origem: Balcão · registrado por Lia Balcão').waitFor();
    const after = (await (await owner.context.request.get(`/api/restaurants/${restaurant.id}/orders`)).json()) as { origin: string; total: string }[];
    expect(after).toMatchObject([{ origin: 'counter', orderType: 'pickup', customerName: 'Balcão', total: '32.00' }]);
  });
});
