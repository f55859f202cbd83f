import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderItemOption } from '@direto/contracts';
import { queries } from '@direto/db';
import { forbidden, notFound } from '../../errors';
import { locateOrder } from './geocoding';
import type { OrderDocumentSource } from './order-document';

const OPEN_DELIVERY_ORDER_NOT_FOUND = 'Pedido não encontrado';
const OPEN_DELIVERY_ORDER_OTHER_RESTAURANT = 'Este pedido é de outro restaurante';

/**
 * The order's row, checked against the token's restaurant: 404 for an unknown id, 403 for another
 * restaurant's (the POS learns nothing else about it). The actions share it.
 */
export async function findPosOrder(em: EntityManager, restaurantId: string, orderId: string) {
  const order = await queries(em).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound(OPEN_DELIVERY_ORDER_NOT_FOUND);
  if (order.restaurant_id !== restaurantId) throw forbidden(OPEN_DELIVERY_ORDER_OTHER_RESTAURANT);
  return order;
}

type OrderRow = Awaited<ReturnType<typeof findPosOrder>>;

/**
 * The short code the screens show ('#cd34', contracts' shortOrderId: the id's last 4 characters),
 * without the '#'. Four hex characters can repeat within a day (about 1 in 400 at 50 orders); when
 * an earlier order of the same restaurant and business day ends the same way, this one gets 6
 * characters, so the POS never sees two of a day alike (docs/open-delivery-orders.md).
 */
async function displayIdOf(em: EntityManager, order: Pick<OrderRow, 'id' | 'restaurant_id' | 'business_date' | 'created_at'>): Promise<string> {
  const short = order.id.slice(-4);
  if (!order.restaurant_id || !order.business_date) return short;
  const earlier = await queries(em)
    .selectFrom('orders')
    .select('id')
    .where('restaurant_id', '=', order.restaurant_id)
    .where('business_date', '=', order.business_date)
    .where('created_at', '<', order.created_at)
    .where((eb) => eb(eb.cast('id', 'text'), 'like', `%${short}`))
    .limit(1)
    .executeTakeFirst();
  return earlier ? order.id.slice(-6) : short;
}

/** Everything the Order document needs, read in a handful of queries. */
export async function loadOrderDocumentSource(em: EntityManager, order: OrderRow, appId: string): Promise<OrderDocumentSource> {
  const db = queries(em);
  const restaurantId = order.restaurant_id ?? '';
  const [restaurant, merchant, lines, parts, lastEvent, ordersCount, displayId] = await Promise.all([
    db.selectFrom('restaurants').select(['name', 'slot_minutes', 'multi_flavour_pricing']).where('id', '=', restaurantId).executeTakeFirst(),
    db.selectFrom('open_delivery_merchants').select('pos_merchant_id').where('restaurant_id', '=', restaurantId).executeTakeFirst(),
    db
      .selectFrom('order_items')
      .leftJoin('products', 'products.id', 'order_items.product_id')
      .select(['order_items.id', 'order_items.product_id', 'order_items.product_name', 'order_items.quantity', 'order_items.unit_price', 'order_items.total_price', 'order_items.options', 'order_items.notes', 'products.external_code'])
      .where('order_items.order_id', '=', order.id)
      .orderBy('order_items.id')
      .execute(),
    db.selectFrom('order_payments').select(['method', 'card_brand', 'amount']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('open_delivery_events').select('event_type').where('order_id', '=', order.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    countCustomerOrders(em, order),
    displayIdOf(em, order),
  ]);
  // Issue 34 part 3: stored, or geocoded now (first read) and stored (geocoding.ts).
  const located = await locateOrder(em, order);
  const optionIds = [...new Set(lines.flatMap((line) => (line.options as OrderItemOption[]).map((option) => option.optionId)))];
  const codes = optionIds.length
    ? await db.selectFrom('group_options').select(['id', 'external_code']).where('id', 'in', optionIds).where('external_code', 'is not', null).execute()
    : [];
  return {
    id: order.id,
    restaurantId,
    restaurantName: order.restaurant_name ?? restaurant?.name ?? 'Restaurante',
    posMerchantId: merchant?.pos_merchant_id ?? null,
    status: order.status,
    orderType: order.order_type,
    createdAt: new Date(order.created_at),
    deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
    scheduledFor: order.scheduled_for ? new Date(order.scheduled_for) : null,
    slotMinutes: restaurant?.slot_minutes ?? 30,
    maxTimeMinutes: order.delivery_max_time,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.delivery_fee,
    serviceCharge: order.service_charge,
    total: order.total,
    couponCode: order.coupon_code,
    customerId: order.restaurant_customer_id ?? order.customer_id,
    customerName: order.customer_name,
    customerPhone: order.customer_phone,
    customerOrdersCount: ordersCount,
    address: order.address,
    deliveryAddressText: order.delivery_address,
    coordinates: located?.coordinates ?? null,
    coordinatesApproximate: located?.approximate ?? false,
    notes: order.notes,
    tableName: order.table_name,
    paymentMethod: order.payment_method,
    cardBrand: order.card_brand,
    changeFor: order.change_for,
    paymentStatus: order.payment_status,
    paymentParts: parts.map((part) => ({ method: part.method, cardBrand: part.card_brand, amount: part.amount })),
    multiFlavourPricing: restaurant?.multi_flavour_pricing ?? 'average',
    optionExternalCodes: new Map(codes.flatMap((row) => (row.external_code ? [[row.id, row.external_code] as const] : []))),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      productName: line.product_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      totalPrice: line.total_price,
      options: line.options as OrderItemOption[],
      notes: line.notes,
      productExternalCode: line.external_code,
    })),
    displayId,
    lastEvent: lastEvent?.event_type ?? null,
    appId,
  };
}

/** The customer's orders at this restaurant so far, this one included (the document's ordersCountOnMerchant). */
async function countCustomerOrders(em: EntityManager, order: OrderRow): Promise<number> {
  const customer = order.restaurant_customer_id
    ? { column: 'restaurant_customer_id' as const, id: order.restaurant_customer_id }
    : order.customer_id
      ? { column: 'customer_id' as const, id: order.customer_id }
      : null;
  if (!customer || !order.restaurant_id) return 1;
  const row = await queries(em)
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('restaurant_id', '=', order.restaurant_id)
    .where(customer.column, '=', customer.id)
    .where('created_at', '<=', order.created_at)
    .executeTakeFirst();
  return Math.max(1, Number(row?.count ?? 1));
}

