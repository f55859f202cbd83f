import type { EntityManager } from '@mikro-orm/postgresql';
import type { OpenDeliveryEventType } from '@direto/contracts';
import { queries } from '@direto/db';
import type { PendingEvent } from './events';

/**
 * The webhook's side of the outbox (docs/open-delivery-webhook.md): each pending event of a
 * restaurant with a webhook URL is POSTed to it once; a non-2xx, a timeout or a refused connection
 * is tried again after 10 s, 30 s, 2 min, 10 min and 30 min, then left to polling. Any number of
 * processes send: a process claims due events (FOR UPDATE SKIP LOCKED, then moves their next
 * attempt a lease ahead), so two processes never POST one event at once; a claim whose process
 * died is taken again when the lease ends.
 */

/** The waits after the 1st, 2nd… failed attempt; after the last one the event stays for polling only. */
const WEBHOOK_RETRY_DELAYS_MS = [10_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;
const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** How long a claim holds before another process may send the event (longer than one POST's timeout). */
const WEBHOOK_CLAIM_LEASE_MS = 60_000;
/** Events one pass claims: the rest wait for the next pass. */
const WEBHOOK_CLAIM_BATCH = 50;

/** An event due at the webhook, claimed by this process, with where and how to send it. */
export interface DueWebhookEvent extends PendingEvent {
  restaurantId: string;
  webhookUrl: string;
  /** The client secret, sealed: only the server opens it (to sign). */
  clientSecretSealed: string | null;
  /** X-App-MerchantId: the POS's id from merchantOnboarding, else Direto's restaurant id. */
  merchantId: string;
  attempts: number;
}

/**
 * Claims the events due at `at` (by the server's clock): not acknowledged, not delivered, fewer
 * than 6 attempts, next attempt now or past, of a restaurant whose integration is on with a webhook.
 * Oldest first. Starts from the restaurants with a webhook (a few rows of a small table), then
 * reads each one's pending events through the pending index, at most a batch each: every pass
 * (every 2 s) costs nothing for the restaurants that only poll, however many events they leave
 * unacknowledged (issue 37).
 */
export async function claimDueWebhookEvents(em: EntityManager, at: Date): Promise<DueWebhookEvent[]> {
  const db = queries(em);
  const rows = await db
    .updateTable('open_delivery_events as e')
    .from('open_delivery_merchants as m')
    .set({ webhook_next_attempt_at: new Date(at.getTime() + WEBHOOK_CLAIM_LEASE_MS) })
    .whereRef('m.restaurant_id', '=', 'e.restaurant_id')
    .where('e.id', 'in', (eb) =>
      eb
        .selectFrom('open_delivery_merchants as w')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('open_delivery_events as d')
              .select(['d.id', 'd.created_at'])
              .whereRef('d.restaurant_id', '=', 'w.restaurant_id')
              .where('d.acknowledged_at', 'is', null)
              .where('d.webhook_delivered_at', 'is', null)
              .where('d.webhook_attempts', '<', WEBHOOK_MAX_ATTEMPTS)
              .where((eb) => eb.or([eb('d.webhook_next_attempt_at', 'is', null), eb('d.webhook_next_attempt_at', '<=', at.toISOString())]))
              .orderBy('d.created_at')
              .orderBy('d.id')
              .limit(WEBHOOK_CLAIM_BATCH)
              .forUpdate()
              .skipLocked()
              .as('due'),
          (join) => join.onTrue(),
        )
        .select('due.id')
        .where('w.enabled', '=', true)
        .where('w.webhook_url', 'is not', null)
        .orderBy('due.created_at')
        .orderBy('due.id')
        .limit(WEBHOOK_CLAIM_BATCH),
    )
    .returning(['e.id', 'e.event_type', 'e.order_id', 'e.created_at', 'e.metadata', 'e.restaurant_id', 'e.webhook_attempts', 'm.webhook_url', 'm.client_secret_sealed', 'm.pos_merchant_id'])
    .execute();
  return rows
    .map((row) => ({
      eventId: row.id,
      eventType: row.event_type as OpenDeliveryEventType,
      orderId: row.order_id,
      createdAt: new Date(row.created_at).toISOString(),
      metadata: row.metadata ?? null,
      restaurantId: row.restaurant_id,
      webhookUrl: row.webhook_url ?? '',
      clientSecretSealed: row.client_secret_sealed,
      merchantId: row.pos_merchant_id ?? row.restaurant_id,
      attempts: row.webhook_attempts,
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.eventId.localeCompare(b.eventId));
}

/** The POS answered 2xx: delivered, and acknowledged (polling no longer returns it). */
export async function markWebhookDelivered(em: EntityManager, eventId: string, at: Date): Promise<void> {
  await queries(em)
    .updateTable('open_delivery_events')
    .set((eb) => ({ webhook_delivered_at: at, webhook_attempts: eb('webhook_attempts', '+', 1), webhook_next_attempt_at: null, acknowledged_at: at }))
    .where('id', '=', eventId)
    .execute();
}

/** The attempt failed: the next after the delay its count calls for, or none after the 6th (polling still has it). */
export async function markWebhookFailed(em: EntityManager, event: Pick<DueWebhookEvent, 'eventId' | 'attempts'>, at: Date): Promise<void> {
  const attempts = event.attempts + 1;
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  await queries(em)
    .updateTable('open_delivery_events')
    .set({ webhook_attempts: attempts, webhook_next_attempt_at: delay === undefined ? null : new Date(at.getTime() + delay) })
    .where('id', '=', event.eventId)
    .execute();
}
