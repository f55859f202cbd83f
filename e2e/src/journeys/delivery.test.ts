import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { expectToast, normalized } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';

const browser = useBrowser();
const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;

/** A new owner with a new restaurant and one R$ 20,00 dish, through the API: this file touches no one else's. */
async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-entrega'), password: 'senha-do-dono-1', firstName: 'Tereza', lastName: 'Lima', userType: 'restaurant' });
  const name = `Feijoada da Tereza ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Feijoada', description: 'Completa.', price: '20.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, slug: restaurant.shareableSlug };
}

describe('delivery and pickup (issue 17)', () => {
  it('the owner sets bairros, minimum and pickup; the customer’s CEP fills the address and prices the bairro; a pickup goes to Pronto para retirada → Entregue', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);

    // Configurações › Entrega: pickup, a minimum order and the restaurant's address (filled by its CEP).
    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'Entrega' }).click();
    const settings = owner.page.locator('form').filter({ hasText: 'Formas de receber' });
    await settings.getByLabel('Retirada no local').check();
    await settings.getByLabel('Pedido mínimo (R$)').fill('30,00');
    await settings.getByLabel('CEP').pressSequentially('20510000');
    await expect.poll(() => settings.getByLabel('Rua').inputValue()).toBe('Rua Conde de Bonfim');
    expect(await settings.getByLabel('Bairro').inputValue()).toBe('Tijuca');
    await settings.getByLabel('Número').fill('100');
    await settings.getByRole('button', { name: 'Salvar entrega' }).click();
    await expectToast(owner.page, 'Entrega atualizada!');

    // Bulk import: a bad line is named, nothing is saved until every line is right.
    await owner.page.getByRole('button', { name: 'Importar vários' }).click();
    const paste = owner.page.getByLabel('Cole um bairro por linha');
    await paste.fill('São Cristóvão;Rio de Janeiro;6,00;40;50\nTijuca;Rio de Janeiro;três;30;40');
    await owner.page.getByRole('button', { name: 'Importar bairros' }).click();
    await owner.page.getByText('Linha 2: Taxa deve ser um valor válido').waitFor();
    await paste.fill('São Cristóvão;Rio de Janeiro;6,00;40;50\nTijuca;Rio de Janeiro;3,00;30;40');
    await owner.page.getByRole('button', { name: 'Importar bairros' }).click();
    await expectToast(owner.page, 'Bairros atualizados!', '2 bairros na lista.');
    const areas = owner.page.getByRole('list', { name: 'Bairros de entrega' });
    await areas.getByText('São Cristóvão').waitFor();

    // The customer sees delivery and pickup in the menu header.
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-entrega'), password: 'senha-do-cliente-1', firstName: 'Bia', lastName: 'Reis', userType: 'customer' });
    const { page } = customer;
    await page.goto(`/restaurant/${restaurant.slug}`);
    await page.getByText('Entrega a partir de R$ 3,00').waitFor();
    await page.getByText('Retirada 20–30 min').waitFor();

    // Below the minimum: the cart says how much is missing.
    await page.getByRole('button', { name: 'Adicionar Feijoada', exact: true }).click();
    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByText('Faltam R$ 10,00 para o pedido mínimo de R$ 30,00').waitFor();
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();

    // The CEP fills the address; the bairro's fee and time appear before placing; below the minimum it cannot be placed.
    await cart.getByLabel('CEP').pressSequentially('20921000');
    await expect.poll(() => cart.getByLabel('Rua').inputValue()).toBe('Rua São Cristóvão');
    expect(await cart.getByLabel('Bairro').inputValue()).toBe('São Cristóvão');
    expect(await cart.getByLabel('Cidade').inputValue()).toBe('Rio de Janeiro');
    expect(await cart.getByLabel('UF').inputValue()).toBe('RJ');
    await cart.getByLabel('Número').fill('120');
    await expect.poll(async () => normalized(await cart.getByText(/^Entrega em São Cristóvão/).textContent())).toBe('Entrega em São Cristóvão: R$ 6,00 · 40–50 min');
    await cart.getByRole('alert').filter({ hasText: 'Faltam R$ 10,00 para o pedido mínimo de R$ 30,00' }).waitFor();
    expect(await cart.getByRole('button', { name: 'Confirmar pedido' }).isDisabled()).toBe(true);

    // An unserved bairro is refused, with the pickup suggestion.
    await cart.getByLabel('CEP').fill('');
    await cart.getByLabel('CEP').pressSequentially('22041001');
    await cart.getByText('Não entregamos em Copacabana. Você pode retirar no local.').waitFor();
    expect(await cart.getByRole('button', { name: 'Confirmar pedido' }).isDisabled()).toBe(true);

    // Pickup: no fee, no minimum, the restaurant's address.
    await cart.getByRole('radio', { name: 'Retirada no local' }).click();
    await cart.getByText('Retirada no local · Pronto em 20–30 min').waitFor();
    await cart.getByRole('link', { name: 'Ver no mapa' }).waitFor();
    await cart.getByLabel('Telefone').pressSequentially('21998765432');
    await payInCashWithoutChange(cart);
    await cart.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await page.getByText('Pendente').first().waitFor();

    // The owner walks it: Pendente → Confirmado → Preparando → Pronto para retirada → Entregue.
    await owner.page.goto(`/dashboard/orders/${orderId}`);
    const next = owner.page.getByRole('button', { name: /^Próximo Status/ });
    for (const action of ['Confirmar', 'Iniciar preparo', 'Pronto']) {
      await expect.poll(async () => normalized(await next.textContent())).toBe(`Próximo Status · ${action}`);
      await next.click();
    }
    await owner.page.getByText('Pronto para retirada').first().waitFor();
    await page.getByText('Pronto para retirada').first().waitFor();
    await expect.poll(async () => normalized(await next.textContent())).toBe('Próximo Status · Entregue');
    await next.click();
    await page.getByText('Entregue').first().waitFor();
  });
});
