import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { gradientPng } from '../harness/png';
import { expectToast, imageLoaded, uploadRestaurantImage } from '../harness/ui';

const browser = useBrowser();

describe("the restaurant's own face", () => {
  it('the owner uploads a logo and a cover photo; the menu banner, the restaurant card and the invitation page show them', async () => {
    const owner = await browser.newVisitor();
    await registerThroughApi(owner.context.request, {
      email: uniqueEmail('dona-da-cara'),
      password: 'senha-da-dona-1',
      firstName: 'Rita',
      lastName: 'Prado',
      userType: 'restaurant',
    });
    const name = `Empório ${Date.now().toString(36)}`;
    const created = await owner.context.request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
    expect(created.status()).toBe(201);
    const { shareableSlug } = (await created.json()) as { shareableSlug: string };

    const { page } = owner;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Restaurante', selected: true }).waitFor();
    await uploadRestaurantImage(page, 'Escolher logo', { name: 'logo.png', buffer: gradientPng(120, 120, [200, 40, 40], [250, 200, 60]) });
    await uploadRestaurantImage(page, 'Escolher capa', { name: 'capa.png', buffer: gradientPng(480, 180, [20, 90, 160], [40, 200, 120]) });
    const logoPreview = page.getByRole('img', { name: 'Logo atual' });
    const coverPreview = page.getByRole('img', { name: 'Foto de capa atual' });
    await expect.poll(() => imageLoaded(logoPreview)).toBe(true);
    await expect.poll(() => imageLoaded(coverPreview)).toBe(true);
    const logo = await logoPreview.getAttribute('src');
    const cover = await coverPreview.getAttribute('src');
    expect(logo).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    expect(cover).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Salvar alterações' }).first().click();
    await expectToast(page, 'Configurações atualizadas!');

    // A customer: the card in the list and the menu's banner.
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);
    await customer.page.goto('/dashboard');
    // Other journeys add restaurants to the shared database: find it as a person would, by name.
    await customer.page.getByPlaceholder('Buscar restaurantes...').fill(name);
    const card = customer.page.getByRole('link').filter({ has: customer.page.getByRole('heading', { name }) });
    await expect.poll(() => imageLoaded(card.locator(`img[src="${cover}"]`))).toBe(true);
    await expect.poll(() => imageLoaded(card.getByRole('img', { name: `Logo de ${name}` }))).toBe(true);

    await card.click();
    const banner = customer.page.locator('section').filter({ has: customer.page.getByRole('heading', { level: 1, name }) });
    await expect.poll(() => imageLoaded(banner.locator(`img[src="${cover}"]`))).toBe(true);
    expect(await banner.getByRole('img', { name: `Logo de ${name}` }).getAttribute('src')).toBe(logo);

    // Someone opening the shared link, signed out.
    const visitor = await browser.newVisitor({ viewport: { width: 390, height: 844 } });
    await visitor.page.goto(`/r/${shareableSlug}`);
    const invitation = visitor.page.getByRole('region', { name: 'Convite' });
    await expect.poll(() => imageLoaded(invitation.locator(`img[src="${cover}"]`))).toBe(true);
    await expect.poll(() => imageLoaded(invitation.getByRole('img', { name: `Logo de ${name}` }))).toBe(true);
  });

  it('without images the coloured tile with the initial stands in, and a removed logo goes back to it', async () => {
    const owner = await browser.newVisitor();
    await registerThroughApi(owner.context.request, {
      email: uniqueEmail('sem-foto'),
      password: 'senha-do-dono-2',
      firstName: 'Téo',
      lastName: 'Lins',
      userType: 'restaurant',
    });
    const name = `Quiosque ${Date.now().toString(36)}`;
    const created = await owner.context.request.post('/api/restaurants', { data: { name } });
    const { shareableSlug } = (await created.json()) as { shareableSlug: string };

    const { page } = owner;
    await page.goto('/settings');
    await uploadRestaurantImage(page, 'Escolher logo', { name: 'logo.png', buffer: gradientPng(64, 64, [10, 10, 10], [90, 90, 90]) });
    await page.getByRole('button', { name: 'Salvar alterações' }).first().click();
    await expectToast(page, 'Configurações atualizadas!');
    await page.getByRole('button', { name: 'Remover logo' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).first().click();
    await expect.poll(async () => ((await (await page.request.get(`/api/restaurants/slug/${shareableSlug}`)).json()) as { imageUrl: string | null }).imageUrl).toBeNull();

    const visitor = await browser.newVisitor();
    await visitor.page.goto(`/r/${shareableSlug}`);
    const invitation = visitor.page.getByRole('region', { name: 'Convite' });
    await invitation.waitFor();
    expect(await invitation.getByRole('img').count()).toBe(0);
    expect((await invitation.locator('[aria-hidden="true"]').first().innerText()).trim()).toBe(name.charAt(0));
  });
});
