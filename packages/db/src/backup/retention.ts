import { archiveDay } from './archive-name';

export interface RetentionPolicy {
  /** Days kept: the newest archive of each of the most recent days that have one. */
  daily: number;
  /** Weeks kept (Monday to Sunday): the newest archive of each of the most recent weeks that have one. */
  weekly: number;
}

/** What the daily backup keeps (issue 36): a week of days and a month of weeks. */
export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

/**
 * The archives to delete from a folder's `names` (anything not named like an archive is never
 * touched). Counting days and weeks that have an archive, not calendar days, means a server that
 * was off for a fortnight does not lose its last good copies on its first night back.
 */
export function archivesToDelete(names: readonly string[], policy: RetentionPolicy = DEFAULT_RETENTION): string[] {
  const archives = names.flatMap((name) => {
    const day = archiveDay(name);
    return day ? [{ name, day, week: mondayOf(day) }] : [];
  });
  // Names sort by time ('direto-20261128-033000' < 'direto-20261128-033000-2' < 'direto-20261129-...').
  archives.sort((a, b) => (a.name < b.name ? 1 : -1));
  const keep = new Set<string>([...newestPer(archives, 'day', policy.daily), ...newestPer(archives, 'week', policy.weekly)]);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}

/** The first (newest) archive of each of the first `count` distinct periods. */
function newestPer(archivesNewestFirst: { name: string; day: string; week: string }[], period: 'day' | 'week', count: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const archive of archivesNewestFirst) {
    if (seen.has(archive[period])) continue;
    if (seen.size === count) break;
    seen.add(archive[period]);
    kept.push(archive.name);
  }
  return kept;
}

/** The Monday of the week a day ('2026-11-28') falls in. */
function mondayOf(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}
