import { formatBRL, type CashSalesShare } from '@direto/contracts';

/** Issue 33: a share of the open caixa's sales — by origin, or by who on the staff took the orders. Nothing while empty. */
export function CashSalesShares({ title, shares }: { title: string; shares: readonly CashSalesShare[] }) {
  if (shares.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {shares.map((share) => (
          <div key={share.label} className="contents">
            <dt>
              {share.label} <span className="text-muted-foreground">({share.orderCount} {share.orderCount === 1 ? 'pedido' : 'pedidos'})</span>
            </dt>
            <dd className="text-right">{formatBRL(share.total)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
