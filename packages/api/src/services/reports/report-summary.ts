import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, type ReportSummary } from '@direto/contracts';
import { periodOrders, periodTotals, type ReportScope } from './report-scope';
import { centsOf, countOf } from './report-money';

/** A cancelled order the restaurant gave no reason for. */
const NO_CANCEL_REASON = 'Sem motivo informado';

interface Figures {
  count: number;
  subtotal: number;
  discount: number;
  fee: number;
  service: number;
  total: number;
}

const none = (): Figures => ({ count: 0, subtotal: 0, discount: 0, fee: 0, service: 0, total: 0 });

function reasonFigures(reasons: Map<string, Figures>, reason: string): Figures {
  const figures = reasons.get(reason) ?? none();
  reasons.set(reason, figures);
  return figures;
}

/** Σ of one dimension's daily rows over the period. */
function periodSums(em: EntityManager, scope: ReportScope, dimension: 'sales' | 'cancelled') {
  return periodTotals(em, scope, dimension).select((eb) => [
    eb.fn.sum('t.orders').as('count'),
    eb.fn.sum('t.gross').as('subtotal'),
    eb.fn.sum('t.discounts').as('discount'),
    eb.fn.sum('t.fees').as('fee'),
    eb.fn.sum('t.service').as('service'),
    eb.fn.sum('t.net').as('total'),
  ]);
}

type Sum = string | number | bigint | null;
type Sums = Partial<Record<'count' | 'subtotal' | 'discount' | 'fee' | 'service' | 'total', Sum>>;

const figuresOf = (row: Sums | undefined): Figures => ({
  count: countOf(row?.count),
  subtotal: centsOf(row?.subtotal),
  discount: centsOf(row?.discount),
  fee: centsOf(row?.fee),
  service: centsOf(row?.service),
  total: centsOf(row?.total),
});

/**
 * The period's totals: sales and cancellations (by reason) from the daily aggregate, the few
 * orders still in progress live (their partial index). Five sums a row, in cents here:
 * net = gross − discounts + delivery fees + service charges (issue 33's contas), to the centavo.
 */
export async function reportSummary(em: EntityManager, scope: ReportScope): Promise<ReportSummary> {
  const salesRow = await periodSums(em, scope, 'sales').executeTakeFirst();
  const cancelledRows = await periodSums(em, scope, 'cancelled').select('t.key').groupBy('t.key').execute();
  const open = await periodOrders(em, scope)
    .where('o.status', 'not in', ['delivered', 'cancelled'])
    .select((eb) => [eb.fn.count('o.id').as('count'), eb.fn.sum('o.total').as('total')])
    .executeTakeFirst();
  const sales = figuresOf(salesRow);
  const inProgress = figuresOf(open);
  const reasons = new Map<string, Figures>();
  for (const row of cancelledRows) {
    const into = reasonFigures(reasons, row.key ?? NO_CANCEL_REASON);
    const figures = figuresOf(row);
    into.count += figures.count;
    into.total += figures.total;
  }
  const byReason = [...reasons].map(([reason, figures]) => ({ reason, count: figures.count, value: fromCents(figures.total) }));
  // Most frequent first; a reason given before none given.
  byReason.sort((a, b) => b.count - a.count || Number(a.reason === NO_CANCEL_REASON) - Number(b.reason === NO_CANCEL_REASON) || a.reason.localeCompare(b.reason, 'pt-BR'));
  return {
    from: scope.from,
    to: scope.to,
    grossSales: fromCents(sales.subtotal),
    discounts: fromCents(sales.discount),
    deliveryFees: fromCents(sales.fee),
    serviceCharges: fromCents(sales.service),
    net: fromCents(sales.total),
    orders: sales.count,
    averageTicket: sales.count === 0 ? null : fromCents(Math.round(sales.total / sales.count)),
    cancelled: {
      count: byReason.reduce((sum, reason) => sum + reason.count, 0),
      value: fromCents([...reasons.values()].reduce((sum, figures) => sum + figures.total, 0)),
      byReason,
    },
    inProgress: { count: inProgress.count, value: fromCents(inProgress.total) },
  };
}
