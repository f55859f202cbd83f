import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuSecondsBetween, cpuSnapshot, type CpuSnapshot } from './cpu-time';
import type { CpuTargets } from './load';
import { required } from './required';
import { seedOpenDeliveryPos, type PosCredentials } from './seed-od-polling';
import { OD_POLLING } from './settings';

/** The most events one acknowledgment may carry (apps/server/src/open-delivery/events-routes.ts). */
const ACK_ENTRIES_MAX = 100;

interface PolledEvent {
  eventId: string;
  orderId: string;
  eventType: string;
}

export interface OdPollingFigures {
  restaurants: number;
  pollIntervalS: number;
  windowS: number;
  /** Outbox events written per second during the window (as the order trigger writes them). */
  eventsPerSecond: number;
  polls: number;
  acknowledgments: number;
  eventsWritten: number;
  eventsDelivered: number;
  /** Answers other than 200/204 (poll) and 202 (acknowledgment), and network errors. */
  failures: number;
  /** Server + PostgreSQL CPU over the window, as % of one core. */
  cpuPercent: { server: number; postgres: number };
  /** The same processes over a window just before with nothing sent (timers, webhook loop, PostgreSQL's background work): shown beside, never subtracted. */
  idleCpuPercent: { server: number; postgres: number };
  idleWindowS: number;
  /** Every request (polls and acknowledgments), nearest rank. */
  p50Ms: number;
  p99Ms: number;
  pollP99Ms: number;
  ackP99Ms: number;
}

const nearestRank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Issue 37 item 4: OD_POLLING.restaurants restaurants' POS each poll GET /v1/events:polling every
 * OD_POLLING.intervalS, their phases spread evenly over the interval, and acknowledge what they
 * got, as a POS does (docs/open-delivery.md). Meanwhile the bench writes OD_POLLING.eventsPerSecond
 * outbox events into those restaurants, the rows the order trigger writes: the order placement
 * itself is the orders row's cost, so the backend that writes them is left out of the CPU figure
 * (and only it). Tokens come from POST /oauth/token, once per POS, before the window.
 */
export async function measureOdPolling(appUrl: string, cpu: CpuTargets, databaseUrl: string, sessionSecret: string, log: (m: string) => void): Promise<OdPollingFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const pos = await seedOpenDeliveryPos(db, sessionSecret, OD_POLLING.restaurants);
    // One after the other: the token route counts attempts per address before it knows they succeed.
    const tokens: string[] = [];
    for (const one of pos) tokens.push(await fetchToken(appUrl, one));
    log(`Open Delivery: ${pos.length} PDVs com token`);
    const latencies = { poll: [] as number[], ack: [] as number[] };
    const counts = { polls: 0, acknowledgments: 0, delivered: 0, failures: 0 };
    const pollOnce = async (index: number, record: boolean) => {
      const token = required(tokens[index], 'token do PDV');
      const timed = async (path: string, init: RequestInit) => {
        const started = performance.now();
        const response = await fetch(`${appUrl}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
        const body = await response.text();
        return { status: response.status, body, ms: performance.now() - started };
      };
      try {
        const poll = await timed('/v1/events:polling', { method: 'GET' });
        if (record) {
          counts.polls++;
          latencies.poll.push(poll.ms);
        }
        if (poll.status === 204) return;
        if (poll.status !== 200) throw new Error(`polling ${poll.status} ${poll.body.slice(0, 200)}`);
        const events = JSON.parse(poll.body) as PolledEvent[];
        // A poll returns up to 1 000 events; an acknowledgment takes at most 100, as a POS sends them.
        for (let first = 0; first < events.length; first += ACK_ENTRIES_MAX) {
          const batch = events.slice(first, first + ACK_ENTRIES_MAX);
          const ack = await timed('/v1/events/acknowledgment', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(batch.map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: event.eventType }))),
          });
          if (ack.status !== 202) throw new Error(`acknowledgment ${ack.status} ${ack.body.slice(0, 200)}`);
          if (record) {
            counts.acknowledgments++;
            counts.delivered += batch.length;
            latencies.ack.push(ack.ms);
          }
        }
      } catch (error) {
        counts.failures++;
        if (counts.failures <= 3) log(`Open Delivery: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    // Warm-up: every POS polls once and acknowledges what earlier cases left (the order case's events).
    for (let start = 0; start < pos.length; start += 25) await Promise.all(pos.slice(start, start + 25).map((_, index) => pollOnce(start + index, false)));
    if (counts.failures > 0) throw new Error(`${counts.failures} falhas no aquecimento`);

    const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const writerPid = rows[0]?.pid ?? -1;
    const withoutWriter = (snapshot: CpuSnapshot) => {
      snapshot.delete(writerPid);
      return snapshot;
    };
    const idle = await idleCpu(cpu, withoutWriter);
    const windowMs = OD_POLLING.windowS * 1000;
    const intervalMs = OD_POLLING.intervalS * 1000;
    const before = { server: cpuSnapshot(cpu.serverPid), postgres: cpuSnapshot(cpu.postgresPid, true) };
    const startedAt = performance.now();
    const inFlight: Promise<void>[] = [];
    const timers: NodeJS.Timeout[] = [];
    pos.forEach((_, index) => {
      for (let at = (index * intervalMs) / pos.length; at < windowMs; at += intervalMs) {
        timers.push(setTimeout(() => inFlight.push(pollOnce(index, true)), at));
      }
    });
    let eventsWritten = 0;
    const writeEvents = async () => {
      const total = Math.round(OD_POLLING.eventsPerSecond * OD_POLLING.windowS);
      for (let n = 0; n < total; n++) {
        const due = startedAt + (n * 1000) / OD_POLLING.eventsPerSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // Spread over the restaurants with a stride coprime to their count: each gets an order now and then.
        const target = pos[(n * 37) % pos.length] as PosCredentials;
        await db.query(`INSERT INTO open_delivery_events (restaurant_id, order_id, event_type) VALUES ($1, $2, 'CREATED')`, [target.restaurantId, target.orderId]);
        eventsWritten++;
      }
    };
    await writeEvents();
    const remaining = windowMs - (performance.now() - startedAt);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    await Promise.all(inFlight);
    const elapsedS = (performance.now() - startedAt) / 1000;
    const after = { server: cpuSnapshot(cpu.serverPid), postgres: cpuSnapshot(cpu.postgresPid, true) };
    timers.forEach(clearTimeout);
    const serverS = cpuSecondsBetween(before.server, after.server);
    const postgresS = cpuSecondsBetween(withoutWriter(before.postgres), withoutWriter(after.postgres));
    const all = [...latencies.poll, ...latencies.ack].sort((a, b) => a - b);
    const figures: OdPollingFigures = {
      restaurants: pos.length,
      pollIntervalS: OD_POLLING.intervalS,
      windowS: elapsedS,
      eventsPerSecond: OD_POLLING.eventsPerSecond,
      polls: counts.polls,
      acknowledgments: counts.acknowledgments,
      eventsWritten,
      eventsDelivered: counts.delivered,
      failures: counts.failures,
      cpuPercent: { server: (serverS / elapsedS) * 100, postgres: (postgresS / elapsedS) * 100 },
      idleCpuPercent: idle.percent,
      idleWindowS: idle.seconds,
      p50Ms: nearestRank(all, 50),
      p99Ms: nearestRank(all, 99),
      pollP99Ms: nearestRank(latencies.poll.sort((a, b) => a - b), 99),
      ackP99Ms: nearestRank(latencies.ack.sort((a, b) => a - b), 99),
    };
    log(
      `Open Delivery: ${figures.polls} polls, ${figures.acknowledgments} confirmações, ${figures.eventsDelivered}/${eventsWritten} eventos entregues, ` +
        `CPU ${(figures.cpuPercent.server + figures.cpuPercent.postgres).toFixed(2)} % de um núcleo (parado: ${(idle.percent.server + idle.percent.postgres).toFixed(2)} %), p50 ${figures.p50Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms`,
    );
    return figures;
  } finally {
    await db.end();
  }
}

/** Server and PostgreSQL CPU over OD_POLLING.idleS with nothing sent, as % of one core. */
async function idleCpu(cpu: CpuTargets, withoutWriter: (snapshot: CpuSnapshot) => CpuSnapshot) {
  const before = { server: cpuSnapshot(cpu.serverPid), postgres: withoutWriter(cpuSnapshot(cpu.postgresPid, true)) };
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, OD_POLLING.idleS * 1000));
  const seconds = (performance.now() - started) / 1000;
  const server = cpuSecondsBetween(before.server, cpuSnapshot(cpu.serverPid));
  const postgres = cpuSecondsBetween(before.postgres, withoutWriter(cpuSnapshot(cpu.postgresPid, true)));
  return { seconds, percent: { server: (server / seconds) * 100, postgres: (postgres / seconds) * 100 } };
}

async function fetchToken(appUrl: string, pos: PosCredentials): Promise<string> {
  const response = await fetch(`${appUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials' }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`POST /oauth/token ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { access_token: string }).access_token;
}
