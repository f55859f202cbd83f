import { z } from '../zod-locale';

/** The database backups as the admin panel shows them (issue 36). Browser-safe. */

/** A backup older than this (or a failed one) is a warning on the admin panel: a daily backup missed its night. */
export const BACKUP_STALE_HOURS = 26;

/** The last backup made (by the schedule or `pnpm db:backup`), as the server recorded it. */
export const backupRunSchema = z.object({
  /** When it ended (ISO 8601). */
  at: z.string(),
  ok: z.boolean(),
  /** The archive's folder name (direto-AAAAMMDD-HHMMSS); null when it failed. */
  name: z.string().nullable(),
  /** The folder backups go to. */
  folder: z.string(),
  /** The archive's size in bytes; null when it failed. */
  bytes: z.number().int().min(0).nullable(),
  /** Why it failed, in pt-BR; null when it worked. */
  message: z.string().nullable(),
  /** Made by the daily schedule (true) or by hand (false). */
  scheduled: z.boolean(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** The daily backup as the server runs it: time of day (server's time zone) and folder. */
export const backupScheduleSchema = z.object({
  at: z.string().regex(/^\d{2}:\d{2}$/),
  timeZone: z.string(),
  folder: z.string(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const backupStatusSchema = z.object({
  last: backupRunSchema.nullable(),
  /** Null when the server makes no daily backup (a DATABASE_URL deployment backs up its own PostgreSQL). */
  schedule: backupScheduleSchema.nullable(),
  /** What the administrator should know (failed, too old, none yet); null when all is well. */
  warning: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
