import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { pdfPageTexts } from '../harness/pdf';

const browser = useBrowser();

describe('the printed menu (issue 35)', () => {
  it("printing the menu page leaves the dishes and their prices, without the cart, the header or the 'Adicionar' buttons", async () => {
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto(`/restaurant/${DEMO_RESTAURANT.slug}`);
    const dish = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Moqueca de peixe' }) });
    await dish.waitFor();
    // On screen: the cart and the buttons are there.
    expect(await page.getByRole('complementary', { name: 'Seu Pedido' }).isVisible()).toBe(true);
    expect(await dish.getByRole('button', { name: 'Adicionar Moqueca de peixe' }).isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary', { name: 'Seu Pedido', includeHidden: true }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').first().isVisible()).toBe(false);
    expect(await dish.getByRole('button', { name: 'Adicionar Moqueca de peixe', includeHidden: true }).isVisible()).toBe(false);
    expect(await dish.getByText(/^R\$ \d+,\d{2}$/).isVisible()).toBe(true);
    expect(await page.getByRole('search', { includeHidden: true }).isVisible()).toBe(false);
  });

  it('printing leaves out a category whose dishes are all unavailable, heading included', async () => {
    const owner = await browser.newVisitor();
    await registerThroughApi(owner.context.request, { email: uniqueEmail('impresso'), password: 'senha-do-impresso-1', firstName: 'Olga', lastName: 'Reis', userType: 'restaurant' });
    const created = await owner.context.request.post('/api/restaurants', { data: { name: `Cantina da Olga ${Date.now().toString(36)}` } });
    const { id, shareableSlug } = (await created.json()) as { id: string; shareableSlug: string };
    const menu = 'categoria;produto;preço;disponível\r\nPratos;Feijoada;59,90;sim\r\nSobremesas;Cocada;8,00;não\r\n';
    const imported = await owner.context.request.post(`/api/restaurants/${id}/menu-import`, { multipart: { file: { name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from(menu) } } });
    expect(imported.status(), await imported.text()).toBe(200);

    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    await page.goto(`/restaurant/${shareableSlug}`);
    const desserts = page.getByRole('region', { name: 'Sobremesas' });
    await desserts.getByRole('heading', { name: 'Cocada' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await desserts.isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Pratos' }).getByRole('heading', { name: 'Feijoada' }).isVisible()).toBe(true);
  });

  it("the owner's share card links to the PDF of the menu, public like the menu", async () => {
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_OWNER);
    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: 'Cardápio para imprimir (PDF)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/restaurants\/[0-9a-f-]{36}\/menu\.pdf$/);
    expect(await link.getAttribute('target')).toBe('_blank');

    // Anyone may download it (no session here).
    const anonymous = await browser.newVisitor();
    const pdf = await anonymous.context.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const [first] = await pdfPageTexts(await pdf.body());
    expect(first).toContain(DEMO_RESTAURANT.name);
    expect(first).toContain('Moqueca de peixe');
  });
});
