import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@direto/contracts';
import { interval, jsonArrayFrom, queries } from '@direto/db';
import type { PushDevice } from '../context';
import { publishOrderEvent } from './order-events';

/**
 * The reminder of a scheduled order ('Agendado para 19:30 · Pedido #ab12: hora de preparar.'),
 * due `scheduled_alert_minutes` before its slot and sent by the server whether or not a
 * dashboard is open. Any number of processes look for due reminders; each reminder goes out once:
 * a process claims it with one UPDATE (PostgreSQL lets one claimer win a row), sends it, then
 * marks it sent. A claim never marked sent (its process died meanwhile) is taken again after
 * CLAIM_TIMEOUT_MS, so no reminder is lost; the push may then arrive twice, under the same tag,
 * which replaces the first on the device.
 */

/** How long a claim holds before another process may take the reminder again. */
const REMINDER_CLAIM_TIMEOUT_MS = 2 * 60_000;

/** A due reminder, claimed by this process, with the devices of the restaurant's people (owner and staff). */
export interface DueReminder {
  orderId: string;
  restaurantId: string;
  status: OrderStatus;
  scheduledFor: Date;
  scheduleTimezone: string | null;
  devices: PushDevice[];
}

/**
 * Claims the reminders due at `at`: scheduled orders still to make (pending, confirmed or
 * preparing) whose slot is at most the restaurant's alert minutes away and not yet past, as the
 * dashboard did it. A slot already past when nobody sent its reminder gets none (it is late news).
 */
export async function claimDueReminders(em: EntityManager, at: Date): Promise<DueReminder[]> {
  const atText = at.toISOString();
  const rows = await queries(em)
    .updateTable('orders as o')
    .from('restaurants as r')
    .set({ reminder_claimed_at: at })
    .whereRef('r.id', '=', 'o.restaurant_id')
    .where('o.scheduled_for', 'is not', null)
    .where('o.reminder_sent_at', 'is', null)
    .where('o.status', 'in', ['pending', 'confirmed', 'preparing'])
    .where((eb) => eb(eb(eb.ref('o.scheduled_for'), '-', interval(eb.ref('r.scheduled_alert_minutes'), 'minute')), '<=', atText))
    .where('o.scheduled_for', '>', atText)
    .where((eb) => eb.or([eb('o.reminder_claimed_at', 'is', null), eb('o.reminder_claimed_at', '<=', new Date(at.getTime() - REMINDER_CLAIM_TIMEOUT_MS).toISOString())]))
    .returning((eb) => [
      'o.id',
      'r.id as restaurant_id',
      'o.status',
      'o.scheduled_for',
      'o.schedule_timezone',
      // The devices of the restaurant's owner and staff.
      jsonArrayFrom(
        eb
          .selectFrom('push_subscriptions as s')
          .where((eb) =>
            eb.or([
              eb('s.user_id', '=', eb.ref('r.owner_id')),
              eb('s.user_id', 'in', eb.selectFrom('restaurant_members as m').whereRef('m.restaurant_id', '=', 'r.id').select('m.user_id')),
            ]),
          )
          .select(['s.id', 's.endpoint', 's.p256dh', 's.auth']),
      ).as('devices'),
    ])
    .$narrowType<{ scheduled_for: string }>()
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    restaurantId: row.restaurant_id,
    status: row.status,
    scheduledFor: new Date(row.scheduled_for),
    scheduleTimezone: row.schedule_timezone,
    devices: row.devices,
  }));
}

/** Marks the reminders sent and, on commit, tells the restaurant's live boards (an `order.reminder` event each). */
export async function markRemindersSent(em: EntityManager, reminders: readonly DueReminder[], at: Date): Promise<void> {
  if (reminders.length === 0) return;
  await em.transactional(async (tx) => {
    const ids = reminders.map((reminder) => reminder.orderId);
    await queries(tx).updateTable('orders').set({ reminder_sent_at: at }).where('id', 'in', ids).execute();
    for (const reminder of reminders) {
      await publishOrderEvent(tx, {
        type: 'order.reminder',
        orderId: reminder.orderId,
        restaurantId: reminder.restaurantId,
        customerId: null,
        status: reminder.status,
        scheduledFor: reminder.scheduledFor.toISOString(),
        scheduleTimezone: reminder.scheduleTimezone,
      });
    }
  });
}
