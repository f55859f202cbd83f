import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderWithItems, RestaurantOrderSummary } from '@direto/contracts';
import { Order, OrderItem, queries, type Database, type Expression, type ExpressionBuilder, type IOrder, type IOrderItem, type IUser, type SqlBool } from '@direto/db';
import { badRequest, forbidden, notFound } from '../errors';
import { toOrderWithItemsDto } from '../mappers/order';
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND } from './order-status';
import { orderFilterCondition, type OrderListFilters } from './order-list-filters';
import { loadWorkableRestaurant, worksAt } from './restaurant-staff-access';

/** Page sizes when none is asked: the owner's orders table, the customer's past orders. */
const RESTAURANT_ORDERS_DEFAULT_LIMIT = 100;
const MY_ORDERS_DEFAULT_LIMIT = 20;

export interface OrderPage {
  limit?: number;
  /** Id of the last order already shown; the page continues after it. */
  before?: string;
}

const INVALID_CURSOR = 'Cursor de paginação inválido.';

/**
 * The owner's orders table and board, newest first, one page, optionally filtered (days in the
 * restaurant's time zone, statuses, a name or id search; see order-list-filters.ts). A single
 * query over the (restaurant_id, created_at) index with the item count aggregated in SQL, so it
 * stays fast with hundreds of thousands of orders.
 */
export async function listRestaurantOrders(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  page: OrderPage & OrderListFilters,
): Promise<RestaurantOrderSummary[]> {
  await loadWorkableRestaurant(em, owner, restaurantId);
  await assertOwnCursor(em, page, { restaurant: restaurantId });
  const rows = await queries(em)
    .selectFrom('orders')
    .where('orders.restaurant_id', '=', restaurantId)
    .$if(!!page.before, (query) => query.where((eb) => afterCursor(eb, page.before ?? '')))
    .where((eb) => orderFilterCondition(eb, page))
    .select((eb) => [
      'orders.id',
      'orders.total',
      'orders.status',
      'orders.created_at',
      'orders.customer_name',
      'orders.order_type',
      'orders.scheduled_for',
      'orders.schedule_timezone',
      'orders.payment_method',
      'orders.payment_status',
      'orders.discount',
      'orders.coupon_code',
      'orders.origin',
      'orders.taken_by_name',
      'orders.table_name',
      eb
        .cast<number>(
          eb.fn.coalesce(eb.selectFrom('order_items').whereRef('order_items.order_id', '=', 'orders.id').select((eb) => eb.fn.sum('order_items.quantity').as('sum')), eb.lit(0)),
          'integer',
        )
        .as('item_count'),
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit ?? RESTAURANT_ORDERS_DEFAULT_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    total: row.total,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    itemCount: row.item_count,
    customerName: row.customer_name,
    orderType: row.order_type,
    scheduledFor: row.scheduled_for ? new Date(row.scheduled_for).toISOString() : null,
    scheduledTimezone: row.schedule_timezone,
    payment: { method: row.payment_method, status: row.payment_status },
    discount: row.discount,
    couponCode: row.coupon_code,
    origin: row.origin,
    takenByName: row.taken_by_name,
    tableName: row.table_name,
  }));
}

/** The customer's own orders ('Pedidos Anteriores'), newest first, one page, with their lines. */
export async function listMyOrders(em: EntityManager, customer: IUser, page: OrderPage): Promise<OrderWithItems[]> {
  await assertOwnCursor(em, page, { customer: customer.id });
  const rows = await queries(em)
    .selectFrom('orders')
    .where('orders.customer_id', '=', customer.id)
    .$if(!!page.before, (query) => query.where((eb) => afterCursor(eb, page.before ?? '')))
    .select('orders.id')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit ?? MY_ORDERS_DEFAULT_LIMIT)
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const orders = new Map((await em.find(Order, { id: { $in: ids } })).map((order) => [order.id, order]));
  const items = await itemsByOrder(em, ids);
  return ids.map((id) => {
    const order = orders.get(id);
    // Only a delete between the two queries could leave it out.
    if (!order) throw new Error(`listMyOrders: order ${id} vanished between the two queries`);
    return toOrderWithItemsDto(order, items.get(id) ?? []);
  });
}

/** One order with its lines, for the customer who placed it or the restaurant's owner. */
export async function findOrderById(em: EntityManager, user: IUser, orderId: string): Promise<OrderWithItems> {
  const order = await loadVisibleOrder(em, user, orderId);
  const items = await itemsByOrder(em, [order.id]);
  return toOrderWithItemsDto(order, items.get(order.id) ?? []);
}

/** The order `orderId`, only for the customer who placed it or the restaurant's owner: 404 / 403 otherwise. */
export async function loadVisibleOrder(em: EntityManager, user: IUser, orderId: string): Promise<IOrder> {
  // The benefit's coupon too: an automatic offer is named by its title in the order's amounts.
  const order = await em.findOne(Order, orderId, { populate: ['restaurant', 'promotion'] });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const isCustomer = order.customer?.id === user.id;
  const worksThere = !!order.restaurant && (await worksAt(em, user, order.restaurant));
  if (!isCustomer && !worksThere) throw forbidden(NOT_YOUR_ORDER);
  return order;
}

/**
 * A cursor must be a row of the list being paged: another customer's or restaurant's order id
 * would otherwise tell, by the page it yields, that the order exists and when it was placed.
 * Unknown and foreign ids get the same answer.
 */
async function assertOwnCursor(em: EntityManager, page: OrderPage, scope: { customer: string } | { restaurant: string }): Promise<void> {
  if (page.before && (await em.count(Order, { id: page.before, ...scope })) === 0) throw badRequest(INVALID_CURSOR);
}

/**
 * Keyset pagination: rows strictly older than the cursor order, by (created_at, id). The second,
 * redundant condition bounds created_at alone so the (…, created_at) index range applies.
 */
function afterCursor(eb: ExpressionBuilder<Database, 'orders'>, before: string): Expression<SqlBool> {
  const cursor = eb.selectFrom('orders as cursor').where('cursor.id', '=', before);
  return eb.and([
    eb(eb.refTuple('orders.created_at', 'orders.id'), '<', cursor.select(['cursor.created_at', 'cursor.id']).$asTuple('created_at', 'id')),
    eb('orders.created_at', '<=', cursor.select('cursor.created_at')),
  ]);
}

export async function itemsByOrder(em: EntityManager, orderIds: string[]): Promise<Map<string, IOrderItem[]>> {
  const items = await em.find(OrderItem, { order: { $in: orderIds } }, { orderBy: [{ productName: 'asc' }, { id: 'asc' }] });
  const byOrder = new Map<string, IOrderItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.order.id) ?? [];
    list.push(item);
    byOrder.set(item.order.id, list);
  }
  return byOrder;
}
