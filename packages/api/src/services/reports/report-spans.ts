/**
 * How a period is read from the aggregate (docs/reports.md "Speed"): its whole calendar months from
 * the monthly roll-up, the days before and after them from the daily rows. A year is then about a
 * dozen month rows per key plus at most two partial months of days, instead of 366 days.
 */
export interface PeriodSpans {
  /** Ranges of days ('AAAA-MM-DD', both ends included) read day by day. */
  days: [string, string][];
  /** The first and last whole month (their first days), or null when the period holds none. */
  months: [string, string] | null;
}

const DAY_MS = 86_400_000;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The first day of the month `offset` months after the one of `ms`. */
const monthStart = (ms: number, offset = 0) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
};

export function periodSpans(from: string, to: string): PeriodSpans {
  const start = at(from);
  const end = at(to);
  // The first whole month begins on `from` if it is a 1st, else the next month; the whole months
  // end where the month of the day after `to` begins.
  const firstWhole = monthStart(start) === start ? start : monthStart(start, 1);
  const afterWhole = monthStart(end + DAY_MS);
  if (firstWhole >= afterWhole) return { days: [[from, to]], months: null };
  const days: [string, string][] = [];
  if (start < firstWhole) days.push([from, dateOf(firstWhole - DAY_MS)]);
  if (afterWhole <= end) days.push([dateOf(afterWhole), to]);
  return { days, months: [dateOf(firstWhole), dateOf(monthStart(afterWhole, -1))] };
}
