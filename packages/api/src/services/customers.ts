import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_MESSAGES,
  CUSTOMER_TAGS,
  type CustomerDetail,
  type CustomerFilters,
  type CustomerPage,
  type UpdateCustomerInput,
} from '@direto/contracts';
import { queries, RestaurantCustomer, type IUser } from '@direto/db';
import { now } from '../clock';
import { badRequest, notFound } from '../errors';
import { readCustomers, tagRulesOf, toCustomerSummary } from './customer-figures';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-cursor';
import { loadOwnedRestaurant } from './restaurant-ownership';

/**
 * Issue 30, Owner › Clientes: the restaurant's customer list (paged in SQL), a customer's page
 * and the owner's notes, tags and block. Only the restaurant's owner: the list is the
 * restaurant's business, not the counter's (staff take orders, they don't browse customers).
 */

/** GET /api/restaurants/{id}/customers: one page, most recent order first. */
export async function listCustomers(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  page: CustomerFilters & { cursor?: string; limit?: number },
): Promise<CustomerPage> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const { cursor, limit = CUSTOMER_LIMITS.pageSize, ...filters } = page;
  const rules = tagRulesOf(restaurant.customerTagRules);
  const at = now();
  // One more than the page: whether a next page exists, without counting.
  const { rows } = await readCustomers(em, restaurantId, { filters, rules, at, after: cursor ? decodeKeysetCursor(cursor, CUSTOMER_MESSAGES.cursor) : undefined, limit: limit + 1 });
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    customers: shown.map((row) => toCustomerSummary(row, rules, at)),
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: String(last.sort_at), id: last.id }) : null,
  };
}

/** GET /api/restaurants/{id}/customers/{customerId}: the record with its figures and its orders, newest first. */
export async function getCustomer(em: EntityManager, owner: IUser, restaurantId: string, customerId: string): Promise<CustomerDetail> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const rules = tagRulesOf(restaurant.customerTagRules);
  const at = now();
  const { rows } = await readCustomers(em, restaurantId, { filters: {}, rules, at, customerId });
  const row = rows[0];
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  const orders = await queries(em)
    .selectFrom('orders')
    .where('orders.restaurant_customer_id', '=', customerId)
    .where('orders.restaurant_id', '=', restaurantId)
    .orderBy('orders.created_at', 'desc')
    .select((eb) => ['orders.id', 'orders.created_at', 'orders.status', 'orders.order_type', 'orders.total', eb.ref('orders.address', '->>').key('district').as('district')])
    .execute();
  return {
    customer: toCustomerSummary(row, rules, at),
    orders: orders.map((order) => ({
      id: order.id,
      createdAt: new Date(order.created_at).toISOString(),
      status: order.status,
      orderType: order.order_type,
      total: order.total,
      district: order.district ?? null,
    })),
  };
}

/** The customer `customerId` of the owner's restaurant `restaurantId` (404 for another restaurant's). */
export async function loadRestaurantCustomer(em: EntityManager, owner: IUser, restaurantId: string, customerId: string) {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const customer = await em.findOne(RestaurantCustomer, { id: customerId, restaurant: restaurantId });
  if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
  return customer;
}

/** The owner's tags as typed, without repeats (case and accents ignored); the automatic ones are not the owner's to set. */
function ownTags(tags: string[]): string[] {
  const fold = (tag: string) => tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const automatic = new Set<string>(CUSTOMER_TAGS.map(fold));
  const clash = tags.find((tag) => automatic.has(fold(tag)));
  if (clash) throw badRequest(`'${clash}' é uma etiqueta automática: escolha outro nome`);
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(fold(tag))) seen.set(fold(tag), tag);
  return [...seen.values()];
}

/** PUT /api/restaurants/{id}/customers/{customerId}: notes, own tags, blocked (each left out stays). */
export async function updateCustomer(em: EntityManager, owner: IUser, input: UpdateCustomerInput): Promise<CustomerDetail> {
  const customer = await loadRestaurantCustomer(em, owner, input.id, input.customerId);
  if (input.notes !== undefined) customer.notes = input.notes?.trim() || null;
  if (input.tags !== undefined) customer.tags = ownTags(input.tags.map((tag) => tag.trim()));
  if (input.blocked !== undefined) customer.blocked = input.blocked;
  await em.flush();
  return getCustomer(em, owner, input.id, input.customerId);
}
