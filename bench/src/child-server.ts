import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { pinnedCommand } from './machine';
import { required } from './required';

export interface ChildServer {
  url: string;
  pid: number;
  /** The process, e.g. to message it over its IPC channel (started with `ipc: true`). */
  child: ChildProcess;
  /** From the spawn to the first 200 of `readyPath`, in seconds. */
  readySeconds: number;
  stop(): Promise<void>;
}

/**
 * Runs an entry point in its own Node process (the Node running the bench; a TypeScript one through
 * tsx, a compiled `.js` one as production runs it), so the measured server never shares an event
 * loop with autocannon, and waits until `readyPath` answers 200.
 */
export async function startChildServer(options: {
  name: string;
  entry: string;
  /** Extra Node flags, e.g. --cpu-prof. */
  nodeOptions?: string[];
  /** Cores to pin the process to with taskset (see planCorePinning); null or absent: unpinned. */
  cores?: string | null;
  cwd: string;
  env: NodeJS.ProcessEnv;
  url: string;
  readyPath: string;
  log: (message: string) => void;
  /** How often readiness is asked, in ms (default 200). */
  pollMs?: number;
  /** Start it with an IPC channel (the soak asks the server for its heap through it). */
  ipc?: boolean;
}): Promise<ChildServer> {
  const loader = options.entry.endsWith('.js') ? [] : ['--import', 'tsx'];
  // taskset execs the command, so the pid is the server's own (its CPU time is read by pid).
  const [command, args] = pinnedCommand(options.cores ?? null, process.execPath, [...(options.nodeOptions ?? []), ...loader, options.entry]);
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`${options.name} terminou ao iniciar:\n${output}`);
    try {
      const response = await fetch(options.url + options.readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} não respondeu em 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
  const readySeconds = (performance.now() - spawnedAt) / 1000;
  options.log(`${options.name} pronto em ${options.url} (pid ${child.pid}, ${readySeconds.toFixed(2)} s)`);

  return {
    url: options.url,
    readySeconds,
    child,
    pid: required(child.pid, `pid de ${options.name}`),
    async stop() {
      if (exited) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
