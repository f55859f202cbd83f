import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';
import { E2E_SERVER_DIST, ensureServerBuild } from './server-build';
import { SHARED_UI_DIST } from './ui-build';

export interface AppServer {
  /** e.g. http://127.0.0.1:41234 — also the server's PUBLIC_URL, so CSRF checks see our origin. */
  baseUrl: string;
  /** Its embedded PostgreSQL (DATA_DIR and port), for a second server on the same database. */
  database: { dataDir: string; port: number };
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/**
 * The real server, compiled as production runs it (`node dist/main.js`, see server-build.ts), on a
 * fresh embedded PostgreSQL with the demo data, in a child process; resolves once /healthz
 * answers. Its output goes to `logFile` for debugging, stack traces with the sources' lines.
 */
export async function startAppServer({
  logFile,
  shareDatabaseWith,
  uiDistDir = SHARED_UI_DIST,
  cepLookupUrl,
}: {
  logFile: string;
  shareDatabaseWith?: AppServer;
  /** The web app build it serves (see ensureUiBuild). */
  uiDistDir?: string;
  /** Where the server looks CEPs up (issue 17): the harness's stub provider. */
  cepLookupUrl?: string;
}): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A second `pnpm start` on the same DATA_DIR shares the first one's PostgreSQL (live orders across processes).
  const databasePort = shareDatabaseWith?.database.port ?? (await freePort());
  // Under /tmp and opened to others: as root, the embedded PostgreSQL runs as the `postgres` user.
  const dataDir = shareDatabaseWith?.database.dataDir ?? mkdtempSync('/tmp/direto-e2e-');
  chmodSync(dataDir, 0o755);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  ensureServerBuild((message) => console.log(`[e2e] ${message}`));
  const child = spawn(process.execPath, ['--enable-source-maps', join(E2E_SERVER_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
      SEED_DEMO_DATA: 'true',
      // Every account the journeys create comes from 127.0.0.1; the default (20 an hour) is for real networks.
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      UI_DIST_DIR: uiDistDir,
      // Opening hours journey (issue 18): POST /__test/clock moves the server clock.
      DIRETO_TEST_CLOCK: '1',
      // The daily backup (issue 36) at midnight: a server started at any hour backs up once at start, and the admin panel shows it.
      BACKUP_AT: '00:00',
      ...(cepLookupUrl ? { CEP_LOOKUP_URL: cepLookupUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recentOutput = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    recentOutput = (recentOutput + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const cleanUp = () => {
    log.end();
    // The database belongs to the server that created it.
    if (!shareDatabaseWith) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) {
      cleanUp();
      throw new Error(`O servidor terminou ao iniciar:\n${recentOutput}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`O servidor não respondeu em ${START_TIMEOUT_MS / 1000} s:\n${recentOutput}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    database: { dataDir, port: databasePort },
    async stop() {
      if (!hasExited()) {
        // SIGINT: the server closes HTTP, then stops its PostgreSQL cleanly.
        child.kill('SIGINT');
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(force);
      }
      cleanUp();
    },
  };
}
