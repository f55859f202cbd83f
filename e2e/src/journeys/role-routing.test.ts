import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, signInThroughForm, type Credentials } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';

const browser = useBrowser();

const NOT_FOUND = '404 Page Not Found';
const SCREENS = {
  customerHome: /^Olá, Ana!/,
  menu: DEMO_RESTAURANT.name,
  ownerDashboard: 'Painel do restaurante',
  settings: 'Configurações',
  admin: 'Painel administrativo',
  profile: 'Meu Perfil',
  notFound: NOT_FOUND,
};

/** A path and the main heading of the screen it shows. */
type Screen = [path: string, heading: string | RegExp];

/** Typing a path in the address bar: a full page load, then the screen's main heading. */
async function expectScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The §2 routing table, role by role: each lands on its own screens and gets the 404 on the others'. */
describe('routing by login state', () => {
  it('a signed-out visitor gets the login screen on / and /r/{slug}, the login screen on signed-in screens, the 404 elsewhere', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    await page.goto(`/r/${DEMO_RESTAURANT.slug}`);
    await page.getByText(`Você foi convidado por ${DEMO_RESTAURANT.name}`).waitFor();
    // A link to a signed-in screen asks to sign in first (and comes back: sign-in-paths.test.ts).
    for (const path of ['/dashboard', '/admin', '/settings', '/profile', `/restaurant/${DEMO_RESTAURANT.slug}`]) {
      await page.goto(path);
      await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('voltar')).toBe(path);
    }
    for (const path of ['/qualquer', '/dashboard/x', '/cardapio/sabor-da-bahia']) {
      await expectScreen(page, path, NOT_FOUND);
    }
  });

  it.each<{ role: string; account: Credentials; screens: [home: Screen, ...others: Screen[]] }>([
    {
      role: 'a customer',
      account: DEMO_CUSTOMER,
      screens: [
        ['/', SCREENS.customerHome],
        ['/dashboard', SCREENS.customerHome],
        [`/restaurant/${DEMO_RESTAURANT.slug}`, SCREENS.menu],
        [`/r/${DEMO_RESTAURANT.slug}`, SCREENS.menu],
        ['/profile', SCREENS.profile],
        ['/admin', NOT_FOUND],
        ['/settings', NOT_FOUND],
      ],
    },
    {
      role: 'a restaurant owner',
      account: DEMO_OWNER,
      screens: [
        ['/', SCREENS.ownerDashboard],
        ['/dashboard', SCREENS.ownerDashboard],
        ['/settings', SCREENS.settings],
        ['/profile', SCREENS.profile],
        ['/admin', NOT_FOUND],
        [`/restaurant/${DEMO_RESTAURANT.slug}`, NOT_FOUND],
      ],
    },
    {
      role: 'an administrator',
      account: DEMO_ADMIN,
      screens: [
        ['/', SCREENS.admin],
        ['/admin', SCREENS.admin],
        ['/profile', SCREENS.profile],
        ['/dashboard', NOT_FOUND],
        ['/settings', NOT_FOUND],
        [`/restaurant/${DEMO_RESTAURANT.slug}`, NOT_FOUND],
      ],
    },
  ])('$role lands on their own screens and gets the 404 on the others', async ({ account, screens }) => {
    const { page } = await browser.newVisitor();
    await signInThroughForm(page, account);
    // Where the login's reload lands: the role's home.
    await page.getByRole('heading', { level: 1, name: screens[0][1] }).waitFor();
    for (const [path, heading] of screens) await expectScreen(page, path, heading);
  });
});
