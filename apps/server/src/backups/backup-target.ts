import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerKeyFiles } from '@direto/db/backup';
import { REPO_ROOT, type Config } from '../config';
import { SESSION_SECRET_FILE } from '../plugins/session-secret';
import { VAPID_KEYS_FILE } from '../push/vapid-keys';

/** What a backup of this server copies, and where it goes (the schedule, `pnpm db:backup` and `pnpm db:restore` agree). */
export interface BackupTarget {
  backupDir: string;
  /** The local objects folder; null when images live in S3 (backed up with the bucket: docs/operations.md). */
  objectsDir: string | null;
  /** The keys this server generated into DATA_DIR (none is a file when its variables are set). */
  serverKeys: ServerKeyFiles;
  /** The server's own time zone (TZ): the daily time and the archives' names are read on its clock. */
  timeZone: string;
  appVersion: string;
}

export function backupTargetOf(config: Config): BackupTarget {
  return {
    backupDir: config.BACKUP_DIR,
    objectsDir: config.S3_BUCKET ? null : join(config.DATA_DIR, 'objects'),
    serverKeys: { dir: config.DATA_DIR, names: generatedKeyFiles(config) },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    appVersion: readAppVersion(),
  };
}

/** The key files the server reads: a key set by a variable is not one (and an old file beside it is stale). */
function generatedKeyFiles(config: Config): string[] {
  return [...(config.VAPID_PUBLIC_KEY ? [] : [VAPID_KEYS_FILE]), ...(config.SESSION_SECRET ? [] : [SESSION_SECRET_FILE])];
}

/** The release, as the root package.json names it (written into each archive's manifest). */
function readAppVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? 'desconhecida';
  } catch {
    return 'desconhecida';
  }
}
