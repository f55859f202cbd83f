import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '../harness/accessibility';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP, MAIN_SCREENS, PHONE, settle, signInAs } from '../harness/screens';

const browser = useBrowser();

describe('accessibility (axe-core): no serious or critical violations', () => {
  it.each(MAIN_SCREENS)('$title', async (screen) => {
    const { page, context } = await browser.newVisitor({ viewport: screen.phoneOnly ? PHONE : DESKTOP });
    await signInAs(context.request, screen.viewer);
    await screen.open(page);
    // Measured at rest: a dialog fading in has no final colours yet, and the pointer hovers nothing.
    await page.mouse.move(0, 0);
    await settle(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
