import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportBreakdownInput, ReportBreakdownResult, ReportRangeInput, ReportSummary } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { reportBreakdown } from './report-breakdowns';
import { reportCsv } from './report-csv';
import { ownedReportScope } from './report-scope';
import { reportSummary } from './report-summary';

/** Issue 32: the owner's Relatórios (docs/reports.md). */

export async function ownerReportSummary(em: EntityManager, owner: IUser, input: ReportRangeInput): Promise<ReportSummary> {
  return reportSummary(em, await ownedReportScope(em, owner, input));
}

export async function ownerReportBreakdown(em: EntityManager, owner: IUser, input: ReportBreakdownInput): Promise<ReportBreakdownResult> {
  return reportBreakdown(em, await ownedReportScope(em, owner, input), input.breakdown);
}

export async function ownerReportCsv(em: EntityManager, owner: IUser, input: ReportBreakdownInput): Promise<string> {
  return reportCsv(await ownerReportBreakdown(em, owner, input));
}
