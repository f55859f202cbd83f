import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_WINBACK_TEMPLATE, WINBACK_RESULT_DAYS, type WinbackCandidate, type WinbackReport } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { now } from '../../clock';
import { readCustomers, tagRulesOf } from '../customer-figures';
import { loadOwnedRestaurant } from '../restaurant-ownership';

/** Issue 31, Reativar clientes: whom to invite, and what the invitations brought. */

/** One screen of customers is enough to invite one at a time. */
const CANDIDATES_MAX = 100;
const REPORT_MAX = 200;
const DAY_MS = 86_400_000;

/** The consenting, unblocked customers without an order for `inactiveDays` days, and the saved template. */
export async function listWinbackCandidates(em: EntityManager, owner: IUser, restaurantId: string, inactiveDays: number): Promise<{ customers: WinbackCandidate[]; template: string }> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const { rows } = await readCustomers(em, restaurantId, { filters: { inactiveDays, consent: true }, rules: tagRulesOf(restaurant.customerTagRules), at: now(), limit: CANDIDATES_MAX * 2 });
  const customers = rows.filter((row) => !row.blocked).slice(0, CANDIDATES_MAX);
  const invited = await latestInvitations(em, customers.map((row) => row.id));
  return {
    customers: customers.map((row) => ({
      customerId: row.id,
      name: row.name,
      phone: row.phone,
      lastOrderAt: row.last_order_at ? new Date(row.last_order_at).toISOString() : null,
      invitedAt: invited.get(row.id) ?? null,
    })),
    template: restaurant.winbackTemplate || DEFAULT_WINBACK_TEMPLATE,
  };
}

/** 'convidado em': each customer's latest invitation. */
async function latestInvitations(em: EntityManager, customerIds: string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await queries(em)
    .selectFrom('coupons')
    .where('source', '=', 'winback')
    .where('restaurant_customer_id', 'in', customerIds)
    .groupBy('restaurant_customer_id')
    .select((eb) => ['restaurant_customer_id', eb.fn.max('created_at').as('at')])
    .execute();
  return new Map(rows.flatMap((row) => (row.restaurant_customer_id && row.at ? [[row.restaurant_customer_id, new Date(row.at).toISOString()] as const] : [])));
}

/** The invitations, newest first, each with the customer's first order (not cancelled) within WINBACK_RESULT_DAYS days of it. */
export async function winbackReport(em: EntityManager, owner: IUser, restaurantId: string): Promise<WinbackReport> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const db = queries(em);
  const invitations = await db
    .selectFrom('coupons')
    .leftJoin('restaurant_customers as rc', 'rc.id', 'coupons.restaurant_customer_id')
    .where('coupons.restaurant_id', '=', restaurantId)
    .where('coupons.source', '=', 'winback')
    .orderBy('coupons.created_at', 'desc')
    .select(['coupons.code', 'coupons.created_at', 'coupons.restaurant_customer_id', 'rc.name'])
    .limit(REPORT_MAX)
    .execute();
  const customerIds = [...new Set(invitations.flatMap((row) => (row.restaurant_customer_id ? [row.restaurant_customer_id] : [])))];
  const oldest = invitations.at(-1);
  const orders = customerIds.length > 0 && oldest
    ? await db
        .selectFrom('orders')
        .where('restaurant_id', '=', restaurantId)
        .where('restaurant_customer_id', 'in', customerIds)
        .where('status', '<>', 'cancelled')
        .where('created_at', '>=', new Date(oldest.created_at).toISOString())
        .orderBy('created_at')
        .select(['restaurant_customer_id', 'created_at'])
        .execute()
    : [];
  return {
    invitations: invitations.map((row) => {
      const invitedAt = new Date(row.created_at).getTime();
      const ordered = orders.find((order) => {
        const at = new Date(order.created_at).getTime();
        return order.restaurant_customer_id === row.restaurant_customer_id && at >= invitedAt && at < invitedAt + WINBACK_RESULT_DAYS * DAY_MS;
      });
      return {
        customerId: row.restaurant_customer_id,
        name: row.name ?? 'Cliente excluído',
        couponCode: row.code ?? '',
        invitedAt: new Date(row.created_at).toISOString(),
        orderedAt: ordered ? new Date(ordered.created_at).toISOString() : null,
      };
    }),
  };
}
