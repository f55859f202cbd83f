import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const TICKS_PER_SECOND = 100;

/** CPU ticks used so far, by pid. */
export type CpuSnapshot = Map<number, number>;

/**
 * CPU time (user + system) of a process and, with `withChildren`, of each of its children
 * (PostgreSQL's backends are children of the postmaster). Read from /proc, so it counts only the
 * work of those processes, whatever else shares the machine; empty where /proc is absent.
 */
export function cpuSnapshot(pid: number, withChildren = false): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  const own = readStat(pid);
  if (!own) return snapshot;
  snapshot.set(pid, ticks(own));
  if (withChildren) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(Number(entry));
      if (stat && Number(stat[1]) === pid) snapshot.set(Number(entry), ticks(stat));
    }
  }
  return snapshot;
}

/**
 * Seconds of CPU between two snapshots: each process's growth, and all of a process that started
 * in between. A process that ended in between (an autovacuum worker, say) is left out rather than
 * guessed at: the figure is the work of the processes serving the requests.
 */
export function cpuSecondsBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  if (after.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total / TICKS_PER_SECOND;
}

function ticks(stat: string[]): number {
  return Number(stat[11]) + Number(stat[12]);
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]; utime and stime are 11 and 12. */
function readStat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
