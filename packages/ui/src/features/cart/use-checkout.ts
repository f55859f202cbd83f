import { useRef } from 'react';
import { toast, toastError } from '@/hooks/use-toast';
import type { GuestCustomerInput } from '@direto/contracts';
import { trpc } from '@/lib/trpc';
import { buildOrderInput, type CartLine, type OrderDelivery } from './cart-rules';
import { newIdempotencyKey } from './idempotency-key';

interface CheckoutOptions {
  restaurant: { id: string; deliveryFee: string } | undefined;
  lines: readonly CartLine[];
  signedIn: boolean;
  /** Issue 30: the restaurant takes orders without an account, and the visitor is signed out. */
  guest?: boolean;
  /** Empties the cart, closes the mobile sheet and shows the order. */
  onPlaced: (order: { id: string }) => void;
  /** A guest's order: shows its tracking page (/pedido/{token}). */
  onGuestPlaced?: (placed: { order: { id: string }; trackingToken: string }) => void;
}

/**
 * 'Finalizar Pedido' opens the checkout step once the spec's checks pass (`start`); 'Confirmar
 * pedido' places the order with the step's delivery details (`checkout`, spec §4, §5, §8) and
 * hands it to `onPlaced`, which shows the order's page. The server recomputes every amount; when prices changed
 * it refuses with a message, and the menu is refetched so the cart shows the new prices.
 *
 * Each attempt carries an idempotency key. Clicking again with the same cart after a failure
 * reuses it: when the first try was placed but its answer was lost (a flaky mobile connection),
 * the server answers with that order instead of placing a second one. Another cart, or an
 * order after a success, gets a new key.
 */
export function useCheckout({ restaurant, lines, signedIn, guest = false, onPlaced, onGuestPlaced }: CheckoutOptions) {
  const utils = trpc.useUtils();
  /** The key of the last attempt not known to have succeeded, and the request it was sent with. */
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const place = trpc.order.place.useMutation({
    onSuccess: (order) => {
      attempt.current = null;
      // No toast: the order's page says 'Pedido realizado!' in its own flow, where a phone's toast
      // would have covered the top bar (docs/decisions.md, "Where 'Pedido realizado!' shows").
      onPlaced(order);
      void utils.order.mine.invalidate();
      // The order may have used the loyalty reward: the card's banner must not offer it again.
      void utils.loyalty.progress.invalidate();
    },
    onError: (error) => refused(error),
  });
  const placeGuest = trpc.guestOrder.place.useMutation({
    onSuccess: (placed) => {
      attempt.current = null;
      onGuestPlaced?.(placed);
      void utils.guestOrder.device.invalidate();
      void utils.loyalty.progress.invalidate();
    },
    onError: (error) => refused(error),
  });
  function refused(error: Parameters<typeof toastError>[1]) {
    toastError('Erro ao realizar pedido', error);
    void utils.product.listByRestaurant.invalidate();
    void utils.restaurant.bySlug.invalidate();
  }

  /** The spec's checks (signed in, items in the cart), each refusal a toast; true when the order may go on. */
  const start = (): boolean => {
    if (!signedIn && !guest) {
      toast({ variant: 'destructive', title: 'Login necessário', description: 'Faça login para finalizar o pedido.' });
      return false;
    }
    if (!restaurant || lines.length === 0) {
      toast({ variant: 'destructive', title: 'Carrinho vazio', description: 'Adicione itens ao carrinho antes de finalizar o pedido.' });
      return false;
    }
    return true;
  };

  /** `customer`: a guest's name, phone and consent (issue 30); without it, the signed-in account orders. */
  const checkout = (delivery?: OrderDelivery, customer?: GuestCustomerInput) => {
    if (!start() || !restaurant) return;
    // Other delivery details make another request, hence another key (the server would refuse the old one).
    const input = buildOrderInput(restaurant, lines, delivery);
    const request = JSON.stringify([input, customer ?? null]);
    if (attempt.current?.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    if (guest && customer) placeGuest.mutate({ ...input, id: restaurant.id, customer, idempotencyKey: attempt.current.key });
    else place.mutate({ ...input, idempotencyKey: attempt.current.key });
  };

  return { start, checkout, isPending: place.isPending || placeGuest.isPending };
}
