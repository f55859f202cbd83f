import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deliveryFeeCents, lineTotalCents, subtotalCents, totalCents, type CartLine } from '@/features/cart/cart-rules';
import { fromCents } from '@direto/contracts';
import { formatBRL } from '@/lib/format';

interface CartPanelProps {
  lines: readonly CartLine[];
  deliveryFee: string;
  isOpen: boolean;
  isPending: boolean;
  onQuantityChange: (productId: string, quantity: number) => void;
  onCheckout: () => void;
}

const money = (cents: number) => formatBRL(fromCents(cents));

/** 'Seu Pedido': the cart's lines, amounts and the checkout button (side column or bottom sheet). */
export function CartPanel({ lines, deliveryFee, isOpen, isPending, onQuantityChange, onCheckout }: CartPanelProps) {
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
        <ShoppingBag aria-hidden="true" className="size-10 opacity-40" />
        <p>Seu carrinho está vazio</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border">
        {lines.map((line) => (
          <li key={line.product.id} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 break-words font-medium leading-snug">{line.product.name}</p>
              <p className="whitespace-nowrap text-sm text-muted-foreground">{formatBRL(line.product.price)} cada</p>
            </div>
            <div className="flex items-center gap-1" role="group" aria-label={`Quantidade de ${line.product.name}`}>
              <Button
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={line.quantity === 1 ? `Remover ${line.product.name}` : `Diminuir ${line.product.name}`}
                onClick={() => onQuantityChange(line.product.id, line.quantity - 1)}
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
                onClick={() => onQuantityChange(line.product.id, line.quantity + 1)}
                disabled={line.quantity >= 99}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <span className="w-20 shrink-0 whitespace-nowrap text-right text-sm font-medium tabular-nums">{money(lineTotalCents(line))}</span>
          </li>
        ))}
      </ul>
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
      {isOpen ? null : (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">Este restaurante está fechado e não está recebendo pedidos no momento.</p>
      )}
      <Button className="w-full" size="lg" onClick={onCheckout} disabled={isPending || !isOpen}>
        {isPending ? 'Enviando pedido...' : 'Finalizar Pedido'}
      </Button>
    </div>
  );
}
