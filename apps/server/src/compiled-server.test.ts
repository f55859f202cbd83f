import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { makeRestaurant, makeUser } from '../test/factories';
import { pngImage } from '../test/images';
import { startServerProcess, startServerWith, type ServerProcess } from '../test/security/server-process';

/**
 * Production runs the server compiled to JavaScript (`pnpm build`, then `node dist/main.js`), not
 * through tsx: the build must yield a server that starts, serves the API and the web app, and stops
 * cleanly — whatever a new module imports. The build bundles the third-party packages too, so the
 * parts that load files or native code at run time get a production start of their own here
 * (argon2 at sign-in, the S3 client); the browser tests run every journey on the same bundle.
 */

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const DIST_DIR = join(SERVER_DIR, 'dist');

let database: TestDatabase;
let server: ServerProcess;
let slug: string;
let s3rver: S3rver;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: SERVER_DIR, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  database = await createTestDatabase();
  slug = (await makeRestaurant(database.orm.em.fork(), { name: 'Cantina Compilada' })).shareableSlug;
  server = await startServerProcess(database.url, { compiled: true, timeoutMs: 60_000 });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await s3rver?.close();
  await database?.destroy();
});

it('is plain JavaScript that imports no TypeScript and no tsx', () => {
  const files = readdirSync(DIST_DIR).filter((name) => name.endsWith('.js'));
  expect(files).toContain('main.js');
  for (const name of files) {
    const code = readFileSync(join(DIST_DIR, name), 'utf8');
    const imports = [...code.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(imports.filter((path) => path.endsWith('.ts') || path.endsWith('.tsx') || /(^|\/)tsx(\/|$)/.test(path)), name).toEqual([]);
  }
});

it('serves the REST API, tRPC and the web app', async () => {
  const restaurant = await fetch(`${server.baseUrl}/api/restaurants/slug/${slug}`);
  expect(restaurant.status).toBe(200);
  expect(await restaurant.json()).toMatchObject({ name: 'Cantina Compilada' });

  const me = await fetch(`${server.baseUrl}/trpc/auth.me`);
  expect(me.status).toBe(401);

  const page = await fetch(`${server.baseUrl}/login`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});

it('stops cleanly on SIGTERM', async () => {
  await server.kill('SIGTERM');
  expect(server.child.exitCode, server.output()).toBe(0);
});

it('signs in with argon2 and signs an upload the S3 server accepts, in production mode', async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'direto-s3rver-')), configureBuckets: [{ name: 'direto-compilado', configs: [] }] });
  const { port } = await s3rver.run();
  const password = 'senha-do-compilado-123';
  const owner = await makeUser(database.orm.em.fork(), { userType: 'restaurant', password });
  const s3Server = await startServerWith(
    {
      DATABASE_URL: database.url,
      S3_BUCKET: 'direto-compilado',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    { compiled: true, timeoutMs: 60_000 },
  );
  try {
    const origin = { origin: s3Server.baseUrl, 'content-type': 'application/json' };
    const login = await fetch(`${s3Server.baseUrl}/api/login`, { method: 'POST', headers: origin, body: JSON.stringify({ email: owner.email, password }) });
    expect(login.status, s3Server.output()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const signed = await fetch(`${s3Server.baseUrl}/api/objects/upload`, { method: 'POST', headers: { origin: s3Server.baseUrl, cookie } });
    expect(signed.status, s3Server.output()).toBeLessThan(300);
    const { uploadURL } = (await signed.json()) as { uploadURL: string };
    expect(uploadURL).toContain(`127.0.0.1:${port}/direto-compilado/uploads/`);
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(pngImage()), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
  } finally {
    await s3Server.kill('SIGTERM');
  }
});
