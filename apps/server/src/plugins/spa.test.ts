import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let distDir: string;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../../src/pages/segredo.tsx'], sourcesContent: ['const codigoOriginal = 1;'], mappings: '' });
const BIG_SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Prato ${i}` })))};`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'direto-spa-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Direto</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(distDir, 'assets', 'app-1.js'), 'console.log(1)\n//# sourceMappingURL=app-1.js.map');
  writeFileSync(join(distDir, 'assets', 'app-1.js.map'), SOURCE_MAP);
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

describe('source maps', () => {
  it('are served outside production, for readable stack traces while developing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('codigoOriginal');
  });

  it('are not served in production, where they would hand out the original code', async () => {
    const production = await createTestApp({ UI_DIST_DIR: distDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      const map = await production.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('codigoOriginal');
      // Nor by another spelling of the path.
      for (const url of ['/assets/app-1.js.MAP', '/assets/%61pp-1.js.map', '/assets/../assets/app-1.js.map']) {
        expect((await production.app.inject({ method: 'GET', url })).body, url).not.toContain('codigoOriginal');
      }
      expect((await production.app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('are served in production when SERVE_SOURCE_MAPS asks for them', async () => {
    const production = await createTestApp({ UI_DIST_DIR: distDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', SERVE_SOURCE_MAPS: 'true' });
    try {
      const map = await production.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('codigoOriginal');
    } finally {
      await production.close();
    }
  });
});
