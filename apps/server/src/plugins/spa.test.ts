import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let distDir: string;
const BIG_SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Prato ${i}` })))};`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'direto-spa-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Direto</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(distDir, 'assets', 'app-1.js'), 'console.log(1)');
  // As the build writes them: each asset with its brotli and gzip versions next to it.
  writeFileSync(join(distDir, 'assets', 'big-1.js'), BIG_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'big-1.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'big-1.js.gz'), gzipSync(BIG_SCRIPT));
  t = await createTestApp({ UI_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
});

describe('the web app build', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/dashboard', '/r/sabor-da-bahia', '/restaurant/x?y=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Direto</title>');
    }
  });

  it('answers HEAD on a client-side route like GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed asset the client accepts, brotli first, with Vary', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers 404, not the HTML page, for a missing asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-0.js' });
    expect(res.statusCode).toBe(404);
  });

  it('picks up a rebuild without a restart', async () => {
    writeFileSync(join(distDir, 'assets', 'app-2.js'), 'console.log(2)');
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Direto 2</title><script type="module" src="/assets/app-2.js"></script>');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.body).toContain('Direto 2');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(200);
  });
});
