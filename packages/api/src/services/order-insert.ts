import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '@direto/contracts';
import { jsonArrayFrom, jsonRowsOf, preparedQuery, type NewTableRow, type Param, type OrderItemValues, type OrderValues } from '@direto/db';
import { now } from '../clock';
import type { PushDevice } from '../context';
import { customerRecordUpsert } from './restaurant-customers-upsert';

type OrderRow = NewTableRow<'orders'>;

/**
 * Each column the order insert writes, with where its value comes from. The others keep their
 * database default; order-insert.test.ts lists them, and fails on a column in neither list.
 */
const ORDER_COLUMNS = {
  id: (order) => order.id,
  customer_id: (order) => order.customer?.id ?? null,
  restaurant_id: (order) => order.restaurant?.id ?? null,
  status: (order) => order.status,
  subtotal: (order) => order.subtotal,
  delivery_fee: (order) => order.deliveryFee,
  total: (order) => order.total,
  customer_phone: (order) => order.customerPhone ?? null,
  delivery_address: (order) => order.deliveryAddress ?? null,
  notes: (order) => order.notes ?? null,
  customer_name: (order) => order.customerName ?? null,
  restaurant_name: (order) => order.restaurantName ?? null,
  idempotency_key: (order) => order.idempotencyKey ?? null,
  idempotency_fingerprint: (order) => order.idempotencyFingerprint ?? null,
  order_type: (order) => order.orderType,
  address: (order) => order.address ?? null,
  delivery_min_time: (order) => order.deliveryMinTime ?? null,
  delivery_max_time: (order) => order.deliveryMaxTime ?? null,
  scheduled_for: (order) => order.scheduledFor ?? null,
  schedule_timezone: (order) => order.scheduleTimezone ?? null,
  payment_method: (order) => order.paymentMethod ?? null,
  card_brand: (order) => order.cardBrand ?? null,
  change_for: (order) => order.changeFor ?? null,
  payment_status: (order) => order.paymentStatus,
  pix_payload: (order) => order.pixPayload ?? null,
  created_at: (order) => order.createdAt,
  updated_at: (order) => order.updatedAt,
  // Issue 30: a guest order's customer record (found before, in its transaction), tracking token digest and device.
  restaurant_customer_id: (order) => order.restaurantCustomer?.id ?? null,
  guest_token_hash: (order) => order.guestTokenHash ?? null,
  guest_device_id: (order) => order.guestDeviceId ?? null,
  // Issue 31: the one benefit the order got (code typed, coupon or offer, amount off the subtotal).
  coupon_code: (order) => order.couponCode ?? null,
  promotion_id: (order) => order.promotion?.id ?? null,
  discount: (order) => order.discount ?? '0.00',
  // Issue 32: the business day of the reports (order-acceptance.ts).
  business_date: (order) => order.businessDate ?? null,
  // Issue 33: an order taken by staff or placed at a table (null for the customer's own screen).
  origin: (order) => order.origin ?? null,
  taken_by_id: (order) => order.takenBy?.id ?? null,
  taken_by_name: (order) => order.takenByName ?? null,
  table_id: (order) => order.table?.id ?? null,
  table_name: (order) => order.tableName ?? null,
  tab_id: (order) => order.tab?.id ?? null,
  // Issue 34: a delivery's coordinates when the customer's device sent them ('Usar minha localização').
  address_latitude: (order) => order.addressLatitude ?? null,
  address_longitude: (order) => order.addressLongitude ?? null,
  address_location: (order) => order.addressLocation ?? null,
} satisfies { [Column in keyof OrderRow]?: (order: OrderValues) => OrderRow[Column] };
type OrderColumn = keyof typeof ORDER_COLUMNS;
const ORDER_VALUES = Object.entries(ORDER_COLUMNS) as [OrderColumn, (order: OrderValues) => unknown][];

type PlaceOrderParams = { [Column in OrderColumn]: ReturnType<(typeof ORDER_COLUMNS)[Column]> } & {
  /** The order's lines, a JSON array of order_items rows. */
  lines: string;
  /** An account's order: the customer record (issue 30) it finds or creates — its phone (E.164; null: none), name and account. */
  record_phone: string | null;
  record_name: string | null;
  record_user_id: string | null;
  /** The order events channel and the 'order.placed' event (JSON). */
  channel: string;
  event: string;
};

/**
 * Stores the order row, its lines (a JSON array read as order_items rows) and the first step of
 * its history, announces it, and returns the owner's push devices (so that the alert reads
 * nothing again). Compiled once (preparedQuery): placing an order builds no query.
 */
export const PLACE_ORDER = preparedQuery(
  'place_order',
  (db, param: Param<PlaceOrderParams>) =>
    db
      // An account's order finds or creates the restaurant's record of its phone in the same statement (no round trip).
      .with('customer_record', (db) =>
        customerRecordUpsert(db, {
          restaurant_id: param('restaurant_id'),
          phone: param('record_phone'),
          name: param('record_name'),
          user_id: param('record_user_id'),
          consent: false,
          consent_at: null,
          consent_source: null,
        }),
      )
      .with('new_order', (db) =>
        db
          .insertInto('orders')
          .values((eb) => ({
            ...(Object.fromEntries(ORDER_VALUES.map(([column]) => [column, param(column)])) as OrderRow),
            restaurant_customer_id: eb.fn.coalesce(
              eb.cast<string | null>(eb.val(param('restaurant_customer_id')), 'uuid'),
              eb.selectFrom('customer_record').select('customer_record.id'),
            ),
          }))
          .returning(['id', 'status', 'created_at', 'customer_id', 'restaurant_id']),
      )
      .with('new_items', (db) =>
        db
          .insertInto('order_items')
          .columns(['id', 'order_id', 'product_id', 'product_name', 'quantity', 'unit_price', 'total_price', 'options', 'notes'])
          .expression(
            db
              .selectFrom(['new_order', jsonRowsOf('order_items', param('lines'), 'line')])
              .select(['line.id', 'new_order.id as order_id', 'line.product_id', 'line.product_name', 'line.quantity', 'line.unit_price', 'line.total_price', 'line.options', 'line.notes']),
          ),
      )
      // The first step of the history is the order as placed: its status, its time, its customer.
      .with('first_step', (db) =>
        db
          .insertInto('order_status_events')
          .columns(['id', 'order_id', 'status', 'at', 'changed_by_id'])
          .expression(
            db
              .selectFrom('new_order')
              .select((eb) => [eb.fn<string>('gen_random_uuid').as('id'), 'new_order.id as order_id', 'new_order.status', 'new_order.created_at as at', 'new_order.customer_id as changed_by_id']),
          ),
      )
      .selectFrom('new_order')
      .select((eb) => [
        eb.fn('pg_notify', [eb.val(param('channel')), eb.val(param('event'))]).as('notified'),
        jsonArrayFrom(
          eb
            .selectFrom('push_subscriptions as s')
            .innerJoin('restaurants as r', 'r.owner_id', 's.user_id')
            .whereRef('r.id', '=', 'new_order.restaurant_id')
            .select(['s.id', 's.endpoint', 's.p256dh', 's.auth']),
        ).as('owner_devices'),
      ]),
);

/**
 * Stores a new order — the order row, its lines, the first step of its history — and announces
 * it on the order events channel, in ONE statement: one round trip instead of four and no
 * change-set work (placing orders is the hottest write; issue 20). The order and its lines are
 * plain values, never ORM entities. The statement is its own transaction: the NOTIFY
 * is delivered on its commit only, so listeners never hear of an order that is not stored.
 * A unique violation (a racing retry with the same idempotency key) surfaces as MikroORM's
 * exception, as a flush would raise it. Returns the owner's push devices (for the alert).
 */
export async function insertPlacedOrder(
  em: EntityManager,
  order: OrderValues,
  items: readonly OrderItemValues[],
  /** An account's order: the customer record to find or create for its phone; null for a guest's (its record is given) or without a phone. */
  record: { phone: string; name: string; userId: string } | null = null,
): Promise<PushDevice[]> {
  const event: OrderEvent = {
    type: 'order.placed',
    orderId: order.id,
    restaurantId: order.restaurant?.id ?? '',
    customerId: order.customer?.id ?? null,
    status: order.status,
    at: now().toISOString(),
  };
  const lines = items.map(
    (item): Omit<NewTableRow<'order_items'>, 'order_id'> => ({
      id: item.id,
      product_id: item.product?.id ?? null,
      product_name: item.productName,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      total_price: item.totalPrice,
      options: item.options ?? [],
      notes: item.notes ?? null,
    }),
  );
  const params = {
    lines: JSON.stringify(lines),
    channel: ORDER_EVENTS_CHANNEL,
    event: JSON.stringify(event),
    record_phone: record?.phone ?? null,
    record_name: record?.name ?? null,
    record_user_id: record?.userId ?? null,
  } as PlaceOrderParams;
  for (const [column, valueOf] of ORDER_VALUES) (params as Record<string, unknown>)[column] = valueOf(order);
  try {
    const [stored] = await PLACE_ORDER.run(em, params);
    return stored?.owner_devices ?? [];
  } catch (error) {
    throw em.getPlatform().getExceptionConverter().convertException(error as Error);
  }
}
