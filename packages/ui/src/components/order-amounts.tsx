import { orderAmountLines, type OrderAmountFigures } from '@direto/contracts/display';

/**
 * Subtotal, the discount of a coupon or offer (issue 31: 'Desconto (CUPOM10) −R$ 5,00', only when
 * there is one), delivery fee and total, as the cart, the checkout step and the order pages show them.
 */
export function OrderAmounts(amounts: OrderAmountFigures) {
  return (
    <dl className="space-y-1 border-t border-border pt-3 text-sm">
      {orderAmountLines(amounts).map((line) =>
        line.kind === 'total' ? (
          <div key={line.kind} className="flex justify-between gap-2 text-base font-semibold">
            <dt>{line.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{line.value}</dd>
          </div>
        ) : (
          <div key={line.kind} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className={`whitespace-nowrap tabular-nums${line.kind === 'discount' ? ' font-medium text-success' : ''}`}>{line.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
