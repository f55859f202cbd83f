import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { expectToast } from '../harness/ui';

const browser = useBrowser();

/** A new owner with a new restaurant, through the API: this file's settings touch no one else's. */
async function newRestaurant(request: APIRequestContext): Promise<{ id: string; name: string }> {
  await registerThroughApi(request, { email: uniqueEmail('dono-abas'), password: 'senha-do-dono-1', firstName: 'Célia', lastName: 'Prado', userType: 'restaurant' });
  const name = `Bistrô da Célia ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, name };
}

describe('Configurações open in two tabs (issue 28)', () => {
  it('a save in one tab is never undone by the other: its other forms save only their own fields, and its stale form is refused', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const first = owner.page;
    await first.goto('/settings');
    await first.getByLabel('Nome').waitFor();

    // A second tab of the same browser renames the restaurant.
    const second = await owner.context.newPage();
    second.setDefaultTimeout(15_000);
    await second.goto('/settings');
    await second.getByLabel('Nome').fill('Bistrô Renomeado');
    await second.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(second, 'Configurações atualizadas!');

    // The first tab, loaded before, saves its WhatsApp: the new name stays.
    await first.getByRole('tab', { name: 'WhatsApp' }).click();
    await first.getByLabel('Número do WhatsApp').fill('(21) 99876-5432');
    await first.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(first, 'WhatsApp atualizado!');
    const mine = async () => ((await (await owner.context.request.get('/api/restaurants/my')).json()) as { name: string; whatsappNumber: string | null; description: string | null }[])[0];
    expect(await mine()).toMatchObject({ name: 'Bistrô Renomeado', whatsappNumber: '5521998765432' });

    // Its restaurant form still shows the old name: saving it is refused, with what to do.
    owner.guard.expectHttpError({ status: 409, urlPart: '/trpc/restaurant.update' });
    await first.getByRole('tab', { name: 'Restaurante' }).click();
    expect(await first.getByLabel('Nome').inputValue()).toBe(restaurant.name);
    await first.getByLabel('Descrição').fill('Cozinha de bistrô');
    await first.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(first, 'Erro ao salvar configurações', 'Estas configurações mudaram em outra aba. Recarregue para ver a versão atual.');
    expect(await mine()).toMatchObject({ name: 'Bistrô Renomeado', description: null });

    // Reloaded, it shows the current version and saves.
    await first.reload();
    await expect.poll(() => first.getByLabel('Nome').inputValue()).toBe('Bistrô Renomeado');
    await first.getByLabel('Descrição').fill('Cozinha de bistrô');
    await first.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(first, 'Configurações atualizadas!');
    expect(await mine()).toMatchObject({ name: 'Bistrô Renomeado', description: 'Cozinha de bistrô' });
  });
});
