import type { EntityManager } from '@mikro-orm/postgresql';
import { CASH_METHODS, CASH_ONLINE_ORIGIN_LABEL, ORDER_ORIGIN_LABELS, ORDER_ORIGINS, PAYMENT_BRANDS, cashLineLabel, fromCents, toCents, type CashClosing, type CashLine, type CashMethod, type CashSalesShare, type PaymentBrand } from '@direto/contracts';
import { queries } from '@direto/db';

interface MethodSum {
  method: CashMethod;
  brand: PaymentBrand | null;
  orderCount: number;
  totalCents: number;
  /** What customers handed over: the note for change, or the total. */
  receivedCents: number;
}

/** The session's delivered orders (delivery is final, so a counted order is never cancelled later; the filter says it anyway). */
const deliveredOrdersOf = (em: EntityManager, sessionId: string) =>
  queries(em)
    .selectFrom('cash_session_orders')
    .innerJoin('orders', 'orders.id', 'cash_session_orders.order_id')
    .where('cash_session_orders.session_id', '=', sessionId)
    .where('orders.status', '=', 'delivered');

/**
 * The session's delivered orders summed per payment method and brand (numeric in SQL, cents here).
 * An order of a table's conta (issue 33) was paid in parts (order_payments: half in cash, half on
 * a card): each part adds to its own method, the order to each of their counts. Any other order
 * adds its total to its own payment_method.
 */
async function sumOrdersByMethod(em: EntityManager, sessionId: string): Promise<MethodSum[]> {
  const sessionOrders = deliveredOrdersOf(em, sessionId);
  const [whole, parts] = await Promise.all([
    sessionOrders
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('order_payments').whereRef('order_payments.order_id', '=', 'orders.id').select('order_payments.id'))))
      .groupBy(['orders.payment_method', 'orders.card_brand'])
      .select((eb) => [
        'orders.payment_method as method',
        'orders.card_brand as brand',
        eb.fn.countAll<string>().as('order_count'),
        eb.fn.sum<string>('orders.total').as('total'),
        eb.fn.sum<string>(eb.fn.coalesce('orders.change_for', 'orders.total')).as('received'),
      ])
      .execute(),
    sessionOrders
      .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
      .groupBy(['order_payments.method', 'order_payments.card_brand'])
      .select((eb) => [
        'order_payments.method as method',
        'order_payments.card_brand as brand',
        eb.fn.count<string>('orders.id').distinct().as('order_count'),
        eb.fn.sum<string>('order_payments.amount').as('total'),
        // The change of a conta's cash was given at the table: a part is what stayed.
        eb.fn.sum<string>('order_payments.amount').as('received'),
      ])
      .execute(),
  ]);
  const sums = new Map<string, MethodSum>();
  for (const row of [...whole, ...parts]) {
    const method = row.method ?? 'unspecified';
    const brand = row.brand ?? null;
    const key = `${method}:${brand ?? ''}`;
    const sum = sums.get(key) ?? { method, brand, orderCount: 0, totalCents: 0, receivedCents: 0 };
    sum.orderCount += Number(row.order_count);
    sum.totalCents += toCents(row.total);
    sum.receivedCents += toCents(row.received);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** How many orders the session counts (an order paid in two methods is one order). */
async function countOrders(em: EntityManager, sessionId: string): Promise<number> {
  const row = await deliveredOrdersOf(em, sessionId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Issue 33: the sales by origin — the customers' own orders first, then the staff's and the tables' in their usual order. */
async function salesByOrigin(em: EntityManager, sessionId: string): Promise<CashSalesShare[]> {
  const rows = await deliveredOrdersOf(em, sessionId)
    .groupBy('orders.origin')
    .select((eb) => ['orders.origin as origin', eb.fn.countAll<string>().as('order_count'), eb.fn.sum<string>('orders.total').as('total')])
    .execute();
  const rank = (origin: string | null) => (origin === null ? -1 : ORDER_ORIGINS.indexOf(origin as (typeof ORDER_ORIGINS)[number]));
  return rows
    .sort((a, b) => rank(a.origin) - rank(b.origin))
    .map((row) => ({
      label: row.origin === null ? CASH_ONLINE_ORIGIN_LABEL : (ORDER_ORIGIN_LABELS[row.origin as (typeof ORDER_ORIGINS)[number]] ?? row.origin),
      orderCount: Number(row.order_count),
      total: fromCents(toCents(row.total)),
    }));
}

/** Issue 33: the orders staff took, by who took them (the name as it was when they took it), the busiest first. */
async function salesByStaff(em: EntityManager, sessionId: string): Promise<CashSalesShare[]> {
  const rows = await deliveredOrdersOf(em, sessionId)
    .where('orders.taken_by_name', 'is not', null)
    .groupBy('orders.taken_by_name')
    .select((eb) => ['orders.taken_by_name as name', eb.fn.countAll<string>().as('order_count'), eb.fn.sum<string>('orders.total').as('total')])
    .execute();
  return rows
    .map((row) => ({ label: row.name ?? '', orderCount: Number(row.order_count), total: fromCents(toCents(row.total)) }))
    .sort((a, b) => toCents(b.total) - toCents(a.total) || a.label.localeCompare(b.label, 'pt-BR'));
}

async function sumMovements(em: EntityManager, sessionId: string): Promise<{ deposits: number; withdrawals: number }> {
  const rows = await queries(em)
    .selectFrom('cash_movements')
    .where('session_id', '=', sessionId)
    .groupBy('type')
    .select((eb) => ['type', eb.fn.sum<string>('amount').as('amount')])
    .execute();
  const of = (type: string) => toCents(rows.find((row) => row.type === type)?.amount ?? '0');
  return { deposits: of('deposit'), withdrawals: of('withdrawal') };
}

const lineOrder = (line: Pick<CashLine, 'method' | 'brand'>) =>
  CASH_METHODS.indexOf(line.method) * 100 + (line.brand ? PAYMENT_BRANDS.indexOf(line.brand) + 1 : 0);

/**
 * What the caixa should hold, per method and brand: Σ of its orders' totals (subtotal − discount +
 * fee, as stored); the cash line is the drawer: fundo de troco + received − troco + suprimentos −
 * sangrias. Nothing counted yet (counted and differences null).
 */
export async function computeExpected(em: EntityManager, session: { id: string; openingFloat: string }): Promise<CashClosing> {
  const [sums, movements, orderCount, byOrigin, byStaff] = await Promise.all([
    sumOrdersByMethod(em, session.id),
    sumMovements(em, session.id),
    countOrders(em, session.id),
    salesByOrigin(em, session.id),
    salesByStaff(em, session.id),
  ]);
  const cashSums = sums.filter((sum) => sum.method === 'cash');
  const cashSales = cashSums.reduce((total, sum) => total + sum.totalCents, 0);
  const cashReceived = cashSums.reduce((total, sum) => total + sum.receivedCents, 0);
  const floatCents = toCents(session.openingFloat);
  const drawer = floatCents + cashSales + movements.deposits - movements.withdrawals;
  const cashLine: CashLine = {
    method: 'cash',
    brand: null,
    label: cashLineLabel('cash', null),
    orderCount: cashSums.reduce((total, sum) => total + sum.orderCount, 0),
    expected: fromCents(drawer),
    counted: null,
    difference: null,
  };
  const otherLines: CashLine[] = sums
    .filter((sum) => sum.method !== 'cash')
    .map((sum) => ({ method: sum.method, brand: sum.brand, label: cashLineLabel(sum.method, sum.brand), orderCount: sum.orderCount, expected: fromCents(sum.totalCents), counted: null, difference: null }));
  const lines = [cashLine, ...otherLines].sort((a, b) => lineOrder(a) - lineOrder(b));
  const salesCents = sums.reduce((total, sum) => total + sum.totalCents, 0);
  return {
    lines,
    cash: {
      openingFloat: fromCents(floatCents),
      cashSales: fromCents(cashSales),
      cashReceived: fromCents(cashReceived),
      changeGiven: fromCents(cashReceived - cashSales),
      deposits: fromCents(movements.deposits),
      withdrawals: fromCents(movements.withdrawals),
      expected: fromCents(drawer),
    },
    orderCount,
    salesTotal: fromCents(salesCents),
    expectedTotal: fromCents(lines.reduce((total, line) => total + toCents(line.expected), 0)),
    countedTotal: null,
    differenceTotal: null,
    byOrigin,
    byStaff,
  };
}
