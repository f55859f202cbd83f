import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OPEN_DELIVERY_EVENT_TYPES, type OpenDeliveryEventType } from '@direto/contracts';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Order } from './order.entity';
import { Restaurant } from './restaurant.entity';

/**
 * Issue 34, the outbox: one event of an order for the restaurant's POS, written only by the
 * PostgreSQL triggers of migration open_delivery in the transaction of the order's change (never by
 * the app), read by polling until acknowledged.
 */
export const OpenDeliveryEvent = defineEntity({
  name: 'OpenDeliveryEvent',
  tableName: 'open_delivery_events',
  indexes: [
    { name: 'open_delivery_events_restaurant_created_index', properties: ['restaurant', 'createdAt'] },
    // Polling reads only what is not yet acknowledged, oldest first.
    {
      name: 'open_delivery_events_pending_index',
      expression: 'create index "open_delivery_events_pending_index" on "open_delivery_events" ("restaurant_id", "created_at") where "acknowledged_at" is null',
    },
  ],
  checks: [
    {
      name: 'open_delivery_events_event_type',
      expression: `"event_type" in (${OPEN_DELIVERY_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    order: () => p.manyToOne(Order).deleteRule('cascade').index('open_delivery_events_order_index'),
    eventType: p.string().$type<OpenDeliveryEventType>().length(30),
    /** CONFIRMED: {}; CANCELLED: { reason, code }; none otherwise. */
    metadata: p.json<Record<string, string>>().nullable(),
    createdAt: createdAtColumn(),
    acknowledgedAt: p.datetime().nullable(),
    // Issue 34 part 3, the webhook (docs/open-delivery-webhook.md): POSTs tried, when the next is
    // due (null = now), and when the POS answered 2xx (which also acknowledges the event).
    webhookAttempts: p.smallint().default(0),
    webhookNextAttemptAt: p.datetime().nullable(),
    webhookDeliveredAt: p.datetime().nullable(),
  },
});
export type IOpenDeliveryEvent = InferEntity<typeof OpenDeliveryEvent>;
