import { SOAK_KINDS, type KindWindow, type SoakKind } from './soak-load';
import type { SoakSample } from './soak-samples';
import { SOAK, SOAK_TARGETS } from './soak-settings';

/**
 * The soak's verdict: growth of memory, descriptors and connections after warm-up (least-squares
 * lines), and p99 of each kind in the last window against the first after warm-up; then the
 * RESULTS.md section and the memory-over-time plot (an SVG, no dependency).
 */

interface SoakCheck {
  name: string;
  figure: string;
  target: string;
  pass: boolean;
}

interface KindSummary {
  kind: SoakKind;
  requests: number;
  failures: number;
  skipped: number;
  /** p99 (ms) of every window, in order; NaN where a window had no answer of this kind. */
  p99ByWindow: number[];
}

interface SoakAnalysis {
  checks: SoakCheck[];
  kinds: KindSummary[];
  /** The first latency window that starts after the warm-up. */
  firstWindow: number;
}

/** Slope of the least-squares line through (x, y), per unit of x; NaN with fewer than two points. */
function slope(points: [number, number][]): number {
  const usable = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (usable.length < 2) return Number.NaN;
  const meanX = usable.reduce((sum, [x]) => sum + x, 0) / usable.length;
  const meanY = usable.reduce((sum, [, y]) => sum + y, 0) / usable.length;
  const covariance = usable.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = usable.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? Number.NaN : covariance / variance;
}

/** Nearest-rank percentile; NaN for no values. */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/**
 * The heap's floor per minute: heap in use saws up and down with every collection, so the line is
 * fitted through each minute's lowest sample (what survived the last collection), not through
 * whichever point of the saw a sample fell on.
 */
function heapFloorByMinute(samples: SoakSample[]): [number, number][] {
  const floors = new Map<number, number>();
  for (const sample of samples) {
    const minute = Math.floor(sample.minute);
    floors.set(minute, Math.min(floors.get(minute) ?? Infinity, sample.heapUsedMb));
  }
  return [...floors.entries()].map(([minute, mb]) => [minute + 0.5, mb]);
}

const per10Min = (points: [number, number][]) => slope(points) * 10;
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

export function analyseSoak(samples: SoakSample[], windows: Map<SoakKind, KindWindow>[]): SoakAnalysis {
  const settled = samples.filter((sample) => sample.minute >= SOAK.warmupMinutes);
  const growth = (name: string, points: [number, number][], unit: string, limit: number, digits: number): SoakCheck => {
    const value = per10Min(points);
    return { name, figure: `${signed(value, digits)} ${unit} / 10 min`, target: `< ${limit} ${unit} / 10 min`, pass: Number.isFinite(value) && value < limit };
  };
  const checks: SoakCheck[] = [
    growth('Resident memory (RSS) growth', settled.map((s) => [s.minute, s.rssMb]), 'MB', SOAK_TARGETS.memoryMbPer10Min, 2),
    growth('V8 heap growth (floor per minute)', heapFloorByMinute(settled), 'MB', SOAK_TARGETS.memoryMbPer10Min, 2),
    growth('Open file descriptors', settled.map((s) => [s.minute, s.fds]), 'fds', SOAK_TARGETS.fdsPer10Min, 1),
    growth('Database connections', settled.map((s) => [s.minute, s.dbConnections]), 'connections', SOAK_TARGETS.connectionsPer10Min, 2),
  ];

  const firstWindow = Math.ceil(SOAK.warmupMinutes / SOAK.windowMinutes);
  // The last window is whole only when the soak's length is a multiple of the window's.
  const lastWindow = Math.floor(SOAK.minutes / SOAK.windowMinutes) - 1;
  const kinds = SOAK_KINDS.map((kind): KindSummary => {
    const byWindow = windows.map((window) => window.get(kind) ?? { latencies: [], failures: 0, skipped: 0 });
    return {
      kind,
      requests: byWindow.reduce((sum, window) => sum + window.latencies.length, 0),
      failures: byWindow.reduce((sum, window) => sum + window.failures, 0),
      skipped: byWindow.reduce((sum, window) => sum + window.skipped, 0),
      p99ByWindow: byWindow.map((window) => percentile(window.latencies, 0.99)),
    };
  });
  for (const summary of kinds) {
    const first = summary.p99ByWindow[firstWindow] ?? Number.NaN;
    const last = summary.p99ByWindow[lastWindow] ?? Number.NaN;
    const ratio = last / first;
    checks.push({
      name: `p99 ${summary.kind}: last window vs first after warm-up`,
      figure: `${first.toFixed(1)} → ${last.toFixed(1)} ms (${signed((ratio - 1) * 100, 0)} %)`,
      target: `≤ +${SOAK_TARGETS.p99Growth * 100} %`,
      pass: Number.isFinite(ratio) && ratio <= 1 + SOAK_TARGETS.p99Growth,
    });
  }
  const failed = kinds.filter((summary) => summary.failures > 0);
  checks.push({
    name: 'Failed requests',
    figure: failed.length ? failed.map((summary) => `${summary.kind}: ${summary.failures}`).join(', ') : '0',
    target: '0',
    pass: failed.length === 0,
  });
  return { checks, kinds, firstWindow };
}

interface SoakRun {
  date: Date;
  machine: string;
  loadAverage: { start: number; end: number };
  samples: SoakSample[];
  analysis: SoakAnalysis;
  /** The plot's file name, beside RESULTS.md. */
  plotFile: string;
  problems: string[];
}

export function renderSoakSection(run: SoakRun): string {
  const { analysis, samples } = run;
  const settled = samples.filter((sample) => sample.minute >= SOAK.warmupMinutes);
  const range = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const windowHeads = analysis.kinds[0]?.p99ByWindow.map((_, index) => `${index * SOAK.windowMinutes}–${(index + 1) * SOAK.windowMinutes} min`) ?? [];
  const lines = [
    '## Soak',
    '',
    `Written by \`pnpm bench:soak\` on ${run.date.toISOString()}: ${SOAK.minutes} min of mixed load on the compiled server (1× data${SOAK.loadScale === 1 ? '' : `, rates × ${SOAK.loadScale} by SOAK_LOAD`}), ${SOAK.warmupMinutes} min of warm-up, a sample every ${SOAK.sampleSeconds} s, latency windows of ${SOAK.windowMinutes} min. Machine: ${run.machine}; load average ${run.loadAverage.start.toFixed(2)} at start, ${run.loadAverage.end.toFixed(2)} at end. How it runs: [docs/performance.md](../docs/performance.md#soak).`,
    '',
    '| Check (after warm-up) | Figure | Target | Result |',
    '| --- | --- | --- | --- |',
    ...analysis.checks.map((check) => `| ${check.name} | ${check.figure} | ${check.target} | ${check.pass ? 'PASS' : 'FAIL'} |`),
    '',
    `After warm-up: RSS ${range(settled.map((s) => s.rssMb), 1)} MB, heap in use ${range(settled.map((s) => s.heapUsedMb), 1)} MB, ${range(settled.map((s) => s.fds), 0)} open descriptors, ${range(settled.map((s) => s.dbConnections), 0)} database connections.`,
    '',
    `![Memory over time](${run.plotFile})`,
    '',
    `| Kind | Answers | Failed | Skipped | ${windowHeads.map((head) => `p99 ${head}`).join(' | ')} |`,
    `| --- | --- | --- | --- | ${windowHeads.map(() => '---').join(' | ')} |`,
    ...analysis.kinds.map((kind) => `| ${kind.kind} | ${kind.requests} | ${kind.failures} | ${kind.skipped} | ${kind.p99ByWindow.map((ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '–')).join(' | ')} |`),
    '',
  ];
  if (run.problems.length) lines.push('First problems seen:', '', ...run.problems.map((problem) => `- ${problem}`), '');
  return lines.join('\n');
}

/** RSS and heap in use over the soak's minutes, the warm-up shaded: a plain SVG line chart. */
export function renderMemorySvg(samples: SoakSample[]): string {
  const width = 720;
  const height = 320;
  const left = 56;
  const right = 16;
  const top = 36;
  const bottom = 40;
  const maxMb = Math.max(10, ...samples.flatMap((s) => [s.rssMb, s.heapUsedMb]).filter(Number.isFinite)) * 1.1;
  const x = (minute: number) => left + (minute / SOAK.minutes) * (width - left - right);
  const y = (mb: number) => top + (1 - mb / maxMb) * (height - top - bottom);
  const line = (values: (s: SoakSample) => number) =>
    samples
      .filter((s) => Number.isFinite(values(s)))
      .map((s) => `${x(s.minute).toFixed(1)},${y(values(s)).toFixed(1)}`)
      .join(' ');
  // The largest of 1, 2, 5 × 10^k that still draws four lines or more.
  const magnitude = Math.pow(10, Math.floor(Math.log10(maxMb)));
  const step = [5, 2, 1, 0.5, 0.2, 0.1].map((factor) => factor * magnitude).find((candidate) => maxMb / candidate >= 4) ?? magnitude / 10;
  const mbTicks = Array.from({ length: Math.floor(maxMb / step) + 1 }, (_, index) => index * step);
  const minuteStep = SOAK.minutes > 10 ? 5 : 1;
  const minuteTicks = Array.from({ length: Math.floor(SOAK.minutes / minuteStep) + 1 }, (_, index) => index * minuteStep);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<rect x="${left}" y="${top}" width="${(x(SOAK.warmupMinutes) - left).toFixed(1)}" height="${height - top - bottom}" fill="#f1f1f1"/>`,
    `<text x="${left + 4}" y="${top + 12}" fill="#777">warm-up</text>`,
    ...mbTicks.map((mb) => `<line x1="${left}" x2="${width - right}" y1="${y(mb).toFixed(1)}" y2="${y(mb).toFixed(1)}" stroke="#e3e3e3"/><text x="${left - 6}" y="${(y(mb) + 4).toFixed(1)}" text-anchor="end">${mb}</text>`),
    ...minuteTicks.map((minute) => `<text x="${x(minute).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle">${minute}</text>`),
    `<text x="${(left + width - right) / 2}" y="${height - 6}" text-anchor="middle">minutes</text>`,
    `<text x="14" y="${(top + height - bottom) / 2}" text-anchor="middle" transform="rotate(-90 14 ${(top + height - bottom) / 2})">MB</text>`,
    `<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="${line((s) => s.rssMb)}"/>`,
    `<polyline fill="none" stroke="#d9480f" stroke-width="2" points="${line((s) => s.heapUsedMb)}"/>`,
    `<text x="${left}" y="16" fill="#1f6feb">— resident memory (RSS)</text>`,
    `<text x="${left + 170}" y="16" fill="#d9480f">— V8 heap in use</text>`,
    '</svg>',
    '',
  ].join('\n');
}
