import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The last product added, numbered so adding the same one again pulses and speaks again. */
export interface CartAddition {
  name: string;
  serial: number;
}

interface CartBarProps {
  count: number;
  /** The cart's total, formatted. */
  total: string;
  addition: CartAddition | null;
  onOpen: () => void;
}

/**
 * The bar at the bottom of the menu on phones and tablets ('Ver carrinho'). Adding a product
 * pulses it briefly (not under prefers-reduced-motion) and tells screen readers, instead of a
 * toast that would cover 'Voltar' and the cart icon at the top of a small screen.
 */
export function CartBar({ count, total, addition, onOpen }: CartBarProps) {
  return (
    <>
      {/* Always present, so the first addition is announced too; desktops have the toast instead. */}
      <p role="status" className="sr-only lg:hidden">
        {addition ? <span key={addition.serial}>{`${addition.name} foi adicionado ao carrinho.`}</span> : null}
      </p>
      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background p-3 lg:hidden">
          <Button size="lg" className="relative w-full justify-between" onClick={onOpen}>
            {addition ? (
              // A new element per addition restarts the animation.
              <span
                key={addition.serial}
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 rounded-md motion-safe:animate-cart-pulse"
              />
            ) : null}
            <span className="flex items-center gap-2">
              <ShoppingCart aria-hidden="true" />
              Ver carrinho ({count})
            </span>
            <span className="tabular-nums">{total}</span>
          </Button>
        </div>
      ) : null}
    </>
  );
}
