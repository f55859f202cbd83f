import { Minus, Plus, Trash2 } from 'lucide-react';
import { fromCents } from '@direto/contracts/display';
import { Button } from '@/components/ui/button';
import { CartLineChoices } from '@/features/options/line-choices';
import { formatBRL } from '@/lib/format';
import { lineKey, lineTotalCents, lineUnitCents, type CartLine } from './cart-rules';

const money = (cents: number) => formatBRL(fromCents(cents));

/**
 * A cart's lines with their choices, unit price, '−'/'+' (the last '−' removes the line) and
 * line total: 'Seu Pedido' on the menu and the staff's 'Novo pedido'. `onQuantityChange` gets
 * lineKey(line): the product id for a line without options or note.
 */
export function CartLineList({ lines, onQuantityChange }: { lines: readonly CartLine[]; onQuantityChange: (key: string, quantity: number) => void }) {
  return (
    <ul className="divide-y divide-border">
      {lines.map((line) => (
        <li key={lineKey(line)} className="flex items-center gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 break-words font-medium leading-snug">{line.product.name}</p>
            <CartLineChoices line={line} />
            <p className="whitespace-nowrap text-sm text-muted-foreground">{formatBRL(fromCents(lineUnitCents(line)))} cada</p>
          </div>
          <div className="flex items-center gap-1" role="group" aria-label={`Quantidade de ${line.product.name}`}>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={line.quantity === 1 ? `Remover ${line.product.name}` : `Diminuir ${line.product.name}`}
              onClick={() => onQuantityChange(lineKey(line), line.quantity - 1)}
            >
              {line.quantity === 1 ? <Trash2 aria-hidden="true" /> : <Minus aria-hidden="true" />}
            </Button>
            <span className="w-7 text-center font-medium tabular-nums" aria-live="polite">
              {line.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={`Aumentar ${line.product.name}`}
              onClick={() => onQuantityChange(lineKey(line), line.quantity + 1)}
              disabled={line.quantity >= 99}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <span className="w-20 shrink-0 whitespace-nowrap text-right text-sm font-medium tabular-nums">{money(lineTotalCents(line))}</span>
        </li>
      ))}
    </ul>
  );
}
