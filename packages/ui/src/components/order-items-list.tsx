import type { OrderWithItems } from '@direto/contracts';
import { LineChoices } from '@/features/options/line-choices';
import { formatBRL } from '@/lib/format';

/** The lines of an order: "2× Acarajé … R$ 36,00". */
export function OrderItemsList({ items, label }: { items: OrderWithItems['items']; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-1 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex justify-between gap-2">
          <div>
            {item.quantity}× {item.productName}
            <LineChoices options={item.options ?? []} notes={item.notes} className="text-xs text-muted-foreground" />
          </div>
          <span className="shrink-0 whitespace-nowrap tabular-nums text-muted-foreground">{formatBRL(item.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
