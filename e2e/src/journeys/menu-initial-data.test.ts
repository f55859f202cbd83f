import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_RESTAURANT, signInThroughApi } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { textOf } from '../harness/ui';

const browser = useBrowser();

/** Calls the menu page would make to the API for the restaurant or its menu. */
const MENU_CALL = /\/trpc\/[^?]*(?:restaurant\.bySlug|product\.listByRestaurant)/;
/**
 * What it would ask about the signed-in visitor before painting: who they are and the menu's
 * categories. (Their orders come in the HTML too, but the live stream's first `sync` refetches
 * them by design, after the page is up.)
 */
const VISITOR_CALL = /\/trpc\/[^?]*(?:auth\.me|category\.list)/;

/** Holds the app's code (its scripts under /assets) back until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

describe('the menu page’s first load (issue 20)', () => {
  for (const path of [`/restaurant/${DEMO_RESTAURANT.slug}`, `/r/${DEMO_RESTAURANT.slug}`]) {
    it(`renders ${path} from the data in the HTML, with the API for the menu and the visitor blocked`, async () => {
      const { page, context } = await browser.newVisitor();
      // The menu is a signed-in customer's screen; the data in the HTML is public all the same.
      await signInThroughApi(context.request, DEMO_CUSTOMER);
      const asked: string[] = [];
      // The API for the restaurant and the menu never answers: the page must not need it.
      await page.route(MENU_CALL, (route) => {
        asked.push(route.request().url());
        return route.abort();
      });
      // Nor the calls about the visitor: the HTML carries them too, so the page paints at once.
      await page.route(VISITOR_CALL, (route) => {
        asked.push(route.request().url());
        return route.abort();
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Cardápio' }).isVisible()).toBe(true);
      expect(asked).toEqual([]);
    });
  }

  it('paints the menu before any script has run, then the same page works once hydrated', async () => {
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    const path = `/r/${DEMO_RESTAURANT.slug}`;
    // The app's code held back: what shows is the server's first view alone.
    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: DEMO_RESTAURANT.name }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).waitFor();
    const serverHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
    release();
    // Hydrated, not replaced: React takes over the very element the server sent.
    await page.waitForFunction((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber')), serverHeading);
    expect(await serverHeading?.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
    await page.getByText('Item adicionado!', { exact: true }).waitFor();
    // The lazily loaded checkout finds the stylesheet the page came with (in the HTML): it is not
    // fetched again, which would restyle the whole menu on a phone (issue 37).
    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await cart.getByRole('button', { name: 'Confirmar pedido' }).waitFor();
    const stylesheets = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).map((entry) => entry.name));
    expect(stylesheets).toEqual([]);
    expect(await cart.getByRole('button', { name: 'Confirmar pedido' }).evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('replays a tap on “Adicionar” made before the app has started, once it has: the dish lands in the cart once', async () => {
    const { page, context } = await browser.newVisitor();
    await signInThroughApi(context.request, DEMO_CUSTOMER);
    // The app's code held back until the tap is made: only the server's first view and
    // public/after-first-paint.js (not under /assets) are on the page.
    const release = await holdAppScripts(page);
    await page.goto(`/r/${DEMO_RESTAURANT.slug}`, { waitUntil: 'domcontentloaded' });
    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByText('Seu carrinho está vazio').waitFor();
    await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
    const acaraje = cart.getByRole('group', { name: 'Quantidade de Acarajé' });
    // Nothing has the page yet: the tap is kept, not lost and not acted on.
    expect(await acaraje.count()).toBe(0);

    release();
    await acaraje.waitFor();
    await expect.poll(() => textOf(acaraje)).toBe('1');
    // Once, not twice: a tap made now adds its own dish, and Acarajé is still one.
    await page.getByRole('button', { name: 'Adicionar Abará', exact: true }).click();
    await cart.getByRole('group', { name: 'Quantidade de Abará' }).waitFor();
    expect(await textOf(acaraje)).toBe('1');
  });
});
