import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on right now (loopback). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed on stderr (for failure messages). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Environment variables over the defaults below; `undefined` removes one (e.g. DATABASE_URL, for the embedded PostgreSQL). */
export type ServerEnvironment = Record<string, string | undefined>;

export interface StartOptions {
  timeoutMs?: number;
  /** Run the compiled server (`node dist/main.js`, what production runs; `pnpm build` writes it) instead of the sources through tsx. */
  compiled?: boolean;
}

/**
 * The real server (`node --import tsx src/main.ts`, or the compiled `node dist/main.js`) in a
 * child process on loopback, on the given database; resolves once /healthz answers.
 */
export async function startServerProcess(databaseUrl: string, options: StartOptions = {}): Promise<ServerProcess> {
  return startServerWith({ DATABASE_URL: databaseUrl }, options);
}

/** Spawns the server with `env` over a production-like default environment on a free loopback port. */
async function spawnServer(env: ServerEnvironment, compiled = false) {
  const port = env.PORT ?? String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const defaults: ServerEnvironment = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: 'segredo-do-teste-de-queda-0123456789abcdef',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'direto-crash-data-')),
  };
  const merged = Object.entries({ ...defaults, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const child = spawn(process.execPath, compiled ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: Object.fromEntries(merged),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { baseUrl, child, exited, output: () => stderr };
}

/** A server that is expected not to start: how it ended and what it printed on stderr. */
export async function runServerUntilExit(env: ServerEnvironment, timeoutMs = 60_000): Promise<{ code: number | null; stderr: string }> {
  const { child, exited, output } = await spawnServer(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
  return { code: child.exitCode, stderr: output() };
}

/** The real server with `env` over the defaults (see spawnServer); resolves once /healthz answers. */
export async function startServerWith(env: ServerEnvironment, options: StartOptions = {}): Promise<ServerProcess> {
  const { baseUrl, child, exited, output } = await spawnServer(env, options.compiled);
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`O servidor não respondeu a tempo:\n${output()}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    child,
    output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
