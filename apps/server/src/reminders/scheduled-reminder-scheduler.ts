import type { FastifyBaseLogger } from 'fastify';
import { claimDueReminders, markRemindersSent, now, type DueReminder } from '@direto/api';
import type { Orm } from '@direto/db';
import { PeriodicTask } from '../periodic-task';

/** How often each process looks for due reminders: a reminder goes out at most this late. */
const REMINDER_TICK_MS = 30_000;

export interface ScheduledReminderSchedulerOptions {
  orm: Orm;
  /** Sends one reminder to the restaurant's devices; resolves once every device was tried. */
  push: (reminder: DueReminder) => Promise<void>;
  log: FastifyBaseLogger;
  tickMs?: number;
}

/**
 * Every tick: claim the scheduled orders' reminders that are due (by the server's clock), push
 * them, then mark them sent, which tells the live boards. Safe with several processes on one
 * database: the claim is one UPDATE, so each reminder has one sender (see
 * packages/api/src/services/scheduled-reminders.ts).
 */
export class ScheduledReminderScheduler extends PeriodicTask {
  constructor(private readonly options: ScheduledReminderSchedulerOptions) {
    super(options.tickMs ?? REMINDER_TICK_MS);
  }

  protected async run(): Promise<void> {
    try {
      const em = this.options.orm.em.fork();
      const due = await claimDueReminders(em, now());
      if (due.length === 0) return;
      await Promise.all(due.map((reminder) => this.options.push(reminder)));
      await markRemindersSent(em, due, now());
      this.options.log.info({ orders: due.map((reminder) => reminder.orderId) }, 'Lembretes de pedidos agendados enviados.');
    } catch (error) {
      // Claimed but not marked sent: taken again once the claim times out.
      this.options.log.error({ err: error }, 'Falha ao enviar os lembretes de pedidos agendados.');
    }
  }
}
