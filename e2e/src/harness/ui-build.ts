import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT, UI_DIR } from './paths';

/** What the web app build is made of: a change to any of these makes dist/ stale. */
const SOURCES = [join(UI_DIR, 'src'), join(UI_DIR, 'index.html'), join(UI_DIR, 'vite.config.ts'), join(REPO_ROOT, 'packages/contracts/src')];

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/**
 * Builds packages/ui when its dist/ is missing or older than its sources. `pnpm test` builds it
 * first (turbo), so this only does work when the e2e project runs on its own.
 */
export function ensureUiBuild(log: (message: string) => void): void {
  const builtAt = statSync(join(UI_DIR, 'dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...SOURCES.map(newestChange));
  if (builtAt > changedAt) return;
  log(builtAt === 0 ? 'Construindo a interface (dist/ ausente)...' : 'Construindo a interface (fontes mais novas que dist/)...');
  const vitePackage = createRequire(join(UI_DIR, 'package.json')).resolve('vite/package.json');
  const result = spawnSync(process.execPath, [join(dirname(vitePackage), 'bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: UI_DIR,
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`A construção da interface falhou (código ${result.status}).`);
}
