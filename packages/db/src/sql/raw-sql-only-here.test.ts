import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Raw SQL lives in this folder and in the migrations: the lint rule "raw SQL" (eslint.config.js)
// refuses it in every other file of the application, with no file exempted.

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.turbo', '.data']);

/** Where SQL may be written as text: this folder, the migrations, and tests with their harnesses. */
function maySpeakSql(path: string): boolean {
  return (
    path.startsWith('packages/db/src/sql/') ||
    path.startsWith('packages/db/migrations/') ||
    path.endsWith('.test.ts') ||
    /(^|\/)(test|testing)\//.test(path)
  );
}

function typeScriptFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('raw SQL only in packages/db/src/sql and the migrations', () => {
  it('every other application file is under the lint rule that refuses SQL text', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const files = ['apps', 'packages']
      .flatMap((folder) => typeScriptFilesUnder(join(REPO_ROOT, folder)))
      .map((file) => relative(REPO_ROOT, file))
      .filter((path) => !maySpeakSql(path));
    expect(files).toContain('packages/api/src/services/rate-limit.ts');

    const unguarded: string[] = [];
    for (const path of files) {
      const config = (await eslint.calculateConfigForFile(join(REPO_ROOT, path))) as { rules?: Record<string, unknown> } | undefined;
      // The rule as the raw-SQL block sets it: on, with its selectors (their message names this folder).
      const rule = config?.rules?.['no-restricted-syntax'];
      const guarded = Array.isArray(rule) && (rule[0] === 2 || rule[0] === 'error') && JSON.stringify(rule).includes('packages/db/src/sql');
      if (!guarded) unguarded.push(path);
    }
    expect(unguarded).toEqual([]);
  });
});
