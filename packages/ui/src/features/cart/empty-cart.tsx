import { ShoppingBag } from 'lucide-react';

/** 'Seu carrinho está vazio', in the customer's cart and at a table (issue 33). */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
      <ShoppingBag aria-hidden="true" className="size-10 opacity-40" />
      <p>Seu carrinho está vazio</p>
    </div>
  );
}
