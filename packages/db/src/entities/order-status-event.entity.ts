import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES } from '@direto/contracts';
import { uuidPrimaryKey } from './columns';
import { Order } from './order.entity';
import { User } from './user.entity';

/**
 * One step of an order's history: the status it reached and when (the owner's timeline). Written
 * in the same transaction as the change itself — placement writes 'pending' — and removed with
 * its order. `changedBy` is who made the change (the customer for 'pending', the owner after),
 * cleared if that account is deleted.
 */
export const OrderStatusEvent = defineEntity({
  name: 'OrderStatusEvent',
  tableName: 'order_status_events',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index('order_status_events_order_id_index'),
    status: p.enum(ORDER_STATUSES).nativeEnumName('order_status'),
    at: p.datetime(),
    changedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index('order_status_events_changed_by_id_index'),
  },
});
export type IOrderStatusEvent = InferEntity<typeof OrderStatusEvent>;
