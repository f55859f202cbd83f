import autocannon from 'autocannon';
import { cpuSecondsBetween, cpuSnapshot } from './cpu-time';
import { required } from './required';
import { DURATIONS, MEASURED_RUNS } from './settings';

export interface LoadResult {
  title: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles from each response's own timing (sub-millisecond precision). */
  p50Ms: number;
  p99Ms: number;
  /** CPU time per completed request of the measured server process and of PostgreSQL, when asked for. */
  cpuMsPerRequest?: { server: number; postgres: number };
  /** Responses outside 2xx, plus socket errors and timeouts: any of these spoils the run. */
  failures: number;
  /** When the figure is the median of several runs: every run's req/s, in the order run. */
  runsRequestsPerSecond?: number[];
}

/** The processes whose CPU time a run charges to its requests. */
export interface CpuTargets {
  serverPid: number;
  postgresPid: number;
}

export type LoadOptions = Omit<autocannon.Options, 'url' | 'duration' | 'connections'> & {
  title: string;
  connections: number;
  durationS: number;
  cpu?: CpuTargets;
};

/** One autocannon run against 127.0.0.1, bounded by its duration. */
export async function runLoad(baseUrl: string, options: LoadOptions): Promise<LoadResult> {
  assertLoopback(baseUrl);
  const { title, connections, durationS, cpu, ...rest } = options;
  const cpuBefore = cpu && { server: cpuSnapshot(cpu.serverPid), postgres: cpuSnapshot(cpu.postgresPid, true) };
  const run = autocannon({ ...rest, url: baseUrl, connections, duration: durationS, timeout: 10 });
  // autocannon's own histogram keeps whole milliseconds; local requests take less than one.
  const latencies: number[] = [];
  // The promise is also the run's emitter; the types only say the former.
  (run as unknown as autocannon.Instance).on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  const total = result.requests.total;
  const cpuMsPerRequest =
    cpu && cpuBefore
      ? {
          server: (cpuSecondsBetween(cpuBefore.server, cpuSnapshot(cpu.serverPid)) * 1000) / (total || 1),
          postgres: (cpuSecondsBetween(cpuBefore.postgres, cpuSnapshot(cpu.postgresPid, true)) * 1000) / (total || 1),
        }
      : undefined;
  latencies.sort((a, b) => a - b);
  return {
    title,
    connections,
    durationS,
    requests: total,
    // Completed requests over the measured time (autocannon's average counts whole seconds).
    requestsPerSecond: total / (result.duration || durationS),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest,
  };
}

/**
 * A short unrecorded run first, so JIT, pools and caches are warm, then MEASURED_RUNS runs: the
 * figure is the median run (by req/s, with that run's latencies and CPU time), so one run
 * disturbed by other work on the machine moves nothing.
 */
export async function warmThenRunLoad(baseUrl: string, options: LoadOptions): Promise<LoadResult> {
  await runLoad(baseUrl, { ...options, durationS: DURATIONS.warmup });
  const runs: LoadResult[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) runs.push(await runLoad(baseUrl, options));
  return medianRun(runs);
}

/**
 * The run with the median req/s, with every run's req/s beside it and the failures of all runs
 * (a failure in any run spoils the figure). For measurements that run their own repeats.
 */
function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = required(sorted[Math.floor((sorted.length - 1) / 2)], 'execução mediana');
  return {
    ...median,
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    runsRequestsPerSecond: runs.map((run) => run.requestsPerSecond),
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return required(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)], 'percentil');
}

function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`O bench só mede servidores locais (127.0.0.1), não ${host}`);
  }
}
