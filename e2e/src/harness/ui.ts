import type { Locator, Page } from 'playwright-core';

/** Text as a person reads it: runs of spaces (the non-breaking one in "R$ 12,50" too) become one. */
export function normalized(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The visible text of the first match, normalized; waits for it to exist. */
export async function textOf(locator: Locator): Promise<string> {
  return normalized(await locator.first().innerText());
}

/**
 * The notification region (Radix toast viewport, F8). While a modal dialog is open Radix marks
 * everything outside it aria-hidden, the region included, hence includeHidden.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notificações (F8)', includeHidden: true });
}

/** Waits until a toast with this title (and description, when given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toasts(page).getByRole('listitem', { includeHidden: true }).filter({ has: page.getByText(title, { exact: true }) });
  if (description) await toast.filter({ has: page.getByText(description, { exact: true }) }).waitFor();
  else await toast.waitFor();
}

/**
 * Waits for the order's page that checkout opens, greeting with spec §8's success message in the
 * page itself (no toast: on a phone it covered the top bar).
 */
export async function expectOrderPlaced(page: Page): Promise<void> {
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const greeting = page.getByRole('main').getByRole('status').filter({ hasText: 'Pedido realizado!' });
  await greeting.getByText('Seu pedido foi enviado para o restaurante.', { exact: true }).waitFor();
}

/**
 * What a native field (`type=number`, `type=date`) holds after `keys` are typed into it in this
 * page's browser: how the browser itself reads input, which depends on its language.
 */
export async function nativeFieldReading(page: Page, attributes: { type: string; step?: string }, keys: string): Promise<string> {
  await page.evaluate((given) => {
    const input = document.createElement('input');
    Object.assign(input, given);
    input.id = 'campo-nativo-de-teste';
    input.setAttribute('aria-label', 'campo nativo de teste');
    document.body.append(input);
  }, attributes);
  const field = page.locator('#campo-nativo-de-teste');
  // Focus lands on the field's start (a date's first part, whichever the language puts first).
  await field.focus();
  await page.keyboard.type(keys);
  const value = await field.inputValue();
  await field.evaluate((input) => input.remove());
  return value;
}

/** Opens a Radix select (a combobox) and picks the option with this name. */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens the browser's file chooser by clicking `trigger` and hands it a file, as a person picking one would. */
export async function chooseFile(page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

/** Configurações › Restaurante: opens the upload modal with `button` ('Escolher logo', 'Escolher capa') and sends a PNG through it. */
export async function uploadRestaurantImage(page: Page, button: string, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await chooseFile(page, dialog.getByText('Clique para escolher ou arraste uma imagem'), { ...file, mimeType: 'image/png' });
  await dialog.waitFor({ state: 'detached' });
}

/** Whether an <img> finished loading a real picture (not a broken link). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

/** Closes the toast on screen, if any, with its 'Fechar' button, as a person would. */
export async function dismissToasts(page: Page): Promise<void> {
  const toast = toasts(page).getByRole('listitem', { includeHidden: true });
  while ((await toast.count()) > 0) {
    await toast.first().getByRole('button', { name: 'Fechar', includeHidden: true }).click();
    await toast.first().waitFor({ state: 'detached' });
  }
}
