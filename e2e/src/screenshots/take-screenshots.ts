/**
 * `pnpm --filter @direto/e2e screenshots`: every main screen at 390 px and 1280 px wide, as
 * PNG files in docs/screenshots/, plus the list in docs/screenshots/README.md. Runs the real
 * server on a fresh database with the demo data, like the browser tests. Not part of `pnpm test`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../harness/app-server';
import { DEMO_RESTAURANT } from '../harness/accounts';
import { launchChromium } from '../harness/chromium';
import { pdfPagePng } from '../harness/pdf';
import { REPO_ROOT, RESULTS_DIR } from '../harness/paths';
import { DESKTOP, MAIN_SCREENS, PHONE, settle, signInAs } from '../harness/screens';
import { dismissToasts } from '../harness/ui';
import { ensureUiBuild } from '../harness/ui-build';

const OUTPUT_DIR = join(REPO_ROOT, 'docs/screenshots');
const WIDTHS = [
  { label: '390 px', suffix: '390', viewport: PHONE },
  { label: '1280 px', suffix: '1280', viewport: DESKTOP },
];

const log = (message: string) => console.log(`[screenshots] ${message}`);

const ui = ensureUiBuild(log);
const server = await startAppServer({ logFile: `${RESULTS_DIR}/screenshots-server.log`, uiDistDir: ui.distDir });
const browser = await launchChromium();
const shots = MAIN_SCREENS.filter((screen) => !screen.noScreenshot);
/** `SCREENS=id,id` retakes only those screens (a new one), keeping the other pictures and the PDF's. */
const only = process.env.SCREENS?.split(',').map((id) => id.trim()).filter(Boolean);
try {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  if (!only) for (const file of readdirSync(OUTPUT_DIR)) if (file.endsWith('.png')) rmSync(join(OUTPUT_DIR, file));

  for (const screen of shots.filter((shot) => !only || only.includes(shot.id))) {
    for (const width of WIDTHS) {
      if (screen.phoneOnly && width.viewport !== PHONE) continue;
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: width.viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      await signInAs(context.request, screen.viewer);
      await screen.open(page);
      // A picture of the screen itself: no pointer hovering, no toast ('Item adicionado!') on top.
      await dismissToasts(page);
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      const file = `${screen.id}-${width.suffix}.png`;
      // A phone shows one screenful; a desktop page is photographed whole.
      const fullPage = width.viewport === DESKTOP && !screen.dialog;
      await page.screenshot({ path: join(OUTPUT_DIR, file), fullPage, animations: 'disabled', caret: 'hide' });
      log(`${file} (${Math.round(statSync(join(OUTPUT_DIR, file)).size / 1024)} KB)`);
      await context.close();
    }
  }

  const printed = 'printed-menu-pdf.png';
  if (!only) await printedMenuPicture(printed);
  const qrSheet = 'tables-qr-pdf.png';
  if (!only || only.includes('tables-qr-pdf')) await tablesQrSheetPicture(qrSheet);

  const rows = shots.map((screen) => {
    const cells = WIDTHS.map((width) =>
      screen.phoneOnly && width.viewport !== PHONE ? '—' : `[<img src="${screen.id}-${width.suffix}.png" alt="${screen.title}, ${width.label}" width="${width.viewport === PHONE ? 160 : 320}">](${screen.id}-${width.suffix}.png)`,
    );
    return `| ${screen.title} | ${cells.join(' | ')} |`;
  });
  writeFileSync(
    join(OUTPUT_DIR, 'README.md'),
    [
      '# Telas do Direto',
      '',
      'Cada tela principal a 390 px (celular) e 1280 px (computador) de largura, com os dados de demonstração.',
      'Geradas por `pnpm --filter @direto/e2e screenshots` (servidor real, banco novo, Chromium); não edite à mão.',
      '',
      `| Tela | ${WIDTHS.map((width) => width.label).join(' | ')} |`,
      `| --- | ${WIDTHS.map(() => '---').join(' | ')} |`,
      ...rows,
      `| Cardápio para imprimir (PDF A4, primeira página) | [<img src="${printed}" alt="Cardápio para imprimir, primeira página" width="220">](${printed}) | — |`,
      `| QR codes das mesas para imprimir (PDF A4, 6 por página) | [<img src="${qrSheet}" alt="Folha de QR codes das mesas, primeira página" width="220">](${qrSheet}) | — |`,
      '',
    ].join('\n'),
  );
  log(`${OUTPUT_DIR}/README.md`);
} finally {
  await browser.close();
  await server.stop();
  ui.dispose();
}

/** The printable menu (issue 35) is a PDF, not a screen: its first page, drawn as a printer would. */
async function printedMenuPicture(file: string): Promise<void> {
  const restaurant = (await (await fetch(`${server.baseUrl}/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string };
  const pdf = Buffer.from(await (await fetch(`${server.baseUrl}/api/restaurants/${restaurant.id}/menu.pdf`)).arrayBuffer());
  writeFileSync(join(OUTPUT_DIR, file), await pdfPagePng(pdf, 1, 1.5));
  log(`${file} (${Math.round(statSync(join(OUTPUT_DIR, file)).size / 1024)} KB)`);
}

/** Issue 33: the tables' QR sheet (A4, 6 per page), of a new owner's restaurant with tables 1 to 6. */
async function tablesQrSheetPicture(file: string): Promise<void> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  try {
    await signInAs(context.request, 'new-owner');
    const created = await context.request.post('/api/restaurants', { data: { name: 'Boteco do Salão', cuisine: 'Brasileira' } });
    const { id } = (await created.json()) as { id: string };
    for (const name of ['1', '2', '3', '4', '5', '6']) await context.request.post(`/api/restaurants/${id}/tables`, { data: { name } });
    const pdf = Buffer.from(await (await context.request.get(`/api/restaurants/${id}/tables/qr.pdf`)).body());
    writeFileSync(join(OUTPUT_DIR, file), await pdfPagePng(pdf, 1, 1.5));
    log(`${file} (${Math.round(statSync(join(OUTPUT_DIR, file)).size / 1024)} KB)`);
  } finally {
    await context.close();
  }
}
