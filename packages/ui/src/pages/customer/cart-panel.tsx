import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { EmptyCart } from '@/features/cart/empty-cart';
import { fromCents } from '@direto/contracts/display';
import { Button } from '@/components/ui/button';
import { subtotalCents, type CartLine } from '@/features/cart/cart-rules';
import { CartLineList } from '@/features/cart/cart-line-list';
import { useCheckoutBenefit } from '@/features/coupon-checkout/use-checkout-benefit';
import type { CurrentUser } from '@/lib/trpc';
import { CartTotals } from './cart-totals';
import type { CheckoutRestaurant, CheckoutStepProps } from './checkout-step';
import { CartMinimum, isBelowCartMinimum } from '@/features/delivery/cart-minimum';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Spinner } from '@/components/ui/spinner';

// The checkout form (react-hook-form, zod, address and payment fields) is not needed to paint the
// menu: the menu page fetches it once idle (preloadCheckoutStep), before anyone can reach it.
const CheckoutStep = lazyWithPreload(() => import('./checkout-step').then((module) => ({ default: module.CheckoutStep })));
export const preloadCheckoutStep = CheckoutStep.preload;

interface CartPanelProps {
  restaurant: CheckoutRestaurant;
  lines: readonly CartLine[];
  deliveryFee: string;
  isOpen: boolean;
  isPending: boolean;
  user: CurrentUser | null;
  /** `key` is lineKey(line): the product id for a line without options or note. */
  onQuantityChange: (key: string, quantity: number) => void;
  /** 'Finalizar Pedido': the spec's checks; true when the checkout step may open. */
  onStart: () => boolean;
  /** 'Confirmar pedido' in the checkout step. */
  onConfirm: CheckoutStepProps['onConfirm'];
}

/**
 * 'Seu Pedido' (side column or bottom sheet): the cart's lines, amounts and 'Finalizar Pedido',
 * which moves to the checkout step (address, phone, notes, 'Confirmar pedido').
 */
export function CartPanel({ restaurant, lines, deliveryFee, isOpen, isPending, user, onQuantityChange, onStart, onConfirm }: CartPanelProps) {
  const [step, setStep] = useState<'cart' | 'checkout'>('cart');
  // A transition: while the checkout's code is still arriving the cart stays on screen (its
  // button busy), instead of a spinner that the form then pushes away (issue 37).
  const [opening, startOpening] = useTransition();
  const finish = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const empty = lines.length === 0;
  // Issue 31: the coupon applied at checkout and an automatic offer show in both steps. The cart
  // asks as it changes only when there is something to show (an offer, a code); the checkout always.
  const benefit = useCheckoutBenefit(restaurant.id, empty ? null : fromCents(subtotalCents(lines)), step === 'checkout' || (restaurant.offers?.length ?? 0) > 0);
  // An emptied cart starts over at its first step.
  useEffect(() => {
    if (empty) setStep('cart');
  }, [empty]);
  // Back from the checkout step, focus returns to the button that opened it.
  useEffect(() => {
    if (step === 'cart' && returning.current) finish.current?.focus();
    returning.current = false;
  }, [step]);

  const cartStep = (
    <div className="space-y-4">
      <CartLineList lines={lines} onQuantityChange={onQuantityChange} />
      <CartTotals lines={lines} deliveryFee={deliveryFee} benefit={benefit.benefit} />
      <CartMinimum restaurant={restaurant} lines={lines} />
      {isOpen ? null : (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">Este restaurante está fechado e não está recebendo pedidos no momento.</p>
      )}
      <Button
        ref={finish}
        className="w-full"
        size="lg"
        onClick={() => {
          if (onStart()) startOpening(() => setStep('checkout'));
        }}
        aria-busy={opening}
        disabled={opening || isPending || !isOpen || isBelowCartMinimum(restaurant, lines)}
      >
        Finalizar Pedido
      </Button>
    </div>
  );
  const checkoutStep = (
    <CheckoutStep
      restaurant={restaurant}
      lines={lines}
      deliveryFee={deliveryFee}
      isOpen={isOpen}
      isPending={isPending}
      user={user}
      benefit={benefit}
      onBack={() => {
        returning.current = true;
        setStep('cart');
      }}
      onConfirm={onConfirm}
    />
  );
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      }
    >
      {empty ? <EmptyCart /> : step === 'checkout' ? checkoutStep : cartStep}
    </Suspense>
  );
}
