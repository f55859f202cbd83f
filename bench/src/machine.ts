import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { required } from './required';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  /** 1-minute load average: above the core count, other work shared the machine and the figures are low. */
  loadAverage: number;
}

export function describeMachine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'desconhecida';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() says enough
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: oneMinuteLoadAverage(),
  };
}

/** The 1-minute load average (os.loadavg() always gives the 1, 5 and 15-minute ones). */
export function oneMinuteLoadAverage(): number {
  return required(os.loadavg()[0], 'média de carga de 1 minuto');
}

/**
 * Which cores the measured server and the load generator run on. With taskset and at least two
 * allowed cores they get disjoint halves (the server the upper one), so the load generator never
 * takes the server's core; PostgreSQL stays on all cores (it is started before the bench pins
 * itself). Without taskset (not Linux, util-linux missing, a sandbox refusing
 * sched_setaffinity) or with one core, nothing is pinned and RESULTS.md says so.
 */
export interface CorePinning {
  /** Core lists as taskset takes them (e.g. "1"), or null when nothing is pinned. */
  server: string | null;
  load: string | null;
  /** Every core this bench may use, to undo the bench's own pinning (Lighthouse's Chromium). */
  all: string | null;
  /** What was done, for RESULTS.md. */
  note: string;
}

export function planCorePinning(): CorePinning {
  const unpinned = (why: string): CorePinning => ({ server: null, load: null, all: null, note: `not pinned: ${why}` });
  if (process.platform !== 'linux') return unpinned(`taskset is Linux-only (${process.platform})`);
  const allowed = allowedCores();
  if (allowed.length < 2) return unpinned(`only ${allowed.length} core allowed`);
  const half = Math.floor(allowed.length / 2);
  const load = allowed.slice(0, half).join(',');
  const server = allowed.slice(half).join(',');
  try {
    execFileSync('taskset', ['-c', server, 'true'], { stdio: 'ignore' });
  } catch {
    return unpinned('taskset not found or refused');
  }
  return {
    server,
    load,
    all: allowed.join(','),
    note: `taskset: server (and baseline) on core ${server}, load generators (autocannon, the live subscribers) on core ${load}, PostgreSQL unpinned`,
  };
}

/** Pins a running process, every thread of it (libuv's pool, V8's helpers), to these cores. */
export function pinProcess(pid: number, cores: string | null): void {
  if (cores) execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
}

/** The command that runs `command args` on these cores (unchanged when nothing is pinned). */
export function pinnedCommand(cores: string | null, command: string, args: string[]): [string, string[]] {
  return cores ? ['taskset', ['-c', cores, command, ...args]] : [command, args];
}

/** The cores this process may run on (Cpus_allowed_list of /proc/self/status, e.g. "0-3,6"). */
function allowedCores(): number[] {
  try {
    const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    return list.split(',').flatMap((range) => {
      const [from, to] = range.split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) return [];
      return Array.from({ length: (to ?? from) - from + 1 }, (_, index) => from + index);
    });
  } catch {
    return [];
  }
}
