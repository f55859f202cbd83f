import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_RESTAURANT, signInThroughApi } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { required } from '../harness/required';
import { expectOrderPlaced, textOf } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const MENU = `/restaurant/${DEMO_RESTAURANT.slug}`;
/** Enough different dishes that the sheet's content is taller than 80% of the screen. */
const DISHES = ['Acarajé', 'Abará', 'Moqueca de peixe', 'Bobó de camarão', 'Feijoada completa', 'Baião de dois', 'Quindim', 'Suco de cajá'];

describe('the menu page on a phone', () => {
  it('the cart icon counts the items and opens a bottom sheet at most 80% of the screen high; ordering empties and closes it', async () => {
    const { page, context } = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto(MENU);
    await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();
    // No side column on a small screen: the cart lives behind the icon.
    expect(await page.getByRole('complementary', { name: 'Seu Pedido' }).isVisible()).toBe(false);
    const cartIcon = page.getByRole('banner').getByRole('button', { name: /^Abrir carrinho/ });
    expect(await cartIcon.getAttribute('aria-label')).toBe('Abrir carrinho: 0 itens');
    expect(await textOf(cartIcon)).toBe('0');

    for (const dish of DISHES) {
      await page.getByRole('button', { name: `Adicionar ${dish}`, exact: true }).click();
      // On a phone the bottom cart bar confirms it (a toast would cover 'Voltar' and the cart icon).
      await page.getByRole('status').filter({ hasText: `${dish} foi adicionado ao carrinho.` }).waitFor({ state: 'attached' });
    }
    await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
    await expect.poll(() => textOf(cartIcon)).toBe(String(DISHES.length + 1));
    expect(await cartIcon.getAttribute('aria-label')).toBe(`Abrir carrinho: ${DISHES.length + 1} itens`);

    await cartIcon.click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    await expect.poll(() => textOf(sheet.getByRole('group', { name: 'Quantidade de Acarajé' }))).toBe('2');
    // Wait for the opening animation to end before measuring.
    await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
    const box = required(await sheet.boundingBox(), 'caixa do carrinho na tela');
    expect(box.height).toBeLessThanOrEqual(PHONE.height * 0.8);
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    expect(box.width).toBe(PHONE.width);
    // It is capped, not merely short: its content scrolls.
    const scrolls = await sheet.evaluate((element) =>
      [...element.querySelectorAll('*')].some(
        (child) => ['auto', 'scroll'].includes(getComputedStyle(child).overflowY) && child.scrollHeight > child.clientHeight + 1,
      ),
    );
    expect(scrolls).toBe(true);

    await sheet.getByRole('button', { name: 'Finalizar Pedido' }).click();
    // The checkout step, in the sheet: the demo customer's profile already has phone and address.
    await payInCashWithoutChange(sheet);
    await sheet.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expectOrderPlaced(page);
    await sheet.waitFor({ state: 'detached' });
    await page.goto(MENU);
    await expect.poll(() => cartIcon.getAttribute('aria-label')).toBe('Abrir carrinho: 0 itens');
  });
});

/**
 * Spec §5: checkout needs a signed-in user ('Login necessário') and items ('Carrinho vazio').
 * In this app neither toast can be reached by a person: the §2 routing table shows the menu to
 * signed-in customers only (a signed-out visitor gets the 404 or the login screen), and the cart
 * offers 'Finalizar Pedido' only once it has items. These tests prove those two guards.
 */
describe('who can check out', () => {
  it('a signed-out visitor never reaches a menu or a checkout button', async () => {
    const { page } = await browser.newVisitor();
    await page.goto(MENU);
    // The menu's link asks to sign in first.
    await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Cardápio' }).count()).toBe(0);
    await page.goto(`/r/${DEMO_RESTAURANT.slug}`);
    await page.getByText(`Você foi convidado por ${DEMO_RESTAURANT.name}`).waitFor();
    expect(await page.getByRole('heading', { name: 'Cardápio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Finalizar Pedido' }).count()).toBe(0);
  });

  it('an empty cart says so and offers no checkout, on a desktop and in the phone sheet', async () => {
    const desktop = await browser.newVisitor();
    await signInThroughApi(desktop.context.request, DEMO_CUSTOMER);
    await desktop.page.goto(MENU);
    const cart = desktop.page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByText('Seu carrinho está vazio').waitFor();
    expect(await cart.getByRole('button', { name: 'Finalizar Pedido' }).count()).toBe(0);

    const phone = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(phone.context.request, DEMO_CUSTOMER);
    await phone.page.goto(MENU);
    await phone.page.getByRole('button', { name: 'Abrir carrinho: 0 itens' }).click();
    const sheet = phone.page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.getByText('Seu carrinho está vazio').waitFor();
    expect(await sheet.getByRole('button', { name: 'Finalizar Pedido' }).count()).toBe(0);
  });
});
