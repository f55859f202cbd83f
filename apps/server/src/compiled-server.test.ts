import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { makeRestaurant } from '../test/factories';
import { startServerProcess, type ServerProcess } from '../test/security/server-process';

/**
 * Production runs the server compiled to JavaScript (`pnpm build`, then `node dist/main.js`), not
 * through tsx: the build must yield a server that starts, serves the API and the web app, and stops
 * cleanly — whatever a new module imports.
 */

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const DIST_DIR = join(SERVER_DIR, 'dist');

let database: TestDatabase;
let server: ServerProcess;
let slug: string;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: SERVER_DIR, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  database = await createTestDatabase();
  slug = (await makeRestaurant(database.orm.em.fork(), { name: 'Cantina Compilada' })).shareableSlug;
  server = await startServerProcess(database.url, { compiled: true, timeoutMs: 60_000 });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
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
