import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityPolicyDirectives, s3UploadOrigin } from '../plugins/security-headers';
import { required } from '../../test/required';
import { testAppForTheFile, createTestApp } from '../../test/test-app';
import { registerAndLogin } from '../../test/session';
import { makeRestaurant } from '../../test/factories';
import { listenOnPort } from '../../test/peer-app';

const t = testAppForTheFile();

/** The CSP as a map of directive → sources. */
function policyOf(res: Pick<LightMyRequestResponse, 'headers'>): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

const EXPECTED_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

function expectSecurityHeaders(res: Pick<LightMyRequestResponse, 'headers'>) {
  expect(Object.fromEntries(policyOf(res))).toEqual(EXPECTED_POLICY);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  // No banner saying what runs the server.
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['server']).toBeUndefined();
  // Plain http (the test config): no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the web app, the API, errors, 404s and refused cross-site requests', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/dashboard' }),
      t.app.inject({ method: 'GET', url: '/api/user' }),
      t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      t.app.inject({ method: 'GET', url: '/api/logo' }),
      t.app.inject({ method: 'GET', url: '/trpc/auth.providers' }),
      t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: 'https://malicioso.example' }, payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/docs' }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 200, 200, 400, 403, 200, 200]);
    for (const res of responses) expectSecurityHeaders(res);
  });

  it('are on public menus answered from memory, over HTTP too (where a kept answer skips the routing)', async () => {
    const restaurant = await makeRestaurant(t.em(), { name: 'Cantina Segura' });
    const urls = [`/api/restaurants/slug/${restaurant.shareableSlug}`, `/api/restaurants/${restaurant.id}/products`];
    const { url: base } = await listenOnPort(t.app);
    for (const url of urls) {
      const built = await t.app.inject({ method: 'GET', url });
      const kept = await t.app.inject({ method: 'GET', url });
      const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(kept.headers.etag) } });
      expect([built.statusCode, kept.statusCode, notModified.statusCode]).toEqual([200, 200, 304]);
      for (const res of [built, kept, notModified]) expectSecurityHeaders(res);
      const conditions: Record<string, string>[] = [{}, { 'if-none-match': String(kept.headers.etag) }];
      for (const headers of conditions) {
        const overHttp = await fetch(new URL(url, base), { headers });
        expectSecurityHeaders({ headers: Object.fromEntries(overHttp.headers) });
      }
    }
  });

  it('over https add HSTS and upgrade-insecure-requests', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://direto.exemplo.com.br' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/logo' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policyOf(res).get('upgrade-insecure-requests')).toEqual([]);
    } finally {
      await https.close();
    }
  });

  it('keep the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '203.0.113.50',
      payload: { email: `cookie-${Date.now()}@teste.com`, password: 'senha-forte-1', firstName: 'Ana', userType: 'customer' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'direto.sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

describe('Content-Security-Policy fits what the pages load', () => {
  const distDir = loadConfig({ NODE_ENV: 'test' }).UI_DIST_DIR;

  it('the built web app has no inline script, inline handler or script from another origin', () => {
    const indexFile = join(distDir, 'index.html');
    expect(existsSync(indexFile), `${indexFile} não existe: rode "pnpm --filter @direto/ui build" (o "pnpm test" já faz isso)`).toBe(true);
    const html = readFileSync(indexFile, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(body.trim(), 'script inline').toBe('');
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, href] of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/gi)) expect(href).toMatch(/^\/[^/]/);
    expect(html).not.toMatch(/<style\b/i);
  });

  it("the web app's scripts need no 'unsafe-eval'", () => {
    const assets = join(distDir, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const source = readFileSync(join(assets, file), 'utf8');
      expect(source, file).not.toMatch(/\beval\(|new Function\(/);
    }
  });

  it('the API docs page loads its scripts from this origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const sources = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes = '', body = '']) => {
      expect(body.trim()).toBe('');
      return /src="([^"]+)"/.exec(attributes)?.[1];
    });
    expect(sources).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/docs.js']);
    for (const url of [...sources, '/api/docs/swagger-ui.css', '/api/openapi.json']) {
      expect((await t.app.inject({ method: 'GET', url: required(url, 'o src do script') })).statusCode, url).toBe(200);
    }
  });

  it('signed-in pages get the same policy', async () => {
    const { cookie } = await registerAndLogin(t);
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/profile', headers: { cookie } }));
  });
});

describe('uploads straight to S3', () => {
  const s3Config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'direto-imagens', ...env });
  const credentials = { accessKeyId: 'AKIAEXEMPLO', secretAccessKey: 'segredo-de-exemplo' };

  /** The origin of a real presigned URL, as the storage makes it (no network needed). */
  async function presignedOrigin(config: ReturnType<typeof s3Config>): Promise<string> {
    const client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials,
    });
    return new URL(await getSignedUrl(client, new PutObjectCommand({ Bucket: config.S3_BUCKET, Key: 'uploads/x' }))).origin;
  }

  it.each<Record<string, string>>([
    { S3_REGION: 'sa-east-1' },
    { S3_REGION: 'sa-east-1', S3_FORCE_PATH_STYLE: 'true' },
    { S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'https://s3.exemplo.com.br', S3_FORCE_PATH_STYLE: 'true' },
    { S3_ENDPOINT: 'https://conta.r2.cloudflarestorage.com' },
  ])('connect-src allows the presigned upload origin (%o)', async (env) => {
    const config = s3Config(env);
    const origin = await presignedOrigin(config);
    expect(s3UploadOrigin(config)).toBe(origin);
    expect(contentSecurityPolicyDirectives(config)['connect-src']).toEqual(["'self'", origin]);
  });

  it('local uploads need nothing beyond this origin', () => {
    expect(s3UploadOrigin(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });
});
