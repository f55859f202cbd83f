import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { pinnedCommand } from './machine';
import { required } from './required';

export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point in its own Node process (the Node running the bench, with tsx),
 * so the measured server never shares an event loop with autocannon, and waits until `readyPath`
 * answers 200.
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
}): Promise<ChildServer> {
  // taskset execs the command, so the pid is the server's own (its CPU time is read by pid).
  const [command, args] = pinnedCommand(options.cores ?? null, process.execPath, [...(options.nodeOptions ?? []), '--import', 'tsx', options.entry]);
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  options.log(`${options.name} pronto em ${options.url} (pid ${child.pid})`);

  return {
    url: options.url,
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
