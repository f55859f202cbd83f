import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ORDER_TYPE_LABELS,
  PAYMENT_BRAND_LABELS,
  PAYMENT_METHOD_LABELS,
  REPORT_ORIGIN_LABELS,
  fromCents,
  type ReportBreakdown,
  type ReportBreakdownResult,
  type ReportRows,
} from '@direto/contracts';
import { periodSales, type ReportScope } from './report-scope';
import { centsOf, countOf, moneyOf } from './report-money';

/**
 * Issue 32: each breakdown of a period's sales (delivered orders, docs/reports.md), one query
 * each over the (restaurant_id, business_date) index. Money is summed as numeric in SQL and
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
  const rows = await periodSales(em, scope)
    .groupBy('o.business_date')
    .select((eb) => [
      'o.business_date',
      eb.fn.count('o.id').as('orders'),
      eb.fn.sum('o.subtotal').as('gross'),
      eb.fn.sum('o.discount').as('discounts'),
      eb.fn.sum('o.delivery_fee').as('fees'),
      eb.fn.sum('o.total').as('net'),
    ])
    .execute();
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
    };
  });
}

/** Weekday of the business day × local hour of the order (its slot's, when scheduled); only hours with sales. */
async function byHour(em: EntityManager, scope: ReportScope): Promise<ReportRows<'hours'>> {
  const rows = await periodSales(em, scope)
    .select((eb) => [
      eb.fn<number>('date_part', [eb.val('dow'), eb.ref('o.business_date')]).as('weekday'),
      eb.fn<number>('date_part', [eb.val('hour'), eb.fn('timezone', [eb.val(scope.timeZone), eb.fn.coalesce('o.scheduled_for', 'o.created_at')])]).as('hour'),
      eb.fn.count('o.id').as('orders'),
      eb.fn.sum('o.total').as('net'),
    ])
    .groupBy(['weekday', 'hour'])
    .orderBy('weekday')
    .orderBy('hour')
    .execute();
  return rows.map((row) => ({ weekday: Number(row.weekday), hour: Number(row.hour), orders: countOf(row.orders), net: moneyOf(row.net) }));
}

/** Units and revenue of each product (its name as ordered), best sellers first; share of the items' revenue. */
async function byProduct(em: EntityManager, scope: ReportScope): Promise<ReportRows<'products'>> {
  const rows = await periodSales(em, scope)
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .groupBy('i.product_name')
    .select((eb) => ['i.product_name', eb.fn.sum('i.quantity').as('quantity'), eb.fn.sum('i.total_price').as('revenue')])
    .orderBy('revenue', 'desc')
    .orderBy('i.product_name')
    .execute();
  const totalCents = rows.reduce((sum, row) => sum + centsOf(row.revenue), 0);
  return rows.map((row) => ({
    product: row.product_name,
    quantity: countOf(row.quantity),
    revenue: moneyOf(row.revenue),
    share: totalCents === 0 ? 0 : Math.round((centsOf(row.revenue) * 1000) / totalCents) / 10,
  }));
}

async function byPayment(em: EntityManager, scope: ReportScope): Promise<ReportRows<'payments'>> {
  const rows = await periodSales(em, scope)
    .groupBy(['o.payment_method', 'o.card_brand'])
    .select((eb) => ['o.payment_method', 'o.card_brand', eb.fn.count('o.id').as('orders'), eb.fn.sum('o.total').as('net')])
    .orderBy('net', 'desc')
    .execute();
  return rows.map((row) => {
    const method = row.payment_method ?? null;
    const brand = row.card_brand ?? null;
    const methodLabel = method ? PAYMENT_METHOD_LABELS[method] : NOT_INFORMED;
    return { method, brand, label: brand ? `${methodLabel} · ${PAYMENT_BRAND_LABELS[brand]}` : methodLabel, orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

async function byDistrict(em: EntityManager, scope: ReportScope): Promise<ReportRows<'districts'>> {
  const rows = await periodSales(em, scope)
    .select((eb) => [eb.ref('o.address', '->>').key('district').as('district'), eb.fn.count('o.id').as('orders'), eb.fn.sum('o.total').as('net')])
    .groupBy('district')
    .orderBy('net', 'desc')
    .execute();
  return rows.map((row) => {
    const district = row.district?.trim() ? row.district : null;
    return { district, label: district ?? NO_DISTRICT, orders: countOf(row.orders), net: moneyOf(row.net) };
  });
}

async function byOrderType(em: EntityManager, scope: ReportScope): Promise<ReportRows<'order-types'>> {
  const rows = await periodSales(em, scope)
    .groupBy('o.order_type')
    .select((eb) => ['o.order_type', eb.fn.count('o.id').as('orders'), eb.fn.sum('o.total').as('net')])
    .orderBy('net', 'desc')
    .execute();
  return rows.map((row) => ({ orderType: row.order_type, label: ORDER_TYPE_LABELS[row.order_type], orders: countOf(row.orders), net: moneyOf(row.net) }));
}

/** An order with an account, or placed without one (issue 30's guest orders); later issues add theirs here. */
async function byOrigin(em: EntityManager, scope: ReportScope): Promise<ReportRows<'origins'>> {
  const rows = await periodSales(em, scope)
    .select((eb) => [
      eb.case().when('o.customer_id', 'is not', null).then('account').else('guest').end().as('origin'),
      eb.fn.count('o.id').as('orders'),
      eb.fn.sum('o.total').as('net'),
    ])
    .groupBy('origin')
    .orderBy('net', 'desc')
    .execute();
  return rows.map((row) => ({ origin: row.origin, label: REPORT_ORIGIN_LABELS[row.origin] ?? row.origin, orders: countOf(row.orders), net: moneyOf(row.net) }));
}

/** Each coupon code or automatic offer used: its uses, the discount given and the orders' revenue (Σ totals). */
async function byCoupon(em: EntityManager, scope: ReportScope): Promise<ReportRows<'coupons'>> {
  const rows = await periodSales(em, scope)
    .leftJoin('coupons as c', 'c.id', 'o.promotion_id')
    .where((eb) => eb.or([eb('o.promotion_id', 'is not', null), eb('o.coupon_code', 'is not', null)]))
    .groupBy(['o.coupon_code', 'o.promotion_id', 'c.title'])
    .select((eb) => ['o.coupon_code', 'c.title', eb.fn.count('o.id').as('uses'), eb.fn.sum('o.discount').as('discount'), eb.fn.sum('o.total').as('revenue')])
    .orderBy('uses', 'desc')
    .orderBy('o.coupon_code')
    .execute();
  return rows.map((row) => ({
    code: row.coupon_code ?? null,
    title: row.title ?? row.coupon_code ?? DELETED_OFFER,
    uses: countOf(row.uses),
    discount: moneyOf(row.discount),
    revenue: moneyOf(row.revenue),
  }));
}

/**
 * Customers (their record at the restaurant, or their account) buying in the period: new when
 * they had no sale before it, returning otherwise. Orders of no identifiable customer are left out.
 */
async function byCustomerKind(em: EntityManager, scope: ReportScope): Promise<ReportRows<'customers'>> {
  const rows = await periodSales(em, scope)
    .where((eb) => eb.or([eb('o.restaurant_customer_id', 'is not', null), eb('o.customer_id', 'is not', null)]))
    .select((eb) => [
      eb.fn.coalesce(eb.cast<string>('o.restaurant_customer_id', 'text'), eb.cast<string>('o.customer_id', 'text')).as('who'),
      eb
        .exists(
          eb
            .selectFrom('orders as p')
            .select('p.id')
            .where('p.restaurant_id', '=', scope.restaurantId)
            .where('p.status', '=', 'delivered')
            .where('p.business_date', '<', scope.from)
            .where((inner) =>
              inner.or([
                inner('p.restaurant_customer_id', '=', inner.ref('o.restaurant_customer_id')),
                inner.and([inner('o.restaurant_customer_id', 'is', null), inner('p.customer_id', '=', inner.ref('o.customer_id'))]),
              ]),
            ),
        )
        .as('returning'),
      eb.fn.count('o.id').as('orders'),
      eb.fn.sum('o.total').as('net'),
    ])
    .groupBy(['who', 'returning'])
    .execute();
  const kinds = { new: { customers: 0, orders: 0, cents: 0 }, returning: { customers: 0, orders: 0, cents: 0 } };
  for (const row of rows) {
    const kind = kinds[row.returning ? 'returning' : 'new'];
    kind.customers += 1;
    kind.orders += countOf(row.orders);
    kind.cents += centsOf(row.net);
  }
  return [
    { kind: 'new', label: 'Clientes novos', customers: kinds.new.customers, orders: kinds.new.orders, net: fromCents(kinds.new.cents) },
    { kind: 'returning', label: 'Clientes recorrentes', customers: kinds.returning.customers, orders: kinds.returning.orders, net: fromCents(kinds.returning.cents) },
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
