import pg from 'pg';
import type { CapturedStatement } from './statement-capture';
import { required } from './required';
import { DURATIONS, MEASURED_RUNS } from './settings';

export interface BareLatency {
  /** Statements one request of the app sent (each run in the same order, with the same parameters). */
  statements: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

/**
 * The same queries as one request of the app, run bare through `pg` on one connection (each
 * statement named or unnamed as the app sent it): what the database alone needs for the answer,
 * with no HTTP, framework, ORM or serialisation. As the latency rows: a warm-up, then
 * MEASURED_RUNS runs of DURATIONS.latency seconds, the median run by requests/s.
 */
export async function measureBareReplay(databaseUrl: string, statements: CapturedStatement[]): Promise<BareLatency> {
  if (statements.length === 0) throw new Error('nenhuma consulta capturada para repetir');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const names = new Map<string, string>();
    const once = async () => {
      for (const statement of statements) {
        // As the app sent it: a named statement is prepared once (PostgreSQL may then keep a generic
        // plan), an unnamed one is planned with its values each time.
        if (!statement.prepared) {
          await client.query(statement.values.length ? { text: statement.text, values: statement.values } : statement.text);
          continue;
        }
        let name = names.get(statement.text);
        if (!name) names.set(statement.text, (name = `bare_${names.size}`));
        await client.query({ name, text: statement.text, values: statement.values });
      }
    };
    const run = async (seconds: number) => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const started = performance.now();
        await once();
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      const at = (fraction: number) => required(latencies[Math.min(latencies.length - 1, Math.ceil(fraction * latencies.length) - 1)], 'percentil');
      return { statements: statements.length, p50Ms: at(0.5), p99Ms: at(0.99), requestsPerSecond: latencies.length / seconds };
    };
    await run(DURATIONS.warmup);
    const runs: BareLatency[] = [];
    for (let index = 0; index < MEASURED_RUNS; index++) runs.push(await run(DURATIONS.latency));
    return required([...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((runs.length - 1) / 2)], 'execução mediana');
  } finally {
    await client.end();
  }
}
