import { warmThenRunLoad, type LoadResult } from './load';
import { getJson } from './http';
import { DURATIONS } from './settings';

export interface DashboardFigures {
  restaurantOrders: number;
  rows: { name: string; path: string; load: LoadResult }[];
}

/**
 * The owner dashboard of the restaurant with the most orders: its orders list (first page, as the
 * dashboard opens) and its stat cards. One connection: the figure is the cost of one request.
 */
export async function measureDashboard(
  appUrl: string,
  ownerCookie: string,
  restaurantId: string,
  restaurantOrders: number,
  log: (m: string) => void,
): Promise<DashboardFigures> {
  const paths = [
    { name: 'restaurant.orders (GET /api/restaurants/:id/orders)', path: `/api/restaurants/${restaurantId}/orders` },
    { name: 'restaurant.stats (GET /api/restaurants/:id/stats)', path: `/api/restaurants/${restaurantId}/stats` },
  ];
  const rows: DashboardFigures['rows'] = [];
  for (const { name, path } of paths) {
    // Fails here, with the server's answer, rather than as a run full of errors.
    await getJson(appUrl, path, ownerCookie);
    const load = await warmThenRunLoad(appUrl, {
      title: name,
      connections: 1,
      durationS: DURATIONS.latency,
      requests: [{ method: 'GET', path }],
      headers: { cookie: ownerCookie },
    });
    rows.push({ name, path, load });
    log(`${name}: p50 ${load.p50Ms.toFixed(2)} ms, p99 ${load.p99Ms.toFixed(2)} ms`);
  }
  return { restaurantOrders, rows };
}
