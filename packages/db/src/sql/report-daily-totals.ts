import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * Recomputes the reports' daily aggregate (docs/reports.md) from the orders, set-based: for
 * orders written already delivered or cancelled (demo data, seeds), which no status change
 * brought into it. The function is the migration's (report_daily_totals_rebuild).
 */
export async function rebuildReportDailyTotals(db: Kysely<Database>): Promise<void> {
  await sql`select report_daily_totals_rebuild()`.execute(db);
}

/** New (first sale in the period) and returning (bought before it and in it) customers of a period. */
export interface CustomerKindTotals {
  newCustomers: number;
  /** Orders and net (numeric text) of the new customers in the period. */
  newOrders: number;
  newNet: string;
  returningCustomers: number;
}

/**
 * Issue 32, new vs returning over any period in milliseconds: reads the customers who bought
 * since the period began (report_customers, kept by the orders' triggers; its last_date index),
 * not the period's orders. Each customer's sale days are sorted with running totals, so their
 * figures up to a day are one binary search (width_bucket: how many days are ≤ it). The returning
 * customers' orders and net are the identified sales minus the new ones (the caller's).
 */
export async function customerKindTotals(db: Kysely<Database>, restaurantId: string, from: string, to: string): Promise<CustomerKindTotals> {
  const { rows } = await sql<{ new_customers: number; new_orders: number; new_net: string; returning_customers: number }>`
    select
      count(*) filter (where k.first_date >= ${from}::date)::integer as new_customers,
      coalesce(sum(k.orders_to_day[width_bucket(${to}::date, k.days)]) filter (where k.first_date >= ${from}::date), 0)::integer as new_orders,
      coalesce(sum(k.net_to_day[width_bucket(${to}::date, k.days)]) filter (where k.first_date >= ${from}::date), 0)::text as new_net,
      count(*) filter (where k.first_date < ${from}::date and width_bucket(${to}::date, k.days) > width_bucket(${from}::date - 1, k.days))::integer as returning_customers
    from report_customers k
    where k.restaurant_id = ${restaurantId} and k.last_date >= ${from}::date and k.first_date <= ${to}::date`.execute(db);
  const row = rows[0];
  return {
    newCustomers: row?.new_customers ?? 0,
    newOrders: row?.new_orders ?? 0,
    newNet: row?.new_net ?? '0',
    returningCustomers: row?.returning_customers ?? 0,
  };
}
