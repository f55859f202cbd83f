import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

/** Each test runs its own embedded server in a temporary folder, as `pnpm start` does under DATA_DIR. */
const cleanUps: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function selectOne(server: EmbeddedPostgresHandle): Promise<number> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('select 1 as one');
    return rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

async function freshDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'direto-embedded-pg-'));
  const options = { dataDir, port: await freePort(), database: 'direto_launcher' };
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { options, lockFile: join(dataDir, 'cluster', 'postmaster.pid'), ownerFile: join(dataDir, 'owner.pid') };
}

describe('embedded PostgreSQL start-up', () => {
  it('never signals an unrelated process that a stale postmaster.pid names (pid reused after a crash)', async () => {
    const { options, lockFile } = await freshDataDir();
    const first = await startEmbeddedPostgres(options);
    const lockWhileRunning = readFileSync(lockFile, 'utf8');
    await first.stop();

    // A crash left the lock file behind, and its pid now belongs to someone else's process.
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanUps.push(() => void bystander.kill('SIGKILL'));
    writeFileSync(lockFile, [String(bystander.pid), ...lockWhileRunning.split('\n').slice(1)].join('\n'));

    const second = await startEmbeddedPostgres(options);
    cleanUps.push(() => second.stop());
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(isAlive(Number(bystander.pid)), 'the unrelated process was killed').toBe(true);
    expect(bystander.signalCode).toBeNull();
    expect(await selectOne(second)).toBe(1);
  }, 120_000);

  it('still stops and replaces its own postmaster left behind by a killed run', async () => {
    const { options, lockFile, ownerFile } = await freshDataDir();
    const first = await startEmbeddedPostgres(options);
    const orphanPid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    // The run that started it is gone (a pid that has already exited).
    const deadOwner = spawnSync('true').pid;
    writeFileSync(ownerFile, String(deadOwner));
    cleanUps.push(() => {
      if (isAlive(orphanPid)) process.kill(orphanPid, 'SIGKILL');
    });

    const second = await startEmbeddedPostgres(options);
    cleanUps.push(() => second.stop());

    expect(isAlive(orphanPid), 'the orphaned postmaster is still running').toBe(false);
    expect(Number(readFileSync(lockFile, 'utf8').split('\n')[0])).not.toBe(orphanPid);
    expect(await selectOne(second)).toBe(1);
    // Its server was stopped by the second start: stopping it returns at once, and leaves the second running.
    await first.stop();
    expect(await selectOne(second)).toBe(1);
  }, 120_000);
});
