export { archiveNameFor } from './archive-name';
export { BackupError, readManifest, type BackupManifest } from './backup-manifest';
export { diskProblem } from './disk-problem';
export { type ServerKeyFiles } from './server-keys';
export { restoreBackup, RestoreCancelledError, type RestoreOptions, type RestoreResult } from './restore-backup';
export { archivesToDelete, DEFAULT_RETENTION, type RetentionPolicy } from './retention';
export { writeBackup, type BackupOptions, type BackupResult } from './write-backup';
export { pruneBackups } from './prune-backups';
