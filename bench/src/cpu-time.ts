import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by a process and, with `withChildren`, by its children,
 * live or exited (PostgreSQL's backends and workers are children of the postmaster). Read from
 * /proc, so it counts only the work of those processes, whatever else shares the machine; NaN
 * where /proc is absent.
 */
export function cpuSeconds(pid: number, withChildren = false): number {
  try {
    let ticks = ticksOf(pid);
    if (withChildren) {
      // Exited children the parent has reaped: cutime and cstime.
      const own = readStat(pid)!;
      ticks += Number(own[13]) + Number(own[14]);
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = readStat(Number(entry));
        if (stat && Number(stat[1]) === pid) ticks += Number(stat[11]) + Number(stat[12]);
      }
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function ticksOf(pid: number): number {
  const stat = readStat(pid);
  if (!stat) throw new Error(`processo ${pid} não encontrado`);
  return Number(stat[11]) + Number(stat[12]);
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]; utime, stime, cutime, cstime are 11–14. */
function readStat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
