import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { waitForMail } from '../harness/outbox';
import { payInCashWithoutChange } from '../harness/payment';
import { DESKTOP } from '../harness/screens';
import { expectOrderPlaced, textOf } from '../harness/ui';

const browser = useBrowser();
const DISCOUNT_LINE = 'Desconto (CUPOM10) \u2212R$ 4,00';

/**
 * A new owner's restaurant (this file touches no one else's): one R$ 20,00 dish, a R$ 5,00 fee
 * and the coupon CUPOM10, 10% off, made through the owner's API (Marketing › Cupons).
 */
async function restaurantWithCoupon(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-cupom'), password: 'senha-do-dono-1', firstName: 'Célia', lastName: 'Reis', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: `Tapioca da Célia ${Date.now().toString(36)}`, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const fee = await request.put(`/api/restaurants/${restaurant.id}`, { data: { deliveryFee: '5.00' } });
  expect(fee.status(), await fee.text()).toBe(200);
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Tapioca de queijo', description: 'Coalho.', price: '20.00', prepTime: 10, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  const coupon = await request.post(`/api/restaurants/${restaurant.id}/coupons`, {
    data: { coupon: { code: 'CUPOM10', title: '10% de desconto', benefit: { type: 'percent', percent: 10 } } },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  return restaurant;
}

describe('a coupon at checkout (issue 31)', () => {
  it('a customer sees why a code is refused, applies CUPOM10, sees the discount and the new total before placing, and finds it on the order page, the e-mail, the owner’s detail and the kitchen ticket', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await restaurantWithCoupon(owner.context.request);

    const { page, context } = await browser.newVisitor({ viewport: DESKTOP });
    const email = uniqueEmail('cliente-cupom');
    await registerThroughApi(context.request, { email, password: 'senha-do-cliente-1', firstName: 'Bruna', lastName: 'Melo', userType: 'customer' });
    await page.goto(`/r/${restaurant.shareableSlug}`);
    await page.getByRole('button', { name: 'Adicionar Tapioca de queijo', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar Tapioca de queijo', exact: true }).click();
    const checkout = page.getByRole('complementary', { name: 'Seu Pedido' });
    await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await checkout.getByLabel('Telefone').pressSequentially('71998765432');
    await checkout.getByLabel('Endereço de entrega').fill('Rua Chile, 22, apto 3');
    await payInCashWithoutChange(checkout);
    const amounts = checkout.locator('dl').filter({ hasText: 'Subtotal' });
    expect(await textOf(amounts)).toBe('Subtotal R$ 40,00 Taxa de entrega R$ 5,00 Total R$ 45,00');

    // A code that does not exist: its reason under the field, and nothing taken off.
    await checkout.getByRole('button', { name: 'Tem um cupom?' }).click();
    const code = checkout.getByLabel('Código do cupom');
    await code.fill('NAOEXISTE');
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    await checkout.getByRole('alert').filter({ hasText: 'Cupom não encontrado' }).waitFor();
    expect(await textOf(amounts)).toBe('Subtotal R$ 40,00 Taxa de entrega R$ 5,00 Total R$ 45,00');

    // Typed in lower case, it is the same code: the discount line and the new total, before placing.
    await code.fill('cupom10');
    await code.press('Enter');
    await checkout.getByText('Cupom CUPOM10 aplicado').waitFor();
    await expect.poll(() => textOf(amounts)).toBe(`Subtotal R$ 40,00 ${DISCOUNT_LINE} Taxa de entrega R$ 5,00 Total R$ 41,00`);
    await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();

    // The order page keeps the line, and the total the server charged is the one shown.
    await expectOrderPlaced(page);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const orderAmounts = page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' });
    await expect.poll(() => textOf(orderAmounts)).toBe(`Subtotal R$ 40,00 ${DISCOUNT_LINE} Taxa de entrega R$ 5,00 Total R$ 41,00`);

    const mail = await waitForMail(email, 'Pedido recebido');
    expect(mail.text).toContain('Desconto (CUPOM10): \u2212R$ 4,00');
    expect(mail.text).toContain('Total: R$ 41,00');

    await owner.page.goto(`/dashboard/orders/${orderId}`);
    await expect.poll(() => textOf(owner.page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' }))).toBe(
      `Subtotal R$ 40,00 ${DISCOUNT_LINE} Taxa de entrega R$ 5,00 Total R$ 41,00`,
    );
    await owner.page.goto(`/dashboard/orders/${orderId}/ticket?paper=80`);
    const ticket = owner.page.getByRole('article', { name: `Comanda do pedido #${orderId.slice(-4)}` });
    await expect.poll(() => textOf(ticket)).toContain(`${DISCOUNT_LINE} Taxa de entrega R$ 5,00 TOTAL R$ 41,00`);
  });
  it('an automatic free-delivery offer: the checkout, the order page, the e-mail, the owner’s detail and the ticket say why the fee is zero', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    const restaurant = await restaurantWithCoupon(owner.context.request);
    const offer = await owner.context.request.post(`/api/restaurants/${restaurant.id}/coupons`, {
      data: { coupon: { code: null, title: 'Frete grátis hoje', benefit: { type: 'free_delivery' } } },
    });
    expect(offer.status(), await offer.text()).toBe(201);
    const freeDeliveryLines = 'Subtotal R$ 20,00 Taxa de entrega Grátis (oferta: Frete grátis hoje) Total R$ 20,00';

    const { page, context } = await browser.newVisitor({ viewport: DESKTOP });
    const email = uniqueEmail('cliente-oferta');
    await registerThroughApi(context.request, { email, password: 'senha-do-cliente-1', firstName: 'Davi', lastName: 'Rocha', userType: 'customer' });
    await page.goto(`/r/${restaurant.shareableSlug}`);
    await page.getByRole('button', { name: 'Adicionar Tapioca de queijo', exact: true }).click();
    const checkout = page.getByRole('complementary', { name: 'Seu Pedido' });
    await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await checkout.getByLabel('Telefone').pressSequentially('71998760001');
    await checkout.getByLabel('Endereço de entrega').fill('Rua Chile, 40');
    await payInCashWithoutChange(checkout);
    await expect.poll(() => textOf(checkout.locator('dl').filter({ hasText: 'Subtotal' }))).toBe(freeDeliveryLines);
    await checkout.getByText('Oferta aplicada: Frete grátis hoje').waitFor();
    await checkout.getByRole('button', { name: 'Confirmar pedido' }).click();

    await expectOrderPlaced(page);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect.poll(() => textOf(page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' }))).toBe(freeDeliveryLines);
    const mail = await waitForMail(email, 'Pedido recebido');
    expect(mail.text).toContain('Taxa de entrega: Grátis (oferta: Frete grátis hoje)');
    await owner.page.goto(`/dashboard/orders/${orderId}`);
    await expect.poll(() => textOf(owner.page.getByRole('main').locator('dl').filter({ hasText: 'Subtotal' }))).toBe(freeDeliveryLines);
    await owner.page.goto(`/dashboard/orders/${orderId}/ticket?paper=80`);
    const ticket = owner.page.getByRole('article', { name: `Comanda do pedido #${orderId.slice(-4)}` });
    await expect.poll(() => textOf(ticket)).toContain('Taxa de entrega Grátis (oferta: Frete grátis hoje) TOTAL R$ 20,00');
  });
});
