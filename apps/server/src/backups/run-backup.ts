import { recordBackupRun } from '@direto/api';
import type { Orm } from '@direto/db';
import { BackupError, pruneBackups, writeBackup, type BackupResult } from '@direto/db/backup';
import type { BackupTarget } from './backup-target';

export interface BackupRunOptions {
  orm: Orm;
  target: BackupTarget;
  /** When it runs (the server's clock). */
  at: Date;
  /** The daily backup also applies the retention (7 daily, 4 weekly); a backup by hand deletes nothing. */
  scheduled: boolean;
}

/**
 * Makes one backup and records how it went in the database (the admin panel reads it), failure
 * included: a full or read-only disk is a clear message there, not a silent gap.
 */
export async function runBackup({ orm, target, at, scheduled }: BackupRunOptions): Promise<BackupResult> {
  const em = orm.em.fork();
  const run = { at: at.toISOString(), folder: target.backupDir, scheduled };
  let result: BackupResult;
  try {
    result = await writeBackup({ url: orm.config.get('clientUrl') as string, ...target, now: at });
  } catch (error) {
    const message = error instanceof BackupError ? error.message : `O backup falhou: ${String(error)}`;
    await recordBackupRun(em, { ...run, ok: false, name: null, bytes: null, message }).catch(() => {});
    throw error instanceof BackupError ? error : new BackupError(message, { cause: error });
  }
  await recordBackupRun(em, { ...run, ok: true, name: result.name, bytes: result.bytes, message: null });
  if (scheduled) await pruneBackups(target.backupDir);
  return result;
}
