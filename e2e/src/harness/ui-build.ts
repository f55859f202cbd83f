import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { newestChange } from './newest-change';
import { REPO_ROOT, UI_DIR } from './paths';

/** What the web app build is made of: a change to any of these makes dist/ stale. */
const SOURCES = [join(UI_DIR, 'src'), join(UI_DIR, 'index.html'), join(UI_DIR, 'vite.config.ts'), join(REPO_ROOT, 'packages/contracts/src')];

export const SHARED_UI_DIST = join(UI_DIR, 'dist');

export interface UiBuild {
  /** The folder the server should serve (UI_DIST_DIR). */
  distDir: string;
  /** Removes a private build; leaves packages/ui/dist alone. */
  dispose(): void;
}

/**
 * The web app build to test. `pnpm test` builds packages/ui/dist first (turbo), and then that is
 * used. When it is missing or older than its sources (the e2e project run on its own while
 * editing the UI), a fresh build goes to a private folder instead: rebuilding the shared dist/
 * would empty it under the feet of other tests that serve it.
 */
export function ensureUiBuild(log: (message: string) => void): UiBuild {
  const builtAt = newestChange(join(SHARED_UI_DIST, 'index.html'));
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return { distDir: SHARED_UI_DIST, dispose: () => {} };

  log(builtAt === 0 ? 'packages/ui/dist ausente: construindo a interface...' : 'Fontes da interface mais novas que packages/ui/dist: construindo...');
  const distDir = mkdtempSync('/tmp/direto-e2e-ui-');
  const vitePackage = createRequire(join(UI_DIR, 'package.json')).resolve('vite/package.json');
  const result = spawnSync(
    process.execPath,
    [join(dirname(vitePackage), 'bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'],
    {
      cwd: UI_DIR,
      // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  const dispose = () => rmSync(distDir, { recursive: true, force: true });
  if (result.status !== 0) {
    dispose();
    throw new Error(`A construção da interface falhou (código ${result.status}).`);
  }
  return { distDir, dispose };
}
