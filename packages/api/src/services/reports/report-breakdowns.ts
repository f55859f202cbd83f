import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PLACED_ORDER_TYPE_LABELS,
  PAYMENT_BRAND_LABELS,
  PAYMENT_METHOD_LABELS,
  REPORT_ORIGIN_LABELS,
  fromCents,
  type ReportBreakdown,
  type ReportBreakdownResult,
  type PlacedOrderType,
  type PaymentBrand,
  type PaymentMethod,
  type ReportRows,
} from '@direto/contracts';
import { customerKindTotals, queries } from '@direto/db';
import { periodDays, periodTotals, type ReportScope } from './report-scope';
import { centsOf, countOf, moneyOf } from './report-money';

/**
 * Issue 32: each breakdown of a period's sales (delivered orders, docs/reports.md), one query
 * each over the aggregate report_daily_totals (one row per day, or month, and key, kept by the
 * orders' triggers); `customers` reads report_customers. Money is summed as numeric in SQL and
 * carried as cents here: Σ of any breakdown by order = the summary's net, to the centavo.
 */

const NOT_INFORMED = 'Não informado';
const NO_DISTRICT = 'Sem bairro (retirada ou endereço sem bairro)';
const DELETED_OFFER = 'Oferta excluída';

/** Every date from `from` to `to` ('AAAA-MM-DD'). */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

/** Every day of the period, a day without sales as zeros (the chart shows the gap). */
async function byDay(em: EntityManager, scope: ReportScope): Promise<ReportRows<'days'>> {
  const rows = await periodDays(em, scope, 'sales').select(['t.business_date', 't.orders', 't.gross', 't.discounts', 't.fees', 't.service', 't.net']).execute();
  const byDate = new Map(rows.map((row) => [String(row.business_date).slice(0, 10), row]));
  return datesOf(scope.from, scope.to).map((date) => {
    const row = byDate.get(date);
    return {
      date,
      orders: countOf(row?.orders),
      net: moneyOf(row?.net),
      grossSales: moneyOf(row?.gross),
      discounts: moneyOf(row?.discounts),
      deliveryFees: moneyOf(row?.fees),
      serviceCharges: moneyOf(row?.service),
    };
  });
}

/**
 * Weekday of the business day × local hour of the order (its slot's, when scheduled); only hours
 * with sales. A month's rows keep the weekday in `extra`; a day's is its date's.
 */
async function byHour(em: EntityManager, scope: ReportScope): Promise<ReportRows<'hours'>> {
  const rows = await periodTotals(em, scope, 'hour')
    .select((eb) => [
      eb.fn.coalesce(eb.cast<number>('t.extra', 'integer'), eb.fn<number>('date_part', [eb.val('dow'), eb.ref('t.business_date')])).as('weekday'),
      eb.cast<number>('t.key', 'integer').as('hour'),
      eb.fn.sum('t.orders').as('orders'),
      eb.fn.sum('t.net').as('net'),
    ])
    .groupBy(['weekday', 'hour'])
    .orderBy('weekday')
    .orderBy('hour')
    .execute();
  return rows.map((row) => ({ weekday: Number(row.weekday), hour: Number(row.hour), orders: countOf(row.orders), net: moneyOf(row.net) }));
}

/** Units and revenue of each product (its name as ordered), best sellers first; share of the items' revenue. */
async function byProduct(em: EntityManager, scope: ReportScope): Promise<ReportRows<'products'>> {
  const rows = await periodTotals(em, scope, 'product')
    .groupBy('t.key')
    .select((eb) => ['t.key', eb.fn.sum('t.quantity').as('quantity'), eb.fn.sum('t.net').as('revenue')])
    .orderBy('revenue', 'desc')
    .orderBy('t.key')
    .execute();
  const totalCents = rows.reduce((sum, row) => sum + centsOf(row.revenue), 0);
  return rows.map((row) => ({
    product: row.key ?? '',
    quantity: countOf(row.quantity),
    revenue: moneyOf(row.revenue),
    share: totalCents === 0 ? 0 : Math.round((centsOf(row.revenue) * 1000) / totalCents) / 10,
  }));
}

async function byPayment(em: EntityManager, scope: ReportScope): Promise<ReportRows<'payments'>> {
  const rows = await periodTotals(em, scope, 'payment')
    .groupBy(['t.key', 't.extra'])
    .select((eb) => ['t.key', 't.extra', eb.fn.sum('t.orders').as('orders'), eb.fn.sum('t.net').as('net')])
    .orderBy('net', 'desc')
    .orderBy('t.key')
    .orderBy('t.extra')
    .execute();
  return rows.map((row) => {
    const method = (row.key ?? null) as PaymentMethod | null;
    const brand = (row.extra ?? null) as PaymentBrand | null;
    const methodLabel = method ? PAYMENT_METHOD_LABELS[method] : NOT_INFORMED;
    return { method, brand, label: brand ? `${methodLabel} · ${PAYMENT_BRAND_LABELS[brand]}` : methodLabel, orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

async function byDistrict(em: EntityManager, scope: ReportScope): Promise<ReportRows<'districts'>> {
  const rows = await periodTotals(em, scope, 'district')
    .groupBy('t.key')
    .select((eb) => ['t.key', eb.fn.sum('t.orders').as('orders'), eb.fn.sum('t.net').as('net')])
    .orderBy('net', 'desc')
    .orderBy('t.key')
    .execute();
  return rows.map((row) => {
    const district = row.key?.trim() ? row.key : null;
    return { district, label: district ?? NO_DISTRICT, orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

async function byOrderType(em: EntityManager, scope: ReportScope): Promise<ReportRows<'order-types'>> {
  const rows = await periodTotals(em, scope, 'order_type')
    .groupBy('t.key')
    .select((eb) => ['t.key', eb.fn.sum('t.orders').as('orders'), eb.fn.sum('t.net').as('net')])
    .orderBy('net', 'desc')
    .orderBy('t.key')
    .execute();
  return rows.map((row) => {
    const orderType = row.key as PlacedOrderType;
    return { orderType, label: PLACED_ORDER_TYPE_LABELS[orderType], orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

/** Staff's and tables' orders by their origin (issue 33); the customers' own by account or without one (issue 30). */
async function byOrigin(em: EntityManager, scope: ReportScope): Promise<ReportRows<'origins'>> {
  const rows = await periodTotals(em, scope, 'origin')
    .groupBy('t.key')
    .select((eb) => ['t.key', eb.fn.sum('t.orders').as('orders'), eb.fn.sum('t.net').as('net')])
    .orderBy('net', 'desc')
    .orderBy('t.key')
    .execute();
  return rows.map((row) => {
    const origin = row.key ?? 'guest';
    return { origin, label: REPORT_ORIGIN_LABELS[origin] ?? origin, orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

/** Each coupon code or automatic offer used: its uses, the discount given and the orders' revenue (Σ totals). */
async function byCoupon(em: EntityManager, scope: ReportScope): Promise<ReportRows<'coupons'>> {
  const rows = await periodTotals(em, scope, 'coupon')
    // The offer's id is kept as text in the aggregate's second key; its title is today's.
    .leftJoin('coupons as c', (join) => join.on((eb) => eb(eb.cast<string>('c.id', 'text'), '=', eb.ref('t.extra'))))
    .groupBy(['t.key', 't.extra', 'c.title'])
    .select((eb) => ['t.key', 'c.title', eb.fn.sum('t.orders').as('uses'), eb.fn.sum('t.discounts').as('discount'), eb.fn.sum('t.net').as('revenue')])
    .orderBy('uses', 'desc')
    .orderBy('t.key')
    .orderBy('t.extra')
    .execute();
  return rows.map((row) => ({
    code: row.key ?? null,
    title: row.title ?? row.key ?? DELETED_OFFER,
    uses: countOf(row.uses),
    discount: moneyOf(row.discount),
    revenue: moneyOf(row.revenue),
  }));
}

/**
 * Customers (their record at the restaurant, or their account) buying in the period: new when
 * they had no sale before it, returning otherwise. Orders of no identifiable customer are left out.
 * The customers from report_customers (their first and last day, their sale days); the returning
 * customers' orders and net are the identified sales of the period minus the new customers'.
 */
async function byCustomerKind(em: EntityManager, scope: ReportScope): Promise<ReportRows<'customers'>> {
  const identified = await periodTotals(em, scope, 'identified')
    .select((eb) => [eb.fn.sum('t.orders').as('orders'), eb.fn.sum('t.net').as('net')])
    .executeTakeFirst();
  const kinds = await customerKindTotals(queries(em), scope.restaurantId, scope.from, scope.to);
  const newCents = centsOf(kinds.newNet);
  return [
    { kind: 'new', label: 'Clientes novos', customers: kinds.newCustomers, orders: kinds.newOrders, net: fromCents(newCents) },
    {
      kind: 'returning',
      label: 'Clientes recorrentes',
      customers: kinds.returningCustomers,
      orders: countOf(identified?.orders) - kinds.newOrders,
      net: fromCents(centsOf(identified?.net) - newCents),
    },
  ];
}

const BREAKDOWNS: { [Name in ReportBreakdown]: (em: EntityManager, scope: ReportScope) => Promise<ReportRows<Name>> } = {
  days: byDay,
  hours: byHour,
  products: byProduct,
  payments: byPayment,
  districts: byDistrict,
  'order-types': byOrderType,
  origins: byOrigin,
  coupons: byCoupon,
  customers: byCustomerKind,
};

export async function reportBreakdown(em: EntityManager, scope: ReportScope, breakdown: ReportBreakdown): Promise<ReportBreakdownResult> {
  const rows = await BREAKDOWNS[breakdown](em, scope);
  return { breakdown, from: scope.from, to: scope.to, rows } as ReportBreakdownResult;
}
