import { readFileSync } from 'node:fs';

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), NaN where /proc is absent. */
export function rssBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s*(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface RssSample {
  /** Highest and last resident memory seen while sampling, in MB. */
  peakMb: number;
  lastMb: number;
  samples: number;
}

/**
 * Samples a process's resident memory every `everyMs` until stopped: wrap a measurement in it to
 * report the server's memory under that load (`const rss = sampleRss(pid); …; rss.stop()`).
 */
export function sampleRss(pid: number, everyMs = 250): { stop(): RssSample } {
  let peak = 0;
  let last = Number.NaN;
  let samples = 0;
  const take = () => {
    last = rssBytes(pid);
    samples++;
    if (last > peak) peak = last;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMb: peak / 1024 ** 2, lastMb: last / 1024 ** 2, samples };
    },
  };
}
