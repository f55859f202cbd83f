import { warmThenRunLoad, type LoadResult } from './load';
import { getJson } from './sign-in';
import { DURATIONS, type Scale } from './settings';

export interface GrowthPoint {
  scale: Scale;
  restaurants: number;
  dashboardOrders: number;
  loads: Record<string, LoadResult>;
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
  for (const endpoint of endpoints) {
    await getJson(appUrl, endpoint.path, endpoint.cookie);
    loads[endpoint.name] = await warmThenRunLoad(appUrl, {
      title: endpoint.name,
      connections: 1,
      durationS: DURATIONS.growth,
      requests: [{ method: 'GET', path: endpoint.path }],
      headers: { cookie: endpoint.cookie },
    });
    log(`${scale}× ${endpoint.name}: média ${loads[endpoint.name]!.meanMs.toFixed(2)} ms`);
  }
  return { scale, restaurants, dashboardOrders, loads };
}

/**
 * log10 of the mean-latency growth over the last 10× step (10× → 100×): 1 is linear, 0 is flat.
 * The bench calls it sub-linear below 0.5, i.e. less than √10 ≈ 3.2× the latency for 10× the data:
 * a fixed per-request overhead alone must not make a linear cost pass.
 */
export function growthSlope(points: GrowthPoint[], endpoint: string): number {
  const last = points.at(-1)!.loads[endpoint]!.meanMs;
  const before = points.at(-2)!.loads[endpoint]!.meanMs;
  return Math.log10(last / before);
}
