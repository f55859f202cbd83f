import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP } from '../harness/screens';
import { expectToast, normalized, textOf } from '../harness/ui';

const browser = useBrowser();

/** A new owner's restaurant (this file touches no one else's) with one dish; the request context is signed in as the owner. */
async function newRestaurant(request: APIRequestContext): Promise<{ id: string; shareableSlug: string }> {
  await registerThroughApi(request, { email: uniqueEmail('dona-cupons'), password: 'senha-da-dona-1', firstName: 'Dora', lastName: 'Lima', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Cantina da Dora ${Date.now().toString(36)}`, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', { data: { restaurantId: restaurant.id, name: 'Lasanha', description: 'Bolonhesa.', price: '38.00', prepTime: 25 } });
  expect(dish.status(), await dish.text()).toBe(201);
  return restaurant;
}

describe('Owner › Marketing › Cupons (issue 31)', () => {
  it('the owner creates CUPOM10 and an automatic offer, the offer shows on the menu, and the coupon is paused', async () => {
    const { page, context, guard } = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await newRestaurant(context.request);
    // The repeated code below is refused on purpose.
    guard.expectHttpError({ status: 409, urlPart: '/trpc/coupon.create' });

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('heading', { name: 'Cupons', level: 2 }).waitFor();
    await page.getByText('Nenhum cupom ainda. Crie o primeiro para trazer clientes de volta.').waitFor();

    // A coupon with a code: typed in lower case, kept upper-case.
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo cupom' });
    await dialog.getByLabel('Código', { exact: true }).fill('cupom10');
    expect(await dialog.getByLabel('Código', { exact: true }).inputValue()).toBe('CUPOM10');
    await dialog.getByLabel('Desconto (%)', { exact: true }).fill('10');
    expect(await dialog.getByLabel('Título', { exact: true }).inputValue()).toBe('10% off');
    await dialog.getByLabel('Título', { exact: true }).fill('10% de desconto');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Cupom salvo');
    const list = page.getByRole('list', { name: 'Cupons e ofertas' });
    const coupon = list.getByRole('listitem', { name: 'Cupom CUPOM10' });
    await coupon.waitFor();
    expect(normalized(await textOf(coupon))).toContain('Benefício 10% de desconto Condições Sem condições Usos 0 usos');

    // The same code again, whatever its case: the server's reason in the form.
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo cupom' });
    await dialog.getByLabel('Código', { exact: true }).fill('Cupom10');
    await dialog.getByRole('radio', { name: 'Frete grátis' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Já existe um cupom com este código neste restaurante' }).waitFor();

    // An automatic offer: no code, 10% off above R$ 50 on Tuesdays; its banner line follows the form.
    await dialog.getByRole('radio', { name: 'Oferta automática (sem código, aparece no cardápio)' }).check();
    await dialog.getByRole('radio', { name: 'Desconto em %' }).check();
    await dialog.getByLabel('Desconto (%)', { exact: true }).fill('10');
    await dialog.getByLabel('Pedido mínimo', { exact: true }).fill('50,00');
    await dialog.getByRole('button', { name: 'terça' }).click();
    expect(await dialog.getByRole('button', { name: 'terça' }).getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByLabel('Título', { exact: true }).inputValue()).toBe('10% off acima de R$ 50 · terças');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Cupom salvo');
    const offer = list.getByRole('listitem', { name: 'Oferta automática: 10% off acima de R$ 50 · terças' });
    await offer.waitFor();
    expect(normalized(await textOf(offer))).toContain('Condições Pedido mínimo R$ 50,00 · às terças');

    // A customer opens the menu: the offer is in its banner.
    const customer = await browser.newVisitor({ viewport: DESKTOP });
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-oferta'), password: 'senha-do-cliente-1', firstName: 'Caio', lastName: 'Prado', userType: 'customer' });
    await customer.page.goto(`/r/${restaurant.shareableSlug}`);
    const banner = customer.page.getByRole('region', { name: 'Oferta' });
    await banner.getByText('10% off acima de R$ 50 · terças').waitFor();

    // Pausing the coupon: the list says so, the API too.
    await coupon.getByRole('button', { name: 'Pausar CUPOM10' }).click();
    await coupon.getByRole('button', { name: 'Ativar CUPOM10' }).waitFor();
    expect(normalized(await textOf(coupon))).toContain('Pausado');
    const saved = (await (await context.request.get(`/api/restaurants/${restaurant.id}/coupons`)).json()) as { code: string | null; active: boolean }[];
    expect(saved.map((entry) => [entry.code, entry.active])).toEqual([
      [null, true],
      ['CUPOM10', false],
    ]);

    // Its results: nothing used yet.
    await coupon.getByRole('button', { name: 'Resultados de CUPOM10' }).click();
    const results = page.getByRole('dialog', { name: 'Resultados · CUPOM10' });
    await results.getByText('Novos clientes').waitFor();
    expect(normalized(await textOf(results.locator('dl')))).toBe('Usos 0 Desconto total R$ 0,00 Receita R$ 0,00 Novos clientes 0');
  });
});
