import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '@direto/contracts';
import type { IOrder, IOrderItem } from '@direto/db';
import { now } from '../clock';

/**
 * Stores a new order — the order row, its lines, the first step of its history — and announces
 * it on the order events channel, in ONE statement: one round trip instead of four and no
 * change-set work (placing orders is the hottest write; issue 20). The entities were built in
 * memory (`persist: false`) and only read here. Call it inside the order's transaction: the
 * NOTIFY is delivered on commit only, so listeners never hear of an order that is not stored.
 * A unique violation (a racing retry with the same idempotency key) surfaces as MikroORM's
 * exception, as a flush would raise it.
 */
export async function insertPlacedOrder(tx: EntityManager, order: IOrder, items: readonly IOrderItem[]): Promise<void> {
  const event: OrderEvent = {
    type: 'order.placed',
    orderId: order.id,
    restaurantId: order.restaurant?.id ?? '',
    customerId: order.customer?.id ?? null,
    status: order.status,
    at: now().toISOString(),
  };
  const lines = items.map((item) => ({
    id: item.id,
    product_id: item.product?.id ?? null,
    product_name: item.productName,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    total_price: item.totalPrice,
    options: item.options ?? [],
    notes: item.notes ?? null,
  }));
  try {
    await tx.execute(
      `with new_order as (
         insert into "orders" ("id", "customer_id", "restaurant_id", "status", "subtotal", "delivery_fee", "total", "customer_phone",
           "delivery_address", "notes", "customer_name", "restaurant_name", "idempotency_key", "idempotency_fingerprint", "order_type",
           "address", "delivery_min_time", "delivery_max_time", "scheduled_for", "schedule_timezone", "payment_method", "card_brand", "change_for",
           "payment_status", "pix_payload", "created_at", "updated_at")
         values (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         returning "id"
       ),
       new_items as (
         insert into "order_items" ("id", "order_id", "product_id", "product_name", "quantity", "unit_price", "total_price", "options", "notes")
         select line.id, new_order.id, line.product_id, line.product_name, line.quantity, line.unit_price, line.total_price, line.options, line.notes
           from new_order, jsonb_to_recordset(?::jsonb) as line("id" uuid, "product_id" uuid, "product_name" text, "quantity" int,
                "unit_price" numeric, "total_price" numeric, "options" jsonb, "notes" text)
       ),
       first_step as (
         insert into "order_status_events" ("id", "order_id", "status", "at", "changed_by_id")
         select gen_random_uuid(), new_order.id, 'pending', ?, ? from new_order
       )
       select pg_notify(?, ?) from new_order`,
      [
        order.id,
        order.customer?.id ?? null,
        order.restaurant?.id ?? null,
        order.subtotal,
        order.deliveryFee,
        order.total,
        order.customerPhone ?? null,
        order.deliveryAddress ?? null,
        order.notes ?? null,
        order.customerName ?? null,
        order.restaurantName ?? null,
        order.idempotencyKey ?? null,
        order.idempotencyFingerprint ?? null,
        order.orderType,
        order.address ? JSON.stringify(order.address) : null,
        order.deliveryMinTime ?? null,
        order.deliveryMaxTime ?? null,
        order.scheduledFor ?? null,
        order.scheduleTimezone ?? null,
        order.paymentMethod ?? null,
        order.cardBrand ?? null,
        order.changeFor ?? null,
        order.paymentStatus,
        order.pixPayload ?? null,
        order.createdAt,
        order.updatedAt,
        JSON.stringify(lines),
        order.createdAt,
        order.customer?.id ?? null,
        ORDER_EVENTS_CHANNEL,
        JSON.stringify(event),
      ],
    );
  } catch (error) {
    throw tx.getPlatform().getExceptionConverter().convertException(error as Error);
  }
}
