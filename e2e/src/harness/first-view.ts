import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a page the server sends with its first view (issue 37) with the app's scripts held back,
 * waits for `content` in the server's markup alone, then lets the app start and checks React
 * hydrated that very markup: a hydration mismatch (React error 418) would have it thrown away and
 * rendered again, and the element would be gone. (The page guard fails the test on the console
 * error such a mismatch logs.)
 */
export async function openServerRenderedPage(page: Page, path: string, content: (page: Page) => Locator): Promise<void> {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await content(page).waitFor();
  const serverElement = await content(page).elementHandle();
  release();
  await page.waitForFunction((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber')), serverElement);
  expect(await serverElement?.evaluate((element) => element.isConnected)).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** '21/11/2026 14:05' in the restaurant's zone (São Paulo), as the order pages show an order's time on any device. */
function restaurantDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The order's time on the page shows the restaurant's clock, whatever the device's zone. */
export async function expectOrderTimeInRestaurantZone(page: Page): Promise<void> {
  const time = page.locator('time[datetime]').first();
  const iso = (await time.getAttribute('datetime')) ?? '';
  expect(await time.textContent()).toBe(restaurantDateTime(iso));
}
