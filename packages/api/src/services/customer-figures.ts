import { CUSTOMER_TAGS, DEFAULT_CUSTOMER_TAG_RULES, fromCents, toCents, type CustomerFilters, type CustomerSummary, type CustomerTag, type CustomerTagRules } from '@direto/contracts';
import { queries, type Database, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from '@direto/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeysetCursor } from './keyset-cursor';

/**
 * Issue 30: a restaurant's customers with their figures, computed from their orders (never
 * stored, so they cannot drift). Cancelled orders count for nothing; money counts delivered
 * orders only. The list, the customer's page and the CSV export all read through here.
 * Issue 37: the one figure kept on the record is the last order's time (restaurant_customers.
 * last_order_at, kept by the orders' trigger under the same definition), so the list's order and
 * its inactivity filter page on an index; the page's rows then count their own orders.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days before `at`, as the text a timestamptz compares with. */
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS).toISOString();

/** `%`, `_` and `\` typed by the owner are plain characters, not LIKE wildcards (backslash escapes). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The figures of one or many customers, from their non-cancelled orders at the restaurant. */
function figureColumns(o: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>, frequentSince: string) {
  return [
    o.fn.min('o.created_at').as('first_order_at'),
    o.fn.max('o.created_at').as('last_order_at'),
    o.cast<number>(o.fn.countAll(), 'integer').as('order_count'),
    o.cast<number>(o.fn.countAll().filterWhere('o.created_at', '>=', frequentSince), 'integer').as('recent_count'),
    o.cast<number>(o.fn.countAll().filterWhere('o.status', '=', 'delivered'), 'integer').as('delivered_count'),
    o.fn.sum<string | null>('o.total').filterWhere('o.status', '=', 'delivered').as('delivered_total'),
  ] as const;
}

/** The record's own columns, and the list's order: most recent order first (never ordered: when the record was made). */
function recordsQuery(em: EntityManager, restaurantId: string, customerId?: string) {
  let records = queries(em).selectFrom('restaurant_customers as rc').where('rc.restaurant_id', '=', restaurantId);
  if (customerId) records = records.where('rc.id', '=', customerId);
  return records.select((eb) => [
    'rc.id',
    'rc.name',
    'rc.phone',
    'rc.marketing_consent',
    'rc.marketing_consent_at',
    'rc.marketing_consent_source',
    'rc.tags',
    'rc.notes',
    'rc.blocked',
    'rc.user_id',
    'rc.created_at',
    'rc.district as imported_district',
    eb.fn.coalesce('rc.last_order_at', 'rc.created_at').as('sort_at'),
  ]);
}

/**
 * The customers of `restaurantId` with their figures, one row each (a subquery to filter and page on).
 * The figures come from one grouped pass over the restaurant's orders (a hash join), not from a
 * lookup per customer: for a filter on the counted figures, and for the CSV export (every customer).
 * `customerId` narrows both sides to one customer.
 */
function figuresQuery(em: EntityManager, restaurantId: string, rules: CustomerTagRules, at: Date, customerId?: string) {
  const frequentSince = daysBefore(at, rules.frequentDays);
  return recordsQuery(em, restaurantId, customerId)
    .leftJoin(
      (eb) => {
        let orders = eb
          .selectFrom('orders as o')
          .where('o.restaurant_id', '=', restaurantId)
          .where('o.status', '<>', 'cancelled')
          .where('o.restaurant_customer_id', 'is not', null);
        if (customerId) orders = orders.where('o.restaurant_customer_id', '=', customerId);
        return orders
          .groupBy('o.restaurant_customer_id')
          .select((o) => ['o.restaurant_customer_id', ...figureColumns(o, frequentSince)])
          .as('f');
      },
      (join) => join.onRef('f.restaurant_customer_id', '=', 'rc.id'),
    )
    .select(['f.first_order_at', 'f.last_order_at', 'f.order_count', 'f.recent_count', 'f.delivered_count', 'f.delivered_total']);
}

/**
 * The records alone, the last order's time being the record's (restaurant_customers.last_order_at):
 * what the filters that need no counted figure page on, through the record's indexes.
 */
function recordsWithLastOrderQuery(em: EntityManager, restaurantId: string, customerId?: string) {
  return recordsQuery(em, restaurantId, customerId).select('rc.last_order_at');
}

/**
 * The bairro of the customer `customerId`'s latest non-cancelled order with an address (a pickup
 * has none); the caller falls back on the one an import gave. Read for the page's rows only, and
 * for every customer only when the list is filtered by bairro.
 */
function latestOrderDistrict(db: Kysely<Database>, restaurantId: string, customerId: Expression<string>) {
  return db
    .selectFrom('orders as a')
    .where('a.restaurant_customer_id', '=', customerId)
    .where('a.restaurant_id', '=', restaurantId)
    .where('a.status', '<>', 'cancelled')
    .where('a.address', 'is not', null)
    .orderBy('a.created_at', 'desc')
    .limit(1)
    .select((a) => a.ref('a.address', '->>').key('district').as('district'));
}

type FiguresWithoutDistrict = Awaited<ReturnType<ReturnType<typeof figuresQuery>['execute']>>[number];
type FiguresRow = FiguresWithoutDistrict & { district: string | null };
type Customers = ExpressionBuilder<{ c: FiguresWithoutDistrict } & Database, 'c'>;

/** The condition of an automatic tag (same thresholds as automaticTags below). */
function tagCondition(eb: Customers, tag: CustomerTag, rules: CustomerTagRules, at: Date): Expression<SqlBool> {
  switch (tag) {
    case 'Novo':
      return eb('c.first_order_at', '>=', daysBefore(at, rules.newDays));
    case 'Frequente':
      return eb('c.recent_count', '>=', rules.frequentOrders);
    case 'Em risco':
      return eb.and([eb('c.last_order_at', '<', daysBefore(at, rules.atRiskDays)), eb('c.last_order_at', '>=', daysBefore(at, rules.inactiveDays))]);
    case 'Inativo':
      return eb('c.last_order_at', '<', daysBefore(at, rules.inactiveDays));
  }
}

function filterCondition(eb: Customers, db: Kysely<Database>, restaurantId: string, filters: CustomerFilters, rules: CustomerTagRules, at: Date): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const term = filters.query?.trim();
  if (term) {
    const byName = eb(eb.fn('direto_fold', ['c.name']), 'like', eb.fn('direto_fold', [eb.val(`%${escapeLike(term)}%`)]));
    const digits = term.replace(/\D/g, '');
    // A phone typed any way ('(11) 91234', '11 91234-5678') matches the stored digits.
    conditions.push(digits.length >= 3 ? eb.or([byName, eb('c.phone', 'like', `%${digits}%`)]) : byName);
  }
  if (filters.inactiveDays !== undefined) conditions.push(eb('c.last_order_at', '<=', daysBefore(at, filters.inactiveDays)));
  if (filters.minOrders !== undefined) conditions.push(eb('c.order_count', '>=', filters.minOrders));
  if (filters.newDays !== undefined) conditions.push(eb('c.first_order_at', '>=', daysBefore(at, filters.newDays)));
  if (filters.district) {
    const district = eb.fn.coalesce(latestOrderDistrict(db, restaurantId, eb.ref('c.id')), 'c.imported_district');
    conditions.push(eb(eb.fn('direto_fold', [district]), '=', eb.fn('direto_fold', [eb.val(filters.district.trim())])));
  }
  if (filters.consent !== undefined) conditions.push(eb('c.marketing_consent', '=', filters.consent));
  if (filters.tag) {
    const automatic = automaticTagOf(filters);
    conditions.push(automatic ? tagCondition(eb, automatic, rules, at) : eb('c.tags', '@>', JSON.stringify([filters.tag.trim()]) as never));
  }
  return eb.and(conditions);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** 'em risco', 'Inativo', 'novo': the automatic tags whatever the case or accents. */
const CUSTOMER_TAG_BY_FOLDED = new Map<string, CustomerTag>(CUSTOMER_TAGS.map((tag) => [fold(tag), tag]));

export interface CustomerQuery {
  filters: CustomerFilters;
  rules: CustomerTagRules;
  at: Date;
  /** After the (sort_at, id) of the previous page's last customer. */
  after?: KeysetCursor;
  limit?: number;
  /** One customer (the customer's page). */
  customerId?: string;
}

/** The automatic tag a filter names, if it names one. */
const automaticTagOf = (filters: CustomerFilters) => (filters.tag ? CUSTOMER_TAG_BY_FOLDED.get(fold(filters.tag.trim())) : undefined);

/** Whether a filter reads a figure only the orders can tell (first order, counts): every customer's must be counted. */
function filtersOnCountedFigures(filters: CustomerFilters): boolean {
  const tag = automaticTagOf(filters);
  return filters.minOrders !== undefined || filters.newDays !== undefined || tag === 'Novo' || tag === 'Frequente';
}

/** Whether a filter keeps only customers who have ordered: their list order is their last order's, on its own index. */
function filtersOnLastOrder(filters: CustomerFilters): boolean {
  const tag = automaticTagOf(filters);
  return filters.inactiveDays !== undefined || tag === 'Em risco' || tag === 'Inativo';
}

/** The customers matching `query`, most recent order first, with what the next page starts after. */
export async function readCustomers(em: EntityManager, restaurantId: string, query: CustomerQuery): Promise<{ rows: FiguresRow[] }> {
  const { filters, rules, at, after, limit, customerId } = query;
  const db = queries(em);
  // A page (or one customer) filtered on the record's columns counts the orders of its own rows
  // only; a filter on counted figures, or the whole list (the CSV), counts them all in one pass.
  const countAll = filtersOnCountedFigures(filters) || (limit === undefined && customerId === undefined);
  const source = countAll ? figuresQuery(em, restaurantId, rules, at, customerId) : recordsWithLastOrderQuery(em, restaurantId, customerId);
  // Rows with a last order sort by it (sort_at is that time then): the index on last_order_at serves the filter and the order.
  const sortKey = filtersOnLastOrder(filters) ? 'c.last_order_at' : 'c.sort_at';
  let page = db
    .selectFrom((source as ReturnType<typeof figuresQuery>).as('c'))
    .selectAll()
    .where((eb) => filterCondition(eb as Customers, db, restaurantId, filters, rules, at));
  if (after) page = page.where((eb) => eb(eb.refTuple(sortKey, 'c.id'), '<', eb.tuple(after.at, after.id)));
  page = page.orderBy(sortKey, 'desc').orderBy('c.id', 'desc');
  if (limit !== undefined) page = page.limit(limit);
  const district = (eb: ExpressionBuilder<Database & { p: FiguresWithoutDistrict }, 'p'>) =>
    eb.fn.coalesce(latestOrderDistrict(db, restaurantId, eb.ref('p.id')), 'p.imported_district').as('district');
  // The bairro is looked up for the page's rows only, after paging.
  if (countAll) {
    const rows = await db.selectFrom(page.as('p')).selectAll('p').select(district).orderBy('p.sort_at', 'desc').orderBy('p.id', 'desc').execute();
    return { rows };
  }
  const frequentSince = daysBefore(at, rules.frequentDays);
  const rows = await db
    .selectFrom(page.as('p'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('orders as o')
          .where('o.restaurant_customer_id', '=', eb.ref('p.id'))
          .where('o.restaurant_id', '=', restaurantId)
          .where('o.status', '<>', 'cancelled')
          .select((o) => figureColumns(o, frequentSince))
          .as('f'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.name',
      'p.phone',
      'p.marketing_consent',
      'p.marketing_consent_at',
      'p.marketing_consent_source',
      'p.tags',
      'p.notes',
      'p.blocked',
      'p.user_id',
      'p.created_at',
      'p.imported_district',
      'p.sort_at',
      'f.first_order_at',
      'f.last_order_at',
      'f.order_count',
      'f.recent_count',
      'f.delivered_count',
      'f.delivered_total',
    ])
    .select(district)
    .orderBy('p.sort_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return { rows };
}

/** The automatic tags of a customer's figures (the same thresholds as tagCondition). */
function automaticTags(row: Pick<FiguresRow, 'first_order_at' | 'last_order_at' | 'recent_count'>, rules: CustomerTagRules, at: Date): CustomerTag[] {
  const tags: CustomerTag[] = [];
  const since = (days: number) => at.getTime() - days * DAY_MS;
  const first = row.first_order_at ? new Date(row.first_order_at).getTime() : null;
  const last = row.last_order_at ? new Date(row.last_order_at).getTime() : null;
  if (first !== null && first >= since(rules.newDays)) tags.push('Novo');
  if ((row.recent_count ?? 0) >= rules.frequentOrders) tags.push('Frequente');
  if (last !== null && last < since(rules.atRiskDays) && last >= since(rules.inactiveDays)) tags.push('Em risco');
  if (last !== null && last < since(rules.inactiveDays)) tags.push('Inativo');
  return tags;
}

const isoOrNull = (text: string | null) => (text ? new Date(text).toISOString() : null);

/** A row as the API answers it. */
export function toCustomerSummary(row: FiguresRow, rules: CustomerTagRules, at: Date): CustomerSummary {
  const deliveredCents = row.delivered_total ? toCents(row.delivered_total) : 0;
  const delivered = row.delivered_count ?? 0;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    firstOrderAt: isoOrNull(row.first_order_at),
    lastOrderAt: isoOrNull(row.last_order_at),
    orderCount: row.order_count ?? 0,
    totalSpent: fromCents(deliveredCents),
    averageTicket: delivered > 0 ? fromCents(Math.round(deliveredCents / delivered)) : null,
    district: row.district ?? null,
    marketingConsent: row.marketing_consent,
    marketingConsentAt: isoOrNull(row.marketing_consent_at),
    marketingConsentSource: row.marketing_consent_source,
    automaticTags: automaticTags(row, rules, at),
    tags: row.tags,
    notes: row.notes,
    blocked: row.blocked,
    hasAccount: row.user_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The restaurant's thresholds (null in the database = the defaults). */
export const tagRulesOf = (stored: CustomerTagRules | null | undefined): CustomerTagRules => stored ?? DEFAULT_CUSTOMER_TAG_RULES;
