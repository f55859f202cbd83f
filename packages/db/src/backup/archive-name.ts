/**
 * Archives are named `direto-AAAAMMDD-HHMMSS` by the moment they were made, in the server's time
 * zone (so an operator reads the time as the restaurant's clock showed it); retention reads the
 * day back from the name.
 */
const ARCHIVE_NAME = /^direto-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-\d+)?$/;

/** 'direto-20261128-033000' for that instant in `timeZone`. */
export function archiveNameFor(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `direto-${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
}

/** The local day ('2026-11-28') an archive was made on, or null for a name that is not an archive's. */
export function archiveDay(name: string): string | null {
  const match = ARCHIVE_NAME.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
