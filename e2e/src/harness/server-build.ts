import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { newestChange } from './newest-change';
import { REPO_ROOT } from './paths';

const SERVER_DIR = join(REPO_ROOT, 'apps/server');

/**
 * The browser tests run the server as production does: bundled to JavaScript (`pnpm build`) and
 * run with `node`. Their copy has its own folder, at dist/'s depth (the bundle finds the
 * repository and node_modules by relative paths): the compiled-server test rebuilds dist/, which
 * would pull lazily loaded chunks from under a running server.
 */
export const E2E_SERVER_DIST = join(SERVER_DIR, 'dist-e2e');

/** What the server bundle is made of: a change to any of these makes the copy stale. */
const SOURCES = [join(SERVER_DIR, 'src'), join(SERVER_DIR, 'scripts/build.ts'), ...['api', 'contracts', 'db'].map((name) => join(REPO_ROOT, 'packages', name, 'src')), join(REPO_ROOT, 'packages/db/migrations')];

/** Builds the browser tests' copy of the server unless it is newer than its sources. */
export function ensureServerBuild(log: (message: string) => void): void {
  const builtAt = newestChange(join(E2E_SERVER_DIST, 'main.js'));
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  log('Compilando o servidor para os testes no navegador...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--outdir', 'dist-e2e'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`A compilação do servidor falhou (código ${result.status}).`);
}
