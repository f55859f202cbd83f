import { describe, expect, it } from 'vitest';
import { archiveNameFor } from './archive-name';
import { archivesToDelete } from './retention';

/** The daily backup keeps 7 daily and 4 weekly copies (issue 36). */

/** The archive names a daily backup at 03:30 writes from `first` on, for `days` days (São Paulo). */
function nightly(first: string, days: number): string[] {
  const start = new Date(`${first}T03:30:00-03:00`).getTime();
  return Array.from({ length: days }, (_, day) => archiveNameFor(new Date(start + day * 86_400_000), 'America/Sao_Paulo'));
}

describe('archivesToDelete', () => {
  it('names archives by the server’s local time', () => {
    expect(archiveNameFor(new Date('2026-11-28T06:30:05Z'), 'America/Sao_Paulo')).toBe('direto-20261128-033005');
  });

  it('keeps every archive while there are 7 days or fewer', () => {
    expect(archivesToDelete(nightly('2026-11-01', 7))).toEqual([]);
  });

  it('after 60 nights keeps the last 7 days and the newest of each of the last 4 weeks', () => {
    const names = nightly('2026-10-01', 60); // 2026-10-01 … 2026-11-29
    const kept = names.filter((name) => !archivesToDelete(names).includes(name));
    expect(kept).toEqual([
      // Newest of the weeks (Monday to Sunday) of 2026-11-02, 11-09 and 11-16 (the week of 11-23 is in the daily ones).
      'direto-20261108-033000',
      'direto-20261115-033000',
      'direto-20261122-033000',
      'direto-20261123-033000',
      'direto-20261124-033000',
      'direto-20261125-033000',
      'direto-20261126-033000',
      'direto-20261127-033000',
      'direto-20261128-033000',
      'direto-20261129-033000',
    ]);
    expect(kept).toHaveLength(10);
  });

  it('keeps only the newest archive of a day (a backup by hand after the nightly one)', () => {
    const names = ['direto-20261128-033000', 'direto-20261128-150000', 'direto-20261128-150000-2'];
    expect(archivesToDelete(names)).toEqual(['direto-20261128-150000', 'direto-20261128-033000']);
  });

  it('counts days that have a backup: a server off for weeks keeps its last good copies', () => {
    const names = [...nightly('2026-09-01', 10), 'direto-20261128-033000'];
    // Days kept: 11-28 and 09-05…09-10 (not the calendar's last 7 days, which have one archive).
    expect(archivesToDelete(names)).toEqual(['direto-20260904-033000', 'direto-20260903-033000', 'direto-20260902-033000', 'direto-20260901-033000']);
  });

  it('never touches anything that is not an archive', () => {
    expect(archivesToDelete(['.direto-20261128-033000.123.partial', 'notas.txt', ...nightly('2026-10-01', 30)])).not.toContain('notas.txt');
    expect(archivesToDelete(['.direto-20261128-033000.123.partial'])).toEqual([]);
  });
});
