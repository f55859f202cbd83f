import { formatBRL } from '@/lib/format';

/** Subtotal, delivery fee and total, as the cart, the checkout step and both order pages show them. */
export function OrderAmounts({ subtotal, deliveryFee, total }: { subtotal: string; deliveryFee: string; total: string }) {
  return (
    <dl className="space-y-1 border-t border-border pt-3 text-sm">
      <div className="flex justify-between gap-2">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatBRL(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt className="text-muted-foreground">Taxa de entrega</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatBRL(deliveryFee)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatBRL(total)}</dd>
      </div>
    </dl>
  );
}
