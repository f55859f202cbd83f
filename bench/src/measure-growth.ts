import { warmThenRunLoad, type LoadResult } from './load';
import { getText } from './http';
import { DURATIONS, type Scale } from './settings';

export interface GrowthPoint {
  scale: Scale;
  restaurants: number;
  dashboardOrders: number;
  loads: Record<string, LoadResult>;
  /** Size of each endpoint's answer: a bounded endpoint answers the same size at every scale. */
  bytes: Record<string, number>;
}

export interface GrowthEndpoint {
  name: string;
  path: string;
  cookie: string;
}

/** Per-request latency of each endpoint at the current data size; one connection, so no queueing. */
export async function measureGrowthPoint(
  appUrl: string,
  scale: Scale,
  restaurants: number,
  dashboardOrders: number,
  endpoints: GrowthEndpoint[],
  log: (m: string) => void,
): Promise<GrowthPoint> {
  const loads: Record<string, LoadResult> = {};
  const bytes: Record<string, number> = {};
  for (const endpoint of endpoints) {
    bytes[endpoint.name] = Buffer.byteLength(await getText(appUrl, endpoint.path, endpoint.cookie));
    loads[endpoint.name] = await warmThenRunLoad(appUrl, {
      title: endpoint.name,
      connections: 1,
      durationS: DURATIONS.growth,
      requests: [{ method: 'GET', path: endpoint.path }],
      headers: { cookie: endpoint.cookie },
    });
    log(`${scale}× ${endpoint.name}: p50 ${loads[endpoint.name]!.p50Ms.toFixed(2)} ms, p99 ${loads[endpoint.name]!.p99Ms.toFixed(2)} ms`);
  }
  return { scale, restaurants, dashboardOrders, loads, bytes };
}

/**
 * log10 of the median-latency growth over the last 10× step (10× → 100×): 1 is linear, 0 is flat.
 * The median, not the mean: on a shared machine a few stalls would move the mean.
 * The bench calls it sub-linear below 0.5, i.e. less than √10 ≈ 3.2× the latency for 10× the data:
 * a fixed per-request overhead alone must not make a linear cost pass.
 */
export function growthSlope(points: GrowthPoint[], endpoint: string): number {
  const last = points.at(-1)!.loads[endpoint]!.p50Ms;
  const before = points.at(-2)!.loads[endpoint]!.p50Ms;
  return Math.log10(last / before);
}

/** The same slope for the answer's size: free of timing noise, it shows an unbounded list at once. */
export function sizeSlope(points: GrowthPoint[], endpoint: string): number {
  return Math.log10(points.at(-1)!.bytes[endpoint]! / points.at(-2)!.bytes[endpoint]!);
}
