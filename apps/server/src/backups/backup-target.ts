import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type Config } from '../config';

/** What a backup of this server copies, and where it goes (the schedule, `pnpm db:backup` and `pnpm db:restore` agree). */
export interface BackupTarget {
  backupDir: string;
  /** The local objects folder; null when images live in S3 (backed up with the bucket: docs/operations.md). */
  objectsDir: string | null;
  /** The server's own time zone (TZ): the daily time and the archives' names are read on its clock. */
  timeZone: string;
  appVersion: string;
}

export function backupTargetOf(config: Config): BackupTarget {
  return {
    backupDir: config.BACKUP_DIR,
    objectsDir: config.S3_BUCKET ? null : join(config.DATA_DIR, 'objects'),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    appVersion: readAppVersion(),
  };
}

/** The release, as the root package.json names it (written into each archive's manifest). */
function readAppVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? 'desconhecida';
  } catch {
    return 'desconhecida';
  }
}
