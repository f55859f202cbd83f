import { useId, useState } from 'react';
import { EmptyCart } from '@/features/cart/empty-cart';
import { formatBRL, fromCents, toCents } from '@direto/contracts/display';
import type { OrderWithItems } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { buildOrderInput, checkoutAmounts, subtotalCents, type CartLine } from '@/features/cart/cart-rules';
import { CartLineList } from '@/features/cart/cart-line-list';
import { useCheckoutBenefit } from '@/features/coupon-checkout/use-checkout-benefit';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

interface TableCartProps {
  token: string;
  restaurant: { id: string; isOpen: boolean; offers?: unknown[] };
  lines: readonly CartLine[];
  onQuantityChange: (key: string, quantity: number) => void;
  onSent: (order: OrderWithItems) => void;
}

/** At a table there is no delivery: no fee line, no address. */
const NO_FEE = '0.00';

/**
 * Table mode's cart and its short checkout: the lines, an optional name, notes and 'Enviar
 * pedido'. No payment: the conta is paid at the end. The amounts are the server's (an automatic
 * offer's discount comes from its quote, as on the menu).
 */
export function TableCart({ token, restaurant, lines, onQuantityChange, onSent }: TableCartProps) {
  // The cart shows twice (the phone's sheet, the desktop's column): each its own ids.
  const ids = useId();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const empty = lines.length === 0;
  const benefit = useCheckoutBenefit(restaurant.id, empty ? null : fromCents(subtotalCents(lines)), (restaurant.offers?.length ?? 0) > 0);
  const place = trpc.tableLink.placeOrder.useMutation({
    onSuccess: (order) => {
      setNotes('');
      onSent(order);
    },
    onError: (error) => toastError('Não foi possível enviar o pedido', error),
  });

  if (empty) {
    return <EmptyCart />;
  }
  const amounts = checkoutAmounts(lines, NO_FEE, benefit.benefit);
  const send = () => {
    const { items } = buildOrderInput({ id: restaurant.id, deliveryFee: NO_FEE }, lines);
    place.mutate({
      token,
      order: { subtotal: amounts.subtotal, total: amounts.total, notes: notes.trim() || null },
      items,
      name: name.trim() || null,
    });
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <CartLineList lines={lines} onQuantityChange={onQuantityChange} />
      <dl className="space-y-1 border-t border-border pt-3 text-sm">
        {toCents(amounts.discount) > 0 ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Desconto{benefit.benefit?.title ? ` (${benefit.benefit.title})` : ''}</dt>
            <dd className="whitespace-nowrap font-medium tabular-nums text-success">−{formatBRL(amounts.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatBRL(amounts.total)}</dd>
        </div>
      </dl>
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-name`}>Seu nome (opcional)</Label>
        <Input id={`${ids}-name`} autoComplete="given-name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-notes`}>Observações</Label>
        <Textarea id={`${ids}-notes`} rows={2} maxLength={500} placeholder="Ex.: sem gelo" value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      {restaurant.isOpen ? null : <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">Este restaurante está fechado e não está recebendo pedidos no momento.</p>}
      <Button type="submit" className="w-full" size="lg" disabled={place.isPending || !restaurant.isOpen}>
        {place.isPending ? 'Enviando...' : 'Enviar pedido'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">Pague ao final, na conta.</p>
    </form>
  );
}
