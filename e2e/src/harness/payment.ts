import type { Locator, Page } from 'playwright-core';

/**
 * The checkout's 'Forma de pagamento' (issue 16), answered the quickest valid way — cash, no
 * change — for journeys about something else. payments.test.ts walks the real choices.
 */
export async function payInCashWithoutChange(checkout: Page | Locator): Promise<void> {
  await checkout.getByRole('radio', { name: 'Dinheiro', exact: true }).check();
  await checkout.getByRole('radio', { name: 'Não', exact: true }).check();
}
