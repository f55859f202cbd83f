import { describe, expect, it } from 'vitest';
import { PIZZERIA, PIZZERIA_OWNER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { PHONE } from '../harness/screens';
import { normalized, textOf } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';

const browser = useBrowser();

const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;
const NOTE = 'Bem assada, por favor';
// Pizza salgada 39,90 + Grande 30,00 + (Calabresa 0,00 + Margherita 7,90) / 2 + Catupiry 10,00 (demo data).
const PIZZA_PRICE = 'R$ 83,85';

describe('option groups on a phone (390 px)', () => {
  it('a half Calabresa / half Margherita large pizza with a crust and a note reaches the owner’s detail and ticket with the right price', async () => {
    const { page, context } = await browser.newVisitor({ viewport: PHONE });
    await registerThroughApi(context.request, { email: uniqueEmail('pizza'), password: 'senha-do-cliente-1', firstName: 'Rita', lastName: 'Moura', userType: 'customer' });
    await page.goto(`/restaurant/${PIZZERIA.slug}`);
    await page.getByRole('heading', { level: 1, name: PIZZERIA.name }).waitFor();

    // A product with groups opens the sheet instead of adding at once.
    await page.getByRole('button', { name: 'Adicionar Pizza salgada', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Pizza salgada' });
    const add = sheet.getByRole('button', { name: /^Adicionar R\$/ });
    await sheet.getByText('Escolha pelo menos 1 opção em Tamanho').waitFor();
    expect(await add.isDisabled()).toBe(true);

    await sheet.getByRole('radio', { name: /^Grande/ }).check();
    await sheet.getByText('Escolha pelo menos 1 opção em Sabores').waitFor();
    await sheet.getByRole('checkbox', { name: /^Calabresa/ }).check();
    await sheet.getByRole('checkbox', { name: /^Margherita/ }).check();
    await sheet.getByText('Escolha pelo menos 1 opção em Borda').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await sheet.getByRole('radio', { name: /^Catupiry/ }).check();
    await sheet.getByLabel('Alguma observação?').fill(NOTE);
    await expect.poll(async () => normalized(await add.textContent())).toBe(`Adicionar ${PIZZA_PRICE}`);
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await sheet.waitFor({ state: 'detached' });

    // A product without groups still adds with one tap.
    await page.getByRole('button', { name: 'Adicionar Refrigerante 2 L', exact: true }).click();
    await page.getByRole('button', { name: /^Ver carrinho \(2\)/ }).waitFor();

    await page.getByRole('button', { name: 'Abrir carrinho: 2 itens' }).click();
    const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
    await cart.getByText('½ Calabresa ½ Margherita').waitFor();
    await cart.getByText(`Obs.: ${NOTE}`).waitFor();
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await cart.getByLabel('Telefone').pressSequentially('11998765432');
    await cart.getByLabel('Endereço de entrega').fill('Rua Augusta, 1500, apto 12');
    await payInCashWithoutChange(cart);
    await cart.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
    // The customer's order page shows the choices and the note too.
    await page.getByText('½ Calabresa ½ Margherita').waitFor();
    await page.getByText(`Obs.: ${NOTE}`).waitFor();

    // The owner's detail: exactly that pizza, at that price.
    const owner = await browser.newVisitor({ viewport: PHONE });
    await signInThroughApi(owner.context.request, PIZZERIA_OWNER);
    await owner.page.goto(`/dashboard/orders/${orderId}`);
    const items = owner.page.getByRole('list', { name: 'Itens do pedido' });
    await items.waitFor();
    const pizzaLine = items.getByRole('listitem').filter({ hasText: 'Pizza salgada' }).first();
    const detail = await textOf(pizzaLine);
    expect(detail).toContain('Pizza salgada');
    expect(detail).toContain('Grande');
    expect(detail).toContain('½ Calabresa ½ Margherita');
    expect(detail).toContain('Catupiry');
    expect(detail).toContain(`Obs.: ${NOTE}`);
    expect(detail).toContain(PIZZA_PRICE);

    // The kitchen ticket says the same.
    await owner.page.goto(`/dashboard/orders/${orderId}/ticket`);
    const ticket = owner.page.getByRole('article', { name: `Comanda do pedido #${orderId.slice(-4)}` });
    await ticket.waitFor();
    const text = await textOf(ticket);
    expect(text).toContain(`1x Pizza salgada ${PIZZA_PRICE}`);
    expect(text).toContain('Grande ½ Calabresa ½ Margherita Catupiry');
    expect(text).toContain(`OBS: ${NOTE}`);
    expect(text).toContain('1x Refrigerante 2 L R$ 14,00');
  });
});
