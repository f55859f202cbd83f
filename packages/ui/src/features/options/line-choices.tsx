import { describeItemOptions } from '@direto/contracts/display';
import type { OrderItemOption } from '@direto/contracts';
import type { CartLine } from '@/features/cart/cart-rules';

interface LineChoicesProps {
  options: readonly Pick<OrderItemOption, 'name' | 'quantity' | 'isFlavour'>[];
  notes?: string | null;
  className?: string;
}

/**
 * A line's options and note under its name, the same way everywhere (cart, order pages, owner's
 * detail): '½ Calabresa ½ Margherita', 'Catupiry', then the note in quotes.
 */
export function LineChoices({ options, notes, className = 'text-sm text-muted-foreground' }: LineChoicesProps) {
  const rows = describeItemOptions(options);
  if (rows.length === 0 && !notes) return null;
  return (
    <ul className={className}>
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
      {notes ? <li className="italic">Obs.: {notes}</li> : null}
    </ul>
  );
}

export function CartLineChoices({ line }: { line: CartLine }) {
  return <LineChoices options={line.options ?? []} notes={line.notes} />;
}
