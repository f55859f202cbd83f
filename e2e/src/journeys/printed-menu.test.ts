import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, signInThroughApi } from '../harness/accounts';
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
