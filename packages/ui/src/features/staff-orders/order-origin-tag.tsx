import { orderOriginTag, type OrderOrigin } from '@direto/contracts';

/** Issue 33: the board card's small tag of an order taken by staff or at a table ('Telefone', 'Balcão', 'Mesa 12'); nothing for the customer's own order. */
export function OrderOriginTag({ order }: { order: { origin?: OrderOrigin | null; tableName?: string | null; takenByName?: string | null; customerName?: string | null } }) {
  const tag = orderOriginTag(order);
  // An order nobody named is named by its origin ('Balcão', 'Mesa 12'): the name already says it.
  if (!tag || tag === order.customerName) return null;
  return (
    <span
      className="shrink-0 rounded border border-border bg-muted px-1.5 py-0.5 text-xs font-semibold text-foreground"
      title={order.takenByName ? `Registrado por ${order.takenByName}` : undefined}
    >
      {tag}
    </span>
  );
}
