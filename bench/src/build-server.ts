import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** `pnpm build` of the server: apps/server/dist/main.js, the JavaScript production runs. */
export function buildServer(repoRoot: string): void {
  const serverDir = join(repoRoot, 'apps', 'server');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
}
