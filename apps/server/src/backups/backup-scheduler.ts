import type { FastifyBaseLogger } from 'fastify';
import { claimScheduledBackup, now } from '@direto/api';
import { zonedDateKey, zonedTime } from '@direto/contracts';
import type { Orm } from '@direto/db';
import { PeriodicTask } from '../periodic-task';
import type { BackupTarget } from './backup-target';
import { runBackup } from './run-backup';

/** How often each process looks at the clock: the daily backup starts at most this late. */
const BACKUP_TICK_MS = 60_000;

export interface BackupSchedulerOptions {
  orm: Orm;
  target: BackupTarget;
  /** 'HH:MM' in the target's time zone. */
  at: string;
  log: FastifyBaseLogger;
  tickMs?: number;
}

/**
 * The daily backup (issue 36): on the first tick at or after `at` of each day (so a server that
 * was off at 03:30 backs up when it comes back), one process claims the day in the database and
 * backs up, then applies the retention. Time comes from the server's clock service, so tests
 * move it and call `tick()` instead of waiting.
 */
export class BackupScheduler extends PeriodicTask {
  /** The day this process already saw handled (by itself or another process). */
  private handledDay: string | null = null;

  constructor(private readonly options: BackupSchedulerOptions) {
    super(options.tickMs ?? BACKUP_TICK_MS);
  }

  protected async run(): Promise<void> {
    const { orm, target, log } = this.options;
    try {
      const at = now();
      const day = zonedDateKey(at, target.timeZone);
      if (day === this.handledDay || zonedTime(at, target.timeZone) < this.options.at) return;
      this.handledDay = day;
      if (!(await claimScheduledBackup(orm.em.fork(), day, at))) return;
      const result = await runBackup({ orm, target, at, scheduled: true });
      log.info({ backup: result.path, bytes: result.bytes }, 'Backup diário concluído.');
    } catch (error) {
      log.error({ err: error }, (error as Error).message || 'Falha no backup diário.');
    }
  }
}
