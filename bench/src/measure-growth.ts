import { warmThenRunLoad, type LoadResult } from './load';
import { getText } from './http';
import { required } from './required';
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
  /** Measured and shown, but no target: the spec's "every restaurant" answer grows with the data by definition. */
  informational?: boolean;
}

/** The web app's first page of the customer list (restaurant-filters.ts: RESTAURANT_PAGE_SIZE). */
const WEB_APP_PAGE_SIZE = 24;

/**
 * The customer restaurant list twice (issue 20): as the web app asks for it — the first page over
 * tRPC, the call whose slopes must stay < 0.5 — and as the spec's REST route without limit, which
 * answers every restaurant and so grows linearly (informational).
 */
export function restaurantListEndpoints(customerId: string, cookie: string): GrowthEndpoint[] {
  const input = encodeURIComponent(JSON.stringify({ customerId, limit: WEB_APP_PAGE_SIZE }));
  return [
    { name: 'restaurant list (web app page)', path: `/trpc/restaurant.list?input=${input}`, cookie },
    { name: 'restaurant list (spec, every restaurant)', path: `/api/restaurants?customerId=${customerId}`, cookie, informational: true },
  ];
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
    const load = await warmThenRunLoad(appUrl, {
      title: endpoint.name,
      connections: 1,
      durationS: DURATIONS.growth,
      requests: [{ method: 'GET', path: endpoint.path }],
      headers: { cookie: endpoint.cookie },
    });
    loads[endpoint.name] = load;
    log(`${scale}× ${endpoint.name}: p50 ${load.p50Ms.toFixed(2)} ms, p99 ${load.p99Ms.toFixed(2)} ms`);
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
  const [before, last] = lastStep(points);
  return Math.log10(loadAt(last, endpoint).p50Ms / loadAt(before, endpoint).p50Ms);
}

/** The same slope for the answer's size: free of timing noise, it shows an unbounded list at once. */
export function sizeSlope(points: GrowthPoint[], endpoint: string): number {
  const [before, last] = lastStep(points);
  return Math.log10(bytesAt(last, endpoint) / bytesAt(before, endpoint));
}

/** The points before and after the last 10× step. */
export function lastStep(points: GrowthPoint[]): [before: GrowthPoint, last: GrowthPoint] {
  return [required(points.at(-2), 'penúltima escala medida'), required(points.at(-1), 'última escala medida')];
}

/** The load run of one endpoint at one scale (every point measures every endpoint). */
export function loadAt(point: GrowthPoint, endpoint: string): LoadResult {
  return required(point.loads[endpoint], `medição de ${endpoint} em ${point.scale}×`);
}

/** The answer size of one endpoint at one scale. */
export function bytesAt(point: GrowthPoint, endpoint: string): number {
  return required(point.bytes[endpoint], `tamanho da resposta de ${endpoint} em ${point.scale}×`);
}
