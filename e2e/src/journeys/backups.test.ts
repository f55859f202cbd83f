import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInThroughForm } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { textOf } from '../harness/ui';

const browser = useBrowser();

/**
 * Issue 36: the server backs the embedded database up daily (the harness sets BACKUP_AT=00:00, so
 * the first minute of the server is past it), and the administrator sees the last backup on the panel.
 */
describe('backups on the admin panel', () => {
  it('the admin sees the last backup’s time, size and result, and when the next ones run', async () => {
    const { page } = await browser.newVisitor();
    await signInThroughForm(page, DEMO_ADMIN);
    await page.getByRole('heading', { name: 'Painel administrativo' }).waitFor();
    const card = page.getByRole('region', { name: 'Backups do banco de dados' });
    // The backup runs on the server's first tick; the panel shows it once made (a reload reads it again).
    await expect
      .poll(
        async () => {
          const text = await textOf(card);
          if (!text.includes('Concluído')) await page.reload();
          return text;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toMatch(/Último backup: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} · [\d,]+ (KB|MB) · Concluído/);
    expect(await textOf(card)).toMatch(/Automático todo dia às 00:00 \(.+\), em \/tmp\/direto-e2e-\w+\/backups\./);
    expect(await card.getByRole('alert').count()).toBe(0);
  });
});
