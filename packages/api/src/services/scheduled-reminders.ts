import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@direto/contracts';
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

interface ClaimedRow {
  id: string;
  restaurant_id: string;
  status: OrderStatus;
  scheduled_for: Date | string;
  schedule_timezone: string | null;
  devices: PushDevice[];
}

/**
 * Claims the reminders due at `at`: scheduled orders still to make (pending, confirmed or
 * preparing) whose slot is at most the restaurant's alert minutes away and not yet past, as the
 * dashboard did it. A slot already past when nobody sent its reminder gets none (it is late news).
 */
export async function claimDueReminders(em: EntityManager, at: Date): Promise<DueReminder[]> {
  const rows = await em.execute<ClaimedRow[]>(
    `update "orders" o set "reminder_claimed_at" = ?
       from "restaurants" r
      where r."id" = o."restaurant_id"
        and o."scheduled_for" is not null
        and o."reminder_sent_at" is null
        and o."status" in ('pending', 'confirmed', 'preparing')
        and o."scheduled_for" - make_interval(mins => r."scheduled_alert_minutes") <= ?
        and o."scheduled_for" > ?
        and (o."reminder_claimed_at" is null or o."reminder_claimed_at" <= ?)
    returning o."id", o."restaurant_id", o."status", o."scheduled_for", o."schedule_timezone",
      (select coalesce(json_agg(json_build_object('id', s."id", 'endpoint', s."endpoint", 'p256dh', s."p256dh", 'auth', s."auth")), '[]'::json)
         from "push_subscriptions" s
        where s."user_id" = r."owner_id"
           or s."user_id" in (select m."user_id" from "restaurant_members" m where m."restaurant_id" = r."id")) as "devices"`,
    [at, at, at, new Date(at.getTime() - REMINDER_CLAIM_TIMEOUT_MS)],
  );
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
    await tx.execute(`update "orders" set "reminder_sent_at" = ? where "id" in (${ids.map(() => '?').join(', ')})`, [at, ...ids]);
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
