import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordBackupSchedule } from '@direto/api';
import type { Orm } from '@direto/db';
import type { Config } from '../config';
import { BackupScheduler } from './backup-scheduler';
import { backupTargetOf } from './backup-target';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily backup; null when this server makes none (BACKUP_AT=off, or DATABASE_URL without BACKUP_AT). */
    backupScheduler: BackupScheduler | null;
  }
}

/**
 * The daily backup, from the server: starts when the app is ready (and records the schedule for
 * the admin panel), stops before the database closes.
 */
export const backupsPlugin = fp(async (app: FastifyInstance, { orm, config }: { orm: Orm; config: Config }) => {
  const target = backupTargetOf(config);
  const scheduler = config.BACKUP_AT ? new BackupScheduler({ orm, target, at: config.BACKUP_AT, log: app.log.child({ module: 'backups' }) }) : null;
  app.decorate('backupScheduler', scheduler);
  app.addHook('onReady', async () => {
    const schedule = config.BACKUP_AT ? { at: config.BACKUP_AT, timeZone: target.timeZone, folder: target.backupDir } : null;
    await recordBackupSchedule(orm.em.fork(), schedule).catch((error: unknown) => app.log.warn({ err: error }, 'Não foi possível registrar o agendamento dos backups.'));
    scheduler?.start();
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
});
