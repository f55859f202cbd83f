import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRestaurant } from '@direto/db';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INITIAL_DATA_ID } from './spa';

/** Issue 20: the menu page's HTML carries the restaurant and its menu, safely escaped. */
let t: TestApp;
let restaurant: IRestaurant;
const HOSTILE = '</script><script>alert(1)</script> & <!-- \u2028\u2029';

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'direto-spa-data-'));
  mkdirSync(join(distDir, '.vite'));
  // The build's manifest as Vite writes it: the page's chunk imports the entry (already in
  // index.html), two chunks of its own, and loads a sheet on demand.
  const manifest = {
    'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true, dynamicImports: ['src/pages/customer/restaurant-menu-page.tsx'] },
    'src/pages/customer/restaurant-menu-page.tsx': {
      file: 'assets/restaurant-menu-page-Ab1_x.js',
      src: 'src/pages/customer/restaurant-menu-page.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-2.js', '_menu-3.js'],
      dynamicImports: ['src/pages/customer/sheet.tsx'],
    },
    '_menu-3.js': { file: 'assets/menu-3.js', imports: ['_shared-2.js'] },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/pages/customer/sheet.tsx': { file: 'assets/sheet-9.js', src: 'src/pages/customer/sheet.tsx', isDynamicEntry: true, imports: ['index.html'] },
  };
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title>Direto</title><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ UI_DIST_DIR: distDir });
  restaurant = await makeRestaurant(t.em(), { name: 'Sabor da Bahia' });
  await makeProduct(t.em(), restaurant, { name: 'Moqueca', price: '89.90', description: HOSTILE });
});
afterAll(async () => {
  await t.close();
});

/** The embedded block's text, or null. */
function initialData(html: string): string | null {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`, 's').exec(html);
  return match?.[1] ?? null;
}

describe('the menu page’s initial data', () => {
  it('embeds the restaurant and its menu, as the API answers them, in /r/{slug} and /restaurant/{slug}', async () => {
    const products = (await t.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant.id}/products` })).json();
    const byslug = (await t.app.inject({ method: 'GET', url: `/api/restaurants/slug/${restaurant.shareableSlug}` })).json();
    for (const url of [`/r/${restaurant.shareableSlug}`, `/restaurant/${restaurant.shareableSlug}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const block = initialData(res.body);
      expect(block, url).not.toBeNull();
      const data = JSON.parse(block as string);
      expect(data.slug).toBe(restaurant.shareableSlug);
      expect(data.products).toEqual(products);
      expect({ ...data.restaurant, openState: { ...data.restaurant.openState, asOf: undefined } }).toEqual({ ...byslug, openState: { ...byslug.openState, asOf: undefined } });
      expect(data.products[0].description).toBe(HOSTILE);
      // The page's own chunk and the chunks it imports load beside the main script, not one after
      // another once the page shows; not the main script again, nor what the page loads on demand.
      const preloads = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
      expect(preloads).toEqual(['/assets/restaurant-menu-page-Ab1_x.js', '/assets/shared-2.js', '/assets/menu-3.js']);
    }
  });

  it('escapes <, >, & and U+2028/2029, so no text can close the block or open markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/r/${restaurant.shareableSlug}` });
    const block = initialData(res.body) as string;
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(block).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(res.body).not.toContain('<script>alert(1)');
    // Still one script block of ours and the app's script: nothing injected.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    // A data block is never run: the policy still allows no inline script.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('adds what the page first asks about a signed-in visitor, as the API answers it, and sends that page privately', async () => {
    const customer = await registerAndLogin(t);
    const owner = await registerAndLogin(t, { userType: 'restaurant' });
    const ask = (cookie: string, path: string) => t.app.inject({ method: 'GET', url: path, headers: { cookie } }).then((res) => res.json());
    for (const visitor of [customer, owner]) {
      const res = await t.app.inject({ method: 'GET', url: `/r/${restaurant.shareableSlug}`, headers: { cookie: visitor.cookie } });
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const { signedIn } = JSON.parse(initialData(res.body) as string);
      expect(signedIn.me).toEqual(await ask(visitor.cookie, '/api/user'));
      expect(signedIn.categories).toEqual(await t.app.inject({ method: 'GET', url: `/trpc/category.list?input=${encodeURIComponent(JSON.stringify({ restaurantId: restaurant.id }))}` }).then((r) => r.json().result.data));
      // Only a customer has orders to follow; an owner's page carries none.
      expect(signedIn.myOrders).toEqual(visitor === customer ? [] : undefined);
    }
    // Signed out: the menu only, and the page may be kept by any cache (it is everyone's).
    const anonymous = await t.app.inject({ method: 'GET', url: `/r/${restaurant.shareableSlug}` });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(initialData(anonymous.body) as string).signedIn).toBeUndefined();
  });

  it('leaves the page plain for an unknown restaurant and for other paths', async () => {
    for (const url of ['/r/nao-existe', '/dashboard', '/', `/r/${restaurant.shareableSlug}/extra`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(initialData(res.body), url).toBeNull();
    }
  });
});
