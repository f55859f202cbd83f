import { useRef } from 'react';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { buildOrderInput, type CartLine, type OrderDelivery } from './cart-rules';
import { newIdempotencyKey } from './idempotency-key';

interface CheckoutOptions {
  restaurant: { id: string; deliveryFee: string } | undefined;
  lines: readonly CartLine[];
  signedIn: boolean;
  /** Empties the cart, closes the mobile sheet and shows the order. */
  onPlaced: (order: { id: string }) => void;
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
export function useCheckout({ restaurant, lines, signedIn, onPlaced }: CheckoutOptions) {
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
    },
    onError: (error) => {
      toastError('Erro ao realizar pedido', error);
      void utils.product.listByRestaurant.invalidate();
      void utils.restaurant.bySlug.invalidate();
    },
  });

  /** The spec's checks (signed in, items in the cart), each refusal a toast; true when the order may go on. */
  const start = (): boolean => {
    if (!signedIn) {
      toast({ variant: 'destructive', title: 'Login necessário', description: 'Faça login para finalizar o pedido.' });
      return false;
    }
    if (!restaurant || lines.length === 0) {
      toast({ variant: 'destructive', title: 'Carrinho vazio', description: 'Adicione itens ao carrinho antes de finalizar o pedido.' });
      return false;
    }
    return true;
  };

  const checkout = (delivery?: OrderDelivery) => {
    if (!start() || !restaurant) return;
    // Other delivery details make another request, hence another key (the server would refuse the old one).
    const input = buildOrderInput(restaurant, lines, delivery);
    const request = JSON.stringify(input);
    if (attempt.current?.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    place.mutate({ ...input, idempotencyKey: attempt.current.key });
  };

  return { start, checkout, isPending: place.isPending };
}
