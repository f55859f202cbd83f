import { fromCents } from '@direto/contracts';
import { deliveryFeeCents, subtotalCents, totalCents, type CartLine } from '@/features/cart/cart-rules';
import { formatBRL } from '@/lib/format';

const money = (cents: number) => formatBRL(fromCents(cents));

/** Subtotal, delivery fee and total of a cart (spec §9): the cart and the checkout step show the same. */
export function CartTotals({ lines, deliveryFee }: { lines: readonly CartLine[]; deliveryFee: string }) {
  return (
    <dl className="space-y-1 border-t border-border pt-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(subtotalCents(lines))}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Taxa de entrega</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(deliveryFeeCents(deliveryFee))}</dd>
      </div>
      <div className="flex justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(totalCents(lines, deliveryFee))}</dd>
      </div>
    </dl>
  );
}
