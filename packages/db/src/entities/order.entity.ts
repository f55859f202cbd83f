import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES, type Address, type OrderOrigin, type PaymentBrand, type PaymentMethod, type PaymentStatus, type PlacedOrderType } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { Coupon } from './coupon.entity';
import { RestaurantCustomer } from './restaurant-customer.entity';
import { RestaurantTable } from './restaurant-table.entity';
import { Tab } from './tab.entity';
import { User } from './user.entity';

/**
 * Every order has a customer and a restaurant when placed. If an administrator later deletes
 * either, the order stays (set null) so the other party keeps its history; the snapshot
 * columns (restaurantName, customerName) keep it readable.
 */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  indexes: [
    { name: 'orders_restaurant_created_index', properties: ['restaurant', 'createdAt'] },
    { name: 'orders_customer_created_index', properties: ['customer', 'createdAt'] },
    // Issue 32: the owner's reports read a restaurant's orders by business day.
    { name: 'orders_restaurant_business_date_index', properties: ['restaurant', 'businessDate'] },
    { name: 'orders_restaurant_customer_created_index', properties: ['restaurantCustomer', 'createdAt'] },
    // Guest orders only (partial): an account's order adds no entry to the guest indexes.
    {
      name: 'orders_guest_device_created_index',
      expression: 'create index "orders_guest_device_created_index" on "orders" ("guest_device_id", "created_at") where "guest_device_id" is not null',
    },
    {
      name: 'orders_guest_token_hash_unique',
      expression: 'create unique index "orders_guest_token_hash_unique" on "orders" ("guest_token_hash") where "guest_token_hash" is not null',
    },
    // Issue 32: the reports' 'Em andamento', read live — the few orders not yet delivered or cancelled.
    {
      name: 'orders_restaurant_in_progress_index',
      expression: `create index "orders_restaurant_in_progress_index" on "orders" ("restaurant_id", "business_date") where "status" not in ('delivered', 'cancelled')`,
    },
    // Issue 33: a conta's orders (partial: an order without a conta adds no entry).
    {
      name: 'orders_tab_index',
      expression: 'create index "orders_tab_index" on "orders" ("tab_id") where "tab_id" is not null',
    },
    // The scheduled orders still waiting for their reminder (the scheduler's search each tick).
    {
      name: 'orders_reminder_due_index',
      expression: 'create index "orders_reminder_due_index" on "orders" ("scheduled_for") where "scheduled_for" is not null and "reminder_sent_at" is null',
    },
  ],
  // One order per customer and idempotency key: a retried request finds the first order.
  uniques: [{ name: 'orders_customer_idempotency_key_unique', properties: ['customer', 'idempotencyKey'] }],
  checks: [
    { name: 'orders_amounts_non_negative', expression: '"subtotal" >= 0 and "delivery_fee" >= 0 and "total" >= 0' },
    { name: 'orders_discount_within_subtotal', expression: '"discount" >= 0 and "discount" <= "subtotal"' },
    { name: 'orders_order_type', expression: `"order_type" in ('delivery', 'pickup', 'table')` },
    { name: 'orders_origin', expression: `"origin" is null or "origin" in ('counter', 'phone', 'whatsapp', 'table')` },
    { name: 'orders_service_charge_non_negative', expression: '"service_charge" >= 0' },
    { name: 'orders_payment_status', expression: `"payment_status" in ('pending', 'confirmed', 'not_applicable')` },
    { name: 'orders_address_location', expression: `"address_location" in ('device', 'address', 'city')` },
  ],
  properties: {
    id: uuidPrimaryKey(),
    customer: () => p.manyToOne(User).nullable().deleteRule('set null'),
    restaurant: () => p.manyToOne(Restaurant).nullable().deleteRule('set null'),
    status: p.enum(ORDER_STATUSES).nativeEnumName('order_status').default('pending'),
    subtotal: moneyColumn(),
    deliveryFee: moneyColumn(),
    total: moneyColumn(),
    customerPhone: p.string().length(20).nullable(),
    deliveryAddress: p.text().nullable(),
    notes: p.text().nullable(),
    customerName: p.string().length(201).nullable(),
    // Issue 30: the restaurant's customer record (guest or account, by phone); the guest's
    // tracking link (SHA-256 of its token; null for account orders) and the remembered device.
    restaurantCustomer: () => p.manyToOne(RestaurantCustomer).nullable().deleteRule('set null'),
    guestTokenHash: p.string().length(64).nullable(),
    guestDeviceId: p.uuid().nullable(),
    restaurantName: p.string().length(120).nullable(),
    /** When the order reached 'delivered'; the average delivery time is measured from createdAt. */
    deliveredAt: p.datetime().nullable(),
    /** Why the restaurant cancelled the order ('Item em falta', …), shown to the customer; null otherwise. */
    cancelReason: p.string().length(200).nullable(),
    /** The key the customer's client sent with the order (one per checkout attempt), if any. */
    idempotencyKey: p.string().length(100).nullable(),
    /** Digest of the request that key first came with: the same key with another request is refused. */
    idempotencyFingerprint: p.string().length(64).nullable(),
    // Issue 17: delivery or pickup, the structured address and the promised time range as placed
    // (snapshots: later edits of the restaurant's areas never change a past order).
    orderType: p.string().$type<PlacedOrderType>().length(8).default('delivery'),
    address: p.json<Address>().nullable(),
    deliveryMinTime: p.smallint().nullable(),
    deliveryMaxTime: p.smallint().nullable(),
    /** Issue 18: the slot a scheduled order was placed for; null = as soon as possible. */
    scheduledFor: p.datetime().nullable(),
    /** The restaurant's time zone when it was scheduled: the slot's local time reads in it. */
    scheduleTimezone: p.string().length(64).nullable(),
    /** Issue 28: when a server process took on the reminder of this scheduled order (retaken if it never marked it sent). */
    reminderClaimedAt: p.datetime().nullable(),
    /** When the reminder ('Agendado para 19:30 · Pedido #ab12: hora de preparar.') went out; null = not yet. */
    reminderSentAt: p.datetime().nullable(),
    // Issue 16, shaped like the Open Delivery standard: the method (null = the spec's payload,
    // paid on delivery, to be agreed), card or voucher brand, the note handed over for change,
    // the Pix state and BR Code, and who confirmed the Pix in the bank statement.
    paymentMethod: p.string().$type<PaymentMethod>().length(12).nullable(),
    cardBrand: p.string().$type<PaymentBrand>().length(12).nullable(),
    changeFor: moneyColumn().nullable(),
    paymentStatus: p.string().$type<PaymentStatus>().length(14).default('not_applicable'),
    pixPayload: p.text().nullable(),
    paymentConfirmedAt: p.datetime().nullable(),
    paymentConfirmedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    // Issue 31, a snapshot of the one benefit the order got: the code typed (null for an automatic
    // offer), the coupon or offer (null once deleted) and the amount off the items' subtotal
    // (free delivery shows as a zero fee, not here). total = subtotal − discount + deliveryFee.
    couponCode: p.string().length(20).nullable(),
    promotion: () => p.manyToOne(Coupon).nullable().deleteRule('set null'),
    discount: moneyColumn().default('0.00'),
    /**
     * Issue 32: the business day the order counts for in reports, in the restaurant's time zone (a
     * shift past midnight belongs to the day it opened). Placement sets it from the opening hours
     * it already read; any other insert gets the calendar day from a trigger (docs/reports.md).
     */
    businessDate: p.date().nullable(),
    // Issue 33, orders the customer did not place on their own screen: where it came from (null: the
    // customer's own screen, an account's or a guest's), who on the staff took it (a snapshot of
    // the name too), the table and its conta (the table's name a snapshot), and the conta's service
    // charge share, set when the conta closes (total = subtotal − discount + deliveryFee + serviceCharge).
    origin: p.string().$type<OrderOrigin>().length(10).nullable(),
    takenBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    takenByName: p.string().length(201).nullable(),
    table: () => p.manyToOne(RestaurantTable).nullable().deleteRule('set null'),
    tableName: p.string().length(40).nullable(),
    tab: () => p.manyToOne(Tab).nullable().deleteRule('set null'),
    serviceCharge: moneyColumn().default('0.00'),
    /** Issue 34: the POS's own number for the order (Open Delivery confirm's orderExternalCode), shown as 'PDV: 1234'. */
    orderExternalCode: p.string().length(60).nullable(),
    // Issue 34 part 3: the delivery address's coordinates (Open Delivery requires them) and where
    // they came from: the customer's device ('Usar minha localização'), the geocoder, or the
    // centre of the address's city ('localização aproximada'). Null until known.
    addressLatitude: p.double().nullable(),
    addressLongitude: p.double().nullable(),
    addressLocation: p.string().$type<'device' | 'address' | 'city'>().length(8).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IOrder = InferEntity<typeof Order>;
/**
 * An order's columns with its relations by id: an entity, or the plain values of an order just
 * placed (written with plain SQL, never flushed; see the api's order-insert.ts).
 */
export type OrderValues = Omit<IOrder, 'customer' | 'restaurant' | 'paymentConfirmedBy' | 'restaurantCustomer' | 'promotion' | 'takenBy' | 'table' | 'tab' | 'orderExternalCode'> & {
  /** Only ever set by a POS's confirm (issue 34), never at placement. */
  orderExternalCode?: string | null;
  takenBy?: { id: string } | null;
  table?: { id: string } | null;
  tab?: { id: string } | null;
  customer?: { id: string } | null;
  restaurantCustomer?: { id: string } | null;
  restaurant?: { id: string } | null;
  paymentConfirmedBy?: { id: string } | null;
  /** The benefit's coupon; its title when it was read with the order (an automatic offer is named by it). */
  promotion?: { id: string; title?: string } | null;
};
