import { z } from '../zod-locale';
import { isoDateTimeSchema, uuidSchema } from './common';
import { orderStatusSchema } from './order';
import { TABLE_CALL_TYPES } from './tables';

/** The PostgreSQL NOTIFY channel that carries order events between server processes. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/**
 * An order was placed, changed status or had its Pix confirmed (order.payment). Sent by the
 * database on commit only, so a subscriber never hears of an order that does not exist. It names what changed; the client refetches the
 * details through the ordinary queries (which apply their own authorisation).
 * `order.reminder`: a scheduled order is due soon (sent by the server's scheduler, to the
 * restaurant's board only); it carries the slot so the board words it as the push does.
 */
export const orderEventSchema = z.object({
  type: z.enum(['order.placed', 'order.status', 'order.payment', 'order.reminder']),
  orderId: z.string(),
  restaurantId: z.string(),
  /** null once the customer's account was removed. */
  customerId: z.string().nullable(),
  status: orderStatusSchema,
  at: isoDateTimeSchema,
  scheduledFor: isoDateTimeSchema.optional(),
  scheduleTimezone: z.string().nullable().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * "Refetch everything now": sent once a subscription is registered (so a refetch made after it
 * misses nothing), after the server's database listener reconnected (events may have been lost
 * meanwhile) and when a slow subscriber's queue overflowed.
 */
export const liveSyncEventSchema = z.object({
  type: z.literal('sync'),
  reason: z.enum(['subscribed', 'reconnected', 'overflow']),
});
export type LiveSyncEvent = z.infer<typeof liveSyncEventSchema>;

/** The PostgreSQL NOTIFY channel that tells every server process to end live streams whose access is gone. */
export const LIVE_REVOCATIONS_CHANNEL = 'live_revocations';

/**
 * Live streams to end now, sent on commit of what ended their access: one session (logout, a
 * new id at login or after a password change), a user's sessions but one (password change,
 * 'Sair de todos os outros dispositivos', account deleted), or a deleted restaurant (its owner's
 * streams of it).
 */
export const liveRevocationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), sessionId: z.string() }),
  z.object({ type: z.literal('user'), userId: z.string(), keepSessionId: z.string().nullable() }),
  z.object({ type: z.literal('restaurant'), restaurantId: z.string() }),
]);
export type LiveRevocation = z.infer<typeof liveRevocationSchema>;

/**
 * Issue 33: 'Chamar garçom' or 'Pedir a conta' from a table's QR link, for the restaurant's board
 * only (sound and badge). Sent on the order events channel, on commit of the call.
 */
export const tableCallEventSchema = z.object({
  type: z.literal('table.call'),
  callId: z.string(),
  restaurantId: z.string(),
  tableId: z.string(),
  tableName: z.string(),
  callType: z.enum(TABLE_CALL_TYPES),
  at: isoDateTimeSchema,
});
export type TableCallEvent = z.infer<typeof tableCallEventSchema>;

/** What the order events channel carries. */
export const channelEventSchema = z.union([orderEventSchema, tableCallEventSchema]);
export type ChannelEvent = z.infer<typeof channelEventSchema>;

/** What a live subscription yields. */
export type LiveOrderEvent = OrderEvent | TableCallEvent | LiveSyncEvent;

export const liveRestaurantOrdersInputSchema = z.object({ restaurantId: uuidSchema });
export const liveOrderInputSchema = z.object({ orderId: uuidSchema });
