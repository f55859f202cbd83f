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
