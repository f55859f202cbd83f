import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP, PHONE } from '../harness/screens';
import { expectToast, textOf } from '../harness/ui';

const browser = useBrowser();

/** A new owner with a new restaurant and one R$ 12,00 dish, through the API: this file touches no one else's. */
async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-mesas'), password: 'senha-do-dono-1', firstName: 'Caio', lastName: 'Prado', userType: 'restaurant' });
  const name = `Bar das Mesas ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const dish = await request.post('/api/products', {
    data: { restaurantId: ((await created.json()) as { id: string }).id, name: 'Chope', description: 'Pilsen, 300 ml.', price: '12.00', prepTime: 5, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { name };
}

/** Counts the notes the alert chime synthesises (Web Audio), to tell that the sound played. */
const countChimeNotes = () => {
  const counter = window as unknown as { __chimeNotes: number };
  counter.__chimeNotes = 0;
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    counter.__chimeNotes += 1;
    return createOscillator.call(this);
  };
};
const chimeNotes = (page: Page) => page.evaluate(() => (window as unknown as { __chimeNotes: number }).__chimeNotes);

/** Adds the dish and sends the order from the phone's cart sheet. */
async function orderOneChope(page: Page, name?: string) {
  await page.getByRole('button', { name: 'Adicionar Chope', exact: true }).click();
  await page.getByRole('button', { name: /Ver carrinho \(1\)/ }).click();
  const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
  await cart.getByText('Pague ao final, na conta.').waitFor();
  if (name) await cart.getByLabel('Seu nome (opcional)').fill(name);
  await cart.getByRole('button', { name: 'Enviar pedido' }).click();
  await page.getByText('Pedido enviado para a cozinha').waitFor();
}

describe('tables with QR codes (issue 33)', () => {
  it('the owner adds a table; a phone opens its QR link, orders twice with no sign-in and calls the waiter, and the board sounds and shows it within 2 s; after Gerar novo QR the old link is refused', async () => {
    const owner = await browser.newVisitor({ viewport: DESKTOP });
    await owner.context.addInitScript(countChimeNotes);
    const restaurant = await newRestaurant(owner.context.request);

    // Configurações › Mesas: add table 12; its QR link is /m/{token}.
    await owner.page.goto('/settings?aba=mesas');
    await owner.page.getByLabel('Número ou nome da mesa').fill('12');
    await owner.page.getByRole('button', { name: 'Adicionar mesa' }).click();
    await expectToast(owner.page, 'Mesa 12 adicionada');
    const openLink = owner.page.getByRole('link', { name: 'Abrir o link da Mesa 12' });
    const link = await openLink.getAttribute('href');
    expect(link).toMatch(/^\/m\/[A-Za-z0-9_-]{43}$/);
    await owner.page.getByRole('link', { name: 'Imprimir QR codes' }).waitFor();

    // The board, with its sound enabled (browsers allow sound only after a gesture).
    await owner.page.goto('/dashboard');
    await owner.page.getByText('Pedidos ao vivo', { exact: true }).waitFor();
    const enableSound = owner.page.getByText('O navegador bloqueou o som', { exact: false });
    if (await enableSound.isVisible()) {
      await owner.page.getByRole('button', { name: 'Ativar som' }).click();
      await enableSound.waitFor({ state: 'detached' });
    }

    // A phone at the table: the menu in table mode, no sign-in, the table always in sight.
    const diner = await browser.newVisitor({ viewport: PHONE });
    const { page } = diner;
    await page.goto(link ?? '');
    await page.getByTestId('table-label').getByText('Mesa 12').waitFor();
    await page.getByText(restaurant.name).first().waitFor();
    expect(await page.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await page.getByText('Taxa de entrega').count()).toBe(0);

    await orderOneChope(page, 'Joana');
    await page.getByRole('button', { name: 'Fazer outro pedido' }).click();
    await orderOneChope(page);
    const sent = page.getByRole('region', { name: 'Pedidos desta mesa (neste celular)' });
    await expect.poll(() => sent.getByRole('listitem').count()).toBe(2);
    expect(await textOf(sent)).toContain('1× Chope');

    // The board got both orders, from the table.
    await expect.poll(() => textOf(owner.page.getByRole('region', { name: 'Pedidos ao vivo' }))).toContain('2 pedidos pendentes');

    const notesBefore = await chimeNotes(owner.page);
    const startedAt = Date.now();
    await page.getByRole('button', { name: 'Chamar garçom' }).click();
    await owner.page.getByText('Mesa 12 chamou o garçom').waitFor({ timeout: 2_000 });
    const elapsedMs = Date.now() - startedAt;
    console.log(`[e2e] chamado da mesa apareceu no painel em ${elapsedMs} ms`);
    expect(elapsedMs).toBeLessThan(2_000);
    await expect.poll(() => chimeNotes(owner.page)).toBeGreaterThan(notesBefore);
    // Once a minute: the button waits.
    await page.getByText('O garçom foi avisado e já vem.').waitFor();
    expect(await page.getByRole('button', { name: 'Garçom chamado' }).isDisabled()).toBe(true);
    // Until someone attends it, the call waits on the header's 'Mesas', also on a board opened later.
    await owner.page.reload();
    await owner.page.getByRole('link', { name: 'Mesas (1 chamado)' }).waitFor();

    // 'Gerar novo QR': the printed code stops working at once.
    await owner.page.goto('/settings?aba=mesas');
    await owner.page.getByRole('button', { name: 'Gerar novo QR da Mesa 12' }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: 'Gerar novo QR da Mesa 12?' });
    await confirm.getByText('O QR code impresso desta mesa para de funcionar na hora.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Gerar novo QR' }).click();
    await expectToast(owner.page, 'Novo QR code gerado');
    await expect.poll(() => openLink.getAttribute('href')).not.toBe(link);

    diner.guard.expectHttpError({ status: 404, urlPart: 'tableLink.get' });
    await page.reload();
    await page.getByRole('heading', { name: 'Mesa não encontrada' }).waitFor();
  });
});
