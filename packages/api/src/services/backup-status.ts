import type { EntityManager } from '@mikro-orm/postgresql';
import { BACKUP_STALE_HOURS, backupRunSchema, backupScheduleSchema, type BackupRun, type BackupSchedule, type BackupStatus } from '@direto/contracts';
import { queries, Setting } from '@direto/db';

/**
 * The backups' state lives in the `settings` table, so that every process (and `pnpm db:backup`)
 * shares it: the last run, the schedule the server runs, and the day the scheduled backup was
 * claimed (so that one process makes it when several share the database).
 */
const KEYS = {
  last: 'backup.last',
  schedule: 'backup.schedule',
  claimedDay: 'backup.scheduledDay',
} as const;

const STALE_MS = BACKUP_STALE_HOURS * 3_600_000;

export async function recordBackupRun(em: EntityManager, run: BackupRun): Promise<void> {
  await em.fork().upsert(Setting, { key: KEYS.last, value: JSON.stringify(run) });
}

/** What the server runs (null: no daily backup), for the admin panel. */
export async function recordBackupSchedule(em: EntityManager, schedule: BackupSchedule | null): Promise<void> {
  await em.fork().upsert(Setting, { key: KEYS.schedule, value: schedule ? JSON.stringify(schedule) : null });
}

/**
 * Claims the scheduled backup of `day` ('2026-11-28', the server's time zone) for this process:
 * true for exactly one caller per day, however many processes ask (one statement, atomic).
 */
export async function claimScheduledBackup(em: EntityManager, day: string, at: Date): Promise<boolean> {
  const claimed = await queries(em)
    .insertInto('settings')
    .values({ key: KEYS.claimedDay, value: day, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: day, updated_at: at }).where('settings.value', 'is distinct from', day))
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The admin panel's backup card: the last run, the schedule, and a warning when it failed or is older than 26 hours. */
export async function backupStatus(em: EntityManager, at: Date): Promise<BackupStatus> {
  const rows = await queries(em).selectFrom('settings').select(['key', 'value']).where('key', 'in', [KEYS.last, KEYS.schedule]).execute();
  const read = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    try {
      return value ? (JSON.parse(value) as unknown) : null;
    } catch {
      return null;
    }
  };
  const last = backupRunSchema.nullable().catch(null).parse(read(KEYS.last));
  const schedule = backupScheduleSchema.nullable().catch(null).parse(read(KEYS.schedule));
  return { last, schedule, warning: warningFor(last, schedule, at) };
}

function warningFor(last: BackupRun | null, schedule: BackupSchedule | null, at: Date): string | null {
  if (!last) return schedule ? 'Nenhum backup foi feito ainda.' : null;
  if (!last.ok) return `O último backup falhou: ${last.message ?? 'erro desconhecido'}`;
  if (at.getTime() - new Date(last.at).getTime() > STALE_MS) return `O último backup tem mais de ${BACKUP_STALE_HOURS} horas.`;
  return null;
}
