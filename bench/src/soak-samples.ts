import { readdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { rssBytes } from './process-memory';

/** One look at the server process and its database, `minute` minutes into the soak. */
export interface SoakSample {
  minute: number;
  rssMb: number;
  /** V8 heap in use, as the server itself reports it (process.memoryUsage over its IPC channel). */
  heapUsedMb: number;
  fds: number;
  /** Connections to the soak's database other than the sampler's own (pg_stat_activity). */
  dbConnections: number;
}

const MB = 1024 ** 2;
/** The message the server answers on its IPC channel (apps/server/src/memory-report.ts). */
const MEMORY_QUERY = 'direto:memory';

/** Open file descriptors of a process (entries of /proc/<pid>/fd), NaN where /proc is absent. */
function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return Number.NaN;
  }
}

/** The server's heap in use, asked over its IPC channel; NaN if it does not answer within 5 s. */
function heapUsedBytes(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; usage?: NodeJS.MemoryUsage }) => {
      if (message?.type !== MEMORY_QUERY || !message.usage) return;
      finish(message.usage.heapUsed);
    };
    const timer = setTimeout(() => finish(Number.NaN), 5_000);
    function finish(value: number) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    }
    child.on('message', onMessage);
    child.send({ type: MEMORY_QUERY });
  });
}

/** Samples every `everySeconds` until stopped; `stop()` answers every sample taken. */
export async function startSampling(server: { pid: number; child: ChildProcess }, databaseUrl: string, everySeconds: number, startedAt: number): Promise<{ stop(): Promise<SoakSample[]> }> {
  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'direto-soak-sampler' });
  // PostgreSQL stopping at the end (or on Ctrl-C) ends this connection: not an error of the soak.
  db.on('error', () => {});
  await db.connect();
  const samples: SoakSample[] = [];
  let taking: Promise<void> = Promise.resolve();
  const take = async () => {
    const [heapUsed, connections] = await Promise.all([
      heapUsedBytes(server.child),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
    ]);
    samples.push({
      minute: (performance.now() - startedAt) / 60_000,
      rssMb: rssBytes(server.pid) / MB,
      heapUsedMb: heapUsed / MB,
      fds: openFds(server.pid),
      dbConnections: connections.rows[0]?.n ?? Number.NaN,
    });
  };
  await take();
  const timer = setInterval(() => {
    taking = taking.then(take).catch(() => {});
  }, everySeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await taking;
      await db.end();
      return samples;
    },
  };
}
