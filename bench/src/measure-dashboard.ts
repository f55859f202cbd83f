import { measureBareReplay, type BareLatency } from './bare-replay';
import { warmThenRunLoad, type LoadResult } from './load';
import { getJson } from './http';
import { LIST_CUSTOMERS } from './seed-customers';
import { DURATIONS, TARGETS } from './settings';
import type { CapturedStatement } from './statement-capture';

export interface DashboardRow {
  name: string;
  path: string;
  load: LoadResult;
  targetP99Ms: number;
  /** The same queries run bare through `pg` in the same run (issue 37: p99 ≤ the target, or ≤ 3× this p99); absent when not measured. */
  bare?: BareLatency | { error: string };
}

export interface DashboardFigures {
  restaurantOrders: number;
  customers: number;
  rows: DashboardRow[];
}

/** Where the bare queries come from: the statements one request of the app sent (request-statements.ts), and the database to run them on. */
export interface BareQueries {
  databaseUrl: string;
  statementsOf(path: string): Promise<CapturedStatement[]>;
}

/** Issue 37: a latency row holds at p99 ≤ its target, or at p99 ≤ this multiple of the bare queries' p99 in the same run. */
export function dashboardRowHolds(row: DashboardRow): { pass: boolean; decidedBy: string } {
  if (row.load.p99Ms <= row.targetP99Ms) return { pass: true, decidedBy: 'target' };
  if (!row.bare || 'error' in row.bare) return { pass: false, decidedBy: 'target (no bare figure)' };
  const ratio = row.load.p99Ms / row.bare.p99Ms;
  return { pass: ratio <= TARGETS.latencyVsBare, decidedBy: `bare pg, ${ratio.toFixed(1)}×` };
}

/** 'AAAA-MM-DD' in São Paulo (UTC−3), `daysAgo` days back: the bench restaurant's business days. */
function saoPauloDate(daysAgo: number): string {
  return new Date(Date.now() - 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** 'AAAA-MM-DD' of the `day`-th day of the month `monthsAgo` months before this one (São Paulo). */
function saoPauloMonthDay(monthsAgo: number, day: number): string {
  const today = new Date(Date.now() - 3 * 3_600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, day)).toISOString().slice(0, 10);
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
  bare?: BareQueries,
): Promise<DashboardFigures> {
  const dashboard = TARGETS.dashboardP99Ms;
  // Issue 32: the reports over the same 100 000 orders — '30 dias' and the longest period (366 days).
  const report = TARGETS.reportsP99Ms;
  const month = `from=${saoPauloDate(29)}&to=${saoPauloDate(0)}`;
  const year = `from=${saoPauloDate(365)}&to=${saoPauloDate(0)}`;
  // The slowest shapes (docs/reports.md "Speed"): a year whose ends are far from a month's first and
  // last day, so the most days are read day by day (the 2nd of a month a year ago to the last-but-one
  // day of last month — day −1 of this one —, ten whole months between), and a past half year
  // (customers who bought after it too are looked into day by day).
  const unaligned = `from=${saoPauloMonthDay(12, 2)}&to=${saoPauloMonthDay(0, -1)}`;
  const pastHalf = `from=${saoPauloDate(365)}&to=${saoPauloDate(183)}`;
  const paths = [
    { name: 'restaurant.orders (GET /api/restaurants/:id/orders)', path: `/api/restaurants/${restaurantId}/orders`, targetP99Ms: dashboard },
    { name: 'restaurant.stats (GET /api/restaurants/:id/stats)', path: `/api/restaurants/${restaurantId}/stats`, targetP99Ms: dashboard },
    { name: 'reports.summary, 30 days (GET /api/restaurants/:id/reports/summary)', path: `/api/restaurants/${restaurantId}/reports/summary?${month}`, targetP99Ms: report },
    { name: 'reports.breakdown products, 30 days (GET …/reports/products)', path: `/api/restaurants/${restaurantId}/reports/products?${month}`, targetP99Ms: report },
    { name: 'reports.breakdown days, 366 days (GET …/reports/days)', path: `/api/restaurants/${restaurantId}/reports/days?${year}`, targetP99Ms: report },
    { name: 'reports.summary, 366 days (GET …/reports/summary)', path: `/api/restaurants/${restaurantId}/reports/summary?${year}`, targetP99Ms: report },
    { name: 'reports.breakdown products, 366 days (GET …/reports/products)', path: `/api/restaurants/${restaurantId}/reports/products?${year}`, targetP99Ms: report },
    { name: 'reports.breakdown customers, 366 days (GET …/reports/customers)', path: `/api/restaurants/${restaurantId}/reports/customers?${year}`, targetP99Ms: report },
    { name: 'reports.breakdown products, ~363 days, 2 partial months (GET …/reports/products)', path: `/api/restaurants/${restaurantId}/reports/products?${unaligned}`, targetP99Ms: report },
    { name: 'reports.breakdown hours, ~363 days, 2 partial months (GET …/reports/hours)', path: `/api/restaurants/${restaurantId}/reports/hours?${unaligned}`, targetP99Ms: report },
    { name: 'reports.breakdown customers, a past half year (GET …/reports/customers)', path: `/api/restaurants/${restaurantId}/reports/customers?${pastHalf}`, targetP99Ms: report },
    // Issue 37: Owner › Clientes, first page, filtered by inactivity ('sem pedir há ≥ 60 dias'), over LIST_CUSTOMERS customers.
    { name: `customers list, inactive ≥ 60 days, ${LIST_CUSTOMERS.toLocaleString('en')} customers (GET …/customers)`, path: `/api/restaurants/${restaurantId}/customers?inactiveDays=60`, targetP99Ms: TARGETS.customersListP99Ms },
  ];
  const rows: DashboardFigures['rows'] = [];
  for (const { name, path, targetP99Ms } of paths) {
    // Fails here, with the server's answer, rather than as a run full of errors.
    await getJson(appUrl, path, ownerCookie);
    const load = await warmThenRunLoad(appUrl, {
      title: name,
      connections: 1,
      durationS: DURATIONS.latency,
      requests: [{ method: 'GET', path }],
      headers: { cookie: ownerCookie },
    });
    let bareFigure: DashboardRow['bare'];
    if (bare) {
      try {
        bareFigure = await measureBareReplay(bare.databaseUrl, await bare.statementsOf(path));
      } catch (error) {
        bareFigure = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    rows.push({ name, path, load, targetP99Ms, bare: bareFigure });
    const bareNote = bareFigure && !('error' in bareFigure) ? `; bare pg p99 ${bareFigure.p99Ms.toFixed(2)} ms (${bareFigure.statements} consultas)` : '';
    log(`${name}: p50 ${load.p50Ms.toFixed(2)} ms, p99 ${load.p99Ms.toFixed(2)} ms${bareNote}`);
  }
  return { restaurantOrders, customers: LIST_CUSTOMERS, rows };
}
