import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, type ReportSummary } from '@direto/contracts';
import { periodOrders, type ReportScope } from './report-scope';
import { centsOf, countOf } from './report-money';

/** A cancelled order the restaurant gave no reason for. */
const NO_CANCEL_REASON = 'Sem motivo informado';

interface Figures {
  count: number;
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
}

const none = (): Figures => ({ count: 0, subtotal: 0, discount: 0, fee: 0, total: 0 });

function reasonFigures(reasons: Map<string, Figures>, reason: string): Figures {
  const figures = reasons.get(reason) ?? none();
  reasons.set(reason, figures);
  return figures;
}

/**
 * The period's totals from one pass over its orders, grouped by status (and a cancellation's
 * reason): sales are the delivered ones; cancelled and in progress apart. Four sums a row, in
 * cents here: net = gross − discounts + delivery fees, to the centavo.
 */
export async function reportSummary(em: EntityManager, scope: ReportScope): Promise<ReportSummary> {
  const groups = await periodOrders(em, scope)
    .groupBy(['o.status', 'o.cancel_reason'])
    .select((eb) => [
      'o.status',
      'o.cancel_reason',
      eb.fn.count('o.id').as('count'),
      eb.fn.sum('o.subtotal').as('subtotal'),
      eb.fn.sum('o.discount').as('discount'),
      eb.fn.sum('o.delivery_fee').as('fee'),
      eb.fn.sum('o.total').as('total'),
    ])
    .execute();
  const sales = none();
  const inProgress = none();
  const reasons = new Map<string, Figures>();
  for (const group of groups) {
    const into = group.status === 'delivered' ? sales : group.status === 'cancelled' ? reasonFigures(reasons, group.cancel_reason ?? NO_CANCEL_REASON) : inProgress;
    into.count += countOf(group.count);
    into.subtotal += centsOf(group.subtotal);
    into.discount += centsOf(group.discount);
    into.fee += centsOf(group.fee);
    into.total += centsOf(group.total);
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
