import type { ChildServer } from './child-server';
import { rssBytes } from './process-memory';
import { MEASURED_RUNS } from './settings';

export interface StartFigures {
  /** Process start → first /healthz 200, each run, in seconds. */
  readySeconds: number[];
  medianReadySeconds: number;
  /** Resident memory of the last started server, ready and idle (no request yet but /healthz), in MB. */
  idleRssMb: number;
}

/** How long an idle server settles before its memory is read: start-up's timers and pool warm-up. */
const IDLE_SETTLE_MS = 5_000;

/**
 * The compiled server started MEASURED_RUNS times on the bench's database, already migrated and
 * running (a warm database): how soon it answers /healthz, and what it holds once ready and idle.
 * `restart` stops the running server and starts a new one; the last one stays for the next cases.
 */
export async function measureStart(restart: () => Promise<ChildServer>, log: (message: string) => void): Promise<{ figures: StartFigures; server: ChildServer }> {
  const readySeconds: number[] = [];
  let server: ChildServer | undefined;
  for (let run = 0; run < MEASURED_RUNS; run++) {
    server = await restart();
    readySeconds.push(server.readySeconds);
  }
  if (!server) throw new Error('nenhuma partida medida');
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idleRssMb = rssBytes(server.pid) / 1024 ** 2;
  const sorted = [...readySeconds].sort((a, b) => a - b);
  const medianReadySeconds = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  log(`partida: ${readySeconds.map((s) => s.toFixed(2)).join(' / ')} s, ${idleRssMb.toFixed(0)} MB em repouso`);
  return { figures: { readySeconds, medianReadySeconds, idleRssMb }, server };
}
