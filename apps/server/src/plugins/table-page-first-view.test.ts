import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantTableView } from '@direto/contracts';
import { loadConfig } from '../config';
import { makeProduct } from '../../test/factories';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 37: table mode (/m/{token}) comes with its data and its first view rendered on the server
 * by the web app's own components (entry-server.tsx's renderPage, built by `pnpm build`), so the
 * table and the menu paint before any script has run; an unknown link gives today's page.
 */
const distDir = loadConfig({ NODE_ENV: 'test' }).UI_DIST_DIR;
let t: TestApp;
let owner: SignedInOwner;
let token: string;

beforeAll(async () => {
  if (!existsSync(join(distDir, 'ssr', 'entry-server.js'))) throw new Error(`Sem build da interface em ${distDir}: rode "pnpm build".`);
  t = await createTestApp({ UI_DIST_DIR: distDir });
  owner = await signedInOwner(t, { name: 'Boteco do Zé' });
  await makeProduct(t.em(), owner.restaurant, { name: 'Pastel de queijo <b>', price: '12.50' });
  const created = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/tables`, { name: '7' });
  expect(created.statusCode, created.body).toBe(201);
  token = created.json<RestaurantTableView>().link.replace('/m/', '');
});
afterAll(async () => {
  await t?.close();
});

/** What the page's root element holds as sent. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length, html.lastIndexOf('</body>'));
}

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('table mode’s first view', () => {
  it('comes rendered for whoever scans the QR code: the table, the restaurant and its menu, before any script has run', async () => {
    const res = await page(`/m/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = rootOf(res.body);
    expect(root).toMatch(/data-testid="table-label"[^>]*>Mesa 7</);
    expect(root).toContain('Boteco do Zé');
    expect(root).toContain('Cardápio');
    expect(root).toContain('Pastel de queijo &lt;b&gt;');
    expect(root).toMatch(/R\$\s12,50/);
    // The page's title in the head, not left as hidden text in the page.
    expect(res.body).toContain('<title>Mesa 7 · Boteco do Zé</title>');
    expect(root).not.toContain('<title>');
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).toMatch(/<style>\/\*! tailwindcss/);
    const start = /<script defer src="\/after-first-paint\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="([^"]+)" data-inlined="\/assets\/[\w-]+\.css"><\/script>/.exec(res.body);
    expect(start?.[1]).toMatch(/\/assets\/table-mode-page-[\w-]+\.js/);
  });

  it('goes out privately for a signed-in visitor (it carries who they are)', async () => {
    const res = await page(`/m/${token}`, owner.cookie);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(res.body)).toContain('Pastel de queijo');
  });

  it('for an unknown link embeds nothing and is today’s page: the browser shows that the table is not found', async () => {
    const res = await page('/m/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('direto-initial-data');
  });
});
