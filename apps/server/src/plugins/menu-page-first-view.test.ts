import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Restaurant, type IRestaurant } from '@direto/db';
import { loadConfig } from '../config';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20: a signed-in customer's menu page comes with its first view rendered on the server by
 * the web app's own components (packages/ui/src/entry-server.tsx, built by `pnpm build`, which the
 * test run does first), so it paints before any script has run.
 */
const distDir = loadConfig({ NODE_ENV: 'test' }).UI_DIST_DIR;
const HOSTILE = '</div><script>alert(1)</script> & <img src=x onerror=alert(2)>';
let t: TestApp;
let restaurant: IRestaurant;
/** 'Aceitar pedidos sem cadastro' on (issue 30): its shared link shows the menu signed out. */
let guestRestaurant: IRestaurant;
let customer: { cookie: string };

beforeAll(async () => {
  if (!existsSync(join(distDir, 'ssr', 'entry-server.js'))) throw new Error(`Sem build da interface em ${distDir}: rode "pnpm build".`);
  t = await createTestApp({ UI_DIST_DIR: distDir });
  restaurant = await makeRestaurant(t.em(), { name: 'Sabor da Bahia', description: HOSTILE });
  await makeProduct(t.em(), restaurant, { name: 'Moqueca de peixe', price: '89.90' });
  await makeProduct(t.em(), restaurant, { name: `Acarajé ${HOSTILE}`, price: '15.00' });
  guestRestaurant = await makeRestaurant(t.em(), { name: 'Cantina da Praça', guestOrders: true });
  await makeProduct(t.em(), guestRestaurant, { name: 'Pastel de feira', price: '12.50' });
  customer = await registerAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

/** What the page's root element holds as sent. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length, html.lastIndexOf('</body>'));
}

async function setOpen(isOpen: boolean) {
  const em = t.em();
  const saved = await em.findOneOrFail(Restaurant, restaurant.id);
  saved.isOpen = isOpen;
  await em.flush();
}

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the menu page’s first view', () => {
  it('comes rendered for a signed-in customer: the restaurant, its open state and its dishes, privately', async () => {
    for (const url of [`/r/${restaurant.shareableSlug}`, `/restaurant/${restaurant.shareableSlug}`]) {
      const res = await page(url, customer.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const root = rootOf(res.body);
      expect(root).toMatch(/<h1[^>]*>Sabor da Bahia<\/h1>/);
      expect(root).toContain('Aberto');
      expect(root).toContain('Cardápio');
      expect(root).toContain('Moqueca de peixe');
      expect(root).toMatch(/R\$\s89,90/);
      expect(root).toContain('Buscar no cardápio');
    }
  });

  it('paints without waiting for a file: the stylesheet in the page, the app started once it has painted', async () => {
    const res = await page(`/r/${restaurant.shareableSlug}`, customer.cookie);
    expect(res.body).toMatch(/<style>\/\*! tailwindcss/);
    expect(res.body).not.toContain('<link rel="stylesheet"');
    // The app's entry and the chunks the page needs, fetched and run by after-first-paint.js.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const start = /<script defer src="\/after-first-paint\.js" data-entry="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]+)" data-inlined="\/assets\/[\w-]+\.css"><\/script>/.exec(res.body);
    expect(start).not.toBeNull();
    const preloads = (start?.[2] ?? '').split(' ');
    expect(preloads.some((href) => /^\/assets\/restaurant-menu-page-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of [start?.[1], ...preloads]) expect((await t.app.inject({ method: 'GET', url: href as string })).statusCode, href).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/after-first-paint.js' })).statusCode).toBe(200);
    // The policy allows the inline style (as Radix's scroll lock already needs) and still no inline script.
    expect(res.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('escapes every text of the owner, and the policy still allows no inline script', async () => {
    const res = await page(`/r/${restaurant.shareableSlug}`, customer.cookie);
    const root = rootOf(res.body);
    expect(root).toContain('Acarajé &lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    // The app's script and the data block, nothing else.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('tells when the restaurant closes as of the request, not as of an earlier page', async () => {
    const url = `/r/${restaurant.shareableSlug}`;
    expect(rootOf((await page(url, customer.cookie)).body)).toContain('Aberto');
    // The owner's switch ('Pausar pedidos'), saved through the ORM as the app saves it.
    await setOpen(false);
    const root = rootOf((await page(url, customer.cookie)).body);
    expect(root).toContain('Fechado');
    expect(root).not.toContain('>Aberto<');
    await setOpen(true);
  });

  it('comes rendered for a signed-out visitor where the restaurant takes guest orders, publicly and with no one’s data', async () => {
    for (const url of [`/r/${guestRestaurant.shareableSlug}`, `/restaurant/${guestRestaurant.shareableSlug}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // The same page for every signed-out visitor: a shared cache may keep it, so it sets no cookie.
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['set-cookie'], url).toBeUndefined();
      const root = rootOf(res.body);
      expect(root).toMatch(/<h1[^>]*>Cantina da Praça<\/h1>/);
      expect(root).toContain('Pastel de feira');
      expect(root).toMatch(/R\$\s12,50/);
      expect(root).toContain('Buscar no cardápio');
      // Signed out: 'Entrar' to order with an account, and the dish's 'Adicionar' for the guest checkout.
      expect(root).toMatch(/<a[^>]*>Entrar<\/a>/);
      expect(root).toContain('aria-label="Adicionar Pastel de feira"');
      expect(res.body).not.toContain('"signedIn"');
      expect(res.body).not.toContain('<script type="module"');
      const start = /<script defer src="\/after-first-paint\.js" data-entry="[^"]+" data-preload="([^"]+)" data-inlined="[^"]*"><\/script>/.exec(res.body);
      expect(start?.[1]?.split(' ').some((href) => /^\/assets\/guest-menu-gate-[\w-]+\.js$/.test(href))).toBe(true);
    }
  });

  it('is left to the browser for a visitor who is not a customer (signed out, guest orders off: the login screen), and on other pages', async () => {
    const owner = await registerAndLogin(t, { userType: 'restaurant' });
    for (const [url, cookie] of [
      [`/r/${restaurant.shareableSlug}`, undefined],
      [`/r/${restaurant.shareableSlug}`, owner.cookie],
      ['/r/nao-existe', customer.cookie],
      ['/dashboard', customer.cookie],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(res.body, url).toContain('<link rel="stylesheet"');
    }
  });

  it('is never served to browsers, and without its build the page goes out as before', async () => {
    expect((await page('/ssr/entry-server.js')).headers['content-type']).toContain('text/html');
    // Nor the build's manifest, which the server reads the page's files from.
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json']) expect((await page(url)).headers['content-type'], url).toContain('text/html');
    const bare = mkdtempSync(join(tmpdir(), 'direto-first-view-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><html><head><title>Direto</title></head><body><div id="root"></div></body></html>');
    const plain = await createTestApp({ UI_DIST_DIR: bare });
    try {
      const other = await registerAndLogin(plain);
      const shown = await makeRestaurant(plain.em(), { name: 'Sem build' });
      const res = await plain.app.inject({ method: 'GET', url: `/r/${shown.shareableSlug}`, headers: { cookie: other.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('"name":"Sem build"');
    } finally {
      await plain.close();
    }
  });
});
