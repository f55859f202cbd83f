import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '@direto/db';
import { ScheduledReminderScheduler } from './scheduled-reminder-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the scheduled orders' reminders (push and the live board). */
    scheduledReminders: ScheduledReminderScheduler;
  }
}

/**
 * The scheduled-order reminder, from the server: starts when the app is ready, stops before the
 * push sender drains and the database closes. Registered after the push plugin.
 */
export const scheduledRemindersPlugin = fp(async (app: FastifyInstance, { orm }: { orm: Orm }) => {
  const scheduler = new ScheduledReminderScheduler({
    orm,
    push: (reminder) => app.notifications.scheduledReminder(reminder),
    log: app.log.child({ module: 'reminders' }),
  });
  app.decorate('scheduledReminders', scheduler);
  app.addHook('onReady', async () => {
    scheduler.start();
  });
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
});
