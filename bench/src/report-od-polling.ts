import type { OdPollingFigures } from './measure-od-polling';
import type { Section, Verdict } from './report';
import { OD_POLLING, TARGETS } from './settings';

const ms = (value: number) => `${value.toFixed(2)} ms`;
const percent = (value: number) => `${value.toFixed(2)} %`;

/** Issue 37 item 4: 500 POS polling Open Delivery every 30 s — Summary rows, the section, what stands in the way. */
export function odPollingSection(section: Section<OdPollingFigures>, verdicts: Verdict[]): { lines: string[]; findings: string[] } {
  const title = `Open Delivery polling, ${OD_POLLING.restaurants} POS every ${OD_POLLING.intervalS} s with acknowledgments`;
  const lines = [`## ${title}`, ''];
  const cpuTarget = `≤ ${TARGETS.odPollingCpuPercent} % of one core`;
  const p99Target = `p99 ≤ ${TARGETS.odPollingP99Ms} ms`;
  if (!section.value) {
    verdicts.push({ measurement: `${title}: server + PostgreSQL CPU`, figure: 'not measured', target: cpuTarget, pass: false });
    verdicts.push({ measurement: `${title}: latency`, figure: 'not measured', target: p99Target, pass: false });
    return { lines: [...lines, `Not measured: \`${section.error ?? '?'}\``, ''], findings: [] };
  }
  const f = section.value;
  const cpu = f.cpuPercent.server + f.cpuPercent.postgres;
  const cpuPass = f.failures === 0 && cpu <= TARGETS.odPollingCpuPercent;
  const p99Pass = f.failures === 0 && f.p99Ms <= TARGETS.odPollingP99Ms;
  verdicts.push({
    measurement: `${title}: server + PostgreSQL CPU`,
    figure: `${percent(cpu)} (server ${percent(f.cpuPercent.server)}, PostgreSQL ${percent(f.cpuPercent.postgres)}; ${f.failures} failures)`,
    target: cpuTarget,
    pass: cpuPass,
  });
  verdicts.push({ measurement: `${title}: latency`, figure: `p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}`, target: p99Target, pass: p99Pass });
  lines.push(
    `${f.restaurants} open bench restaurants with Open Delivery on and their own credentials (\`src/seed-od-polling.ts\`, set-based); each POS takes a token from \`POST /oauth/token\` once, ` +
      `polls once and acknowledges what earlier cases left (warm-up), then over a window of ${f.windowS.toFixed(1)} s polls \`GET /v1/events:polling\` every ${f.pollIntervalS} s, ` +
      'the POS\'s phases spread evenly over the interval, and acknowledges (`POST /v1/events/acknowledgment`) every event a poll returned. ' +
      `Meanwhile ${f.eventsPerSecond} outbox events/s (the rows the order trigger writes) arrive spread over the restaurants, written by the bench on its own connection: ` +
      'placing orders is the orders row\'s cost, so that one PostgreSQL backend is left out of the CPU figure; everything else of the server process and of every PostgreSQL process ' +
      `(background workers included) over the window counts. For reference, the same processes over ${f.idleWindowS.toFixed(0)} s just before with nothing sent ` +
      `(the server's timers and webhook loop, PostgreSQL's background work): ${percent(f.idleCpuPercent.server + f.idleCpuPercent.postgres)} ` +
      `(server ${percent(f.idleCpuPercent.server)}, PostgreSQL ${percent(f.idleCpuPercent.postgres)}); shown, not subtracted: the target is the whole cost. Latency: each request from send to the last byte of its answer, nearest rank, polls and acknowledgments together.`,
    '',
    '| Polls | Acknowledgments | Events written / delivered in the window | Server CPU | PostgreSQL CPU | p50 | p99 | Poll p99 | Ack p99 | Failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${f.polls} | ${f.acknowledgments} | ${f.eventsWritten} / ${f.eventsDelivered} | ${percent(f.cpuPercent.server)} | ${percent(f.cpuPercent.postgres)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.pollP99Ms)} | ${ms(f.ackP99Ms)} | ${f.failures} |`,
    '',
  );
  const findings: string[] = [];
  const requests = f.polls + f.acknowledgments;
  if (!cpuPass || !p99Pass) {
    findings.push(
      `- **Open Delivery polling**: ${percent(cpu)} of one core and p99 ${ms(f.p99Ms)} for ${requests} requests in ${f.windowS.toFixed(0)} s ` +
        `(${((cpu * 10 * f.windowS) / Math.max(requests, 1)).toFixed(2)} ms of CPU per request, ${f.failures} failures; idle, the same processes use ${percent(f.idleCpuPercent.server + f.idleCpuPercent.postgres)}): each poll is one prepared statement (the token's restaurant checked, ` +
        '`last_poll_at` recorded without waiting for the WAL flush, the pending events read) and each acknowledgment another (checked, matched, acknowledged): ' +
        'what remains per request is the HTTP exchange and one round trip to PostgreSQL, mostly socket system calls on this VM (CPU profile: `BENCH_PROFILE`).',
    );
  }
  return { lines, findings };
}
