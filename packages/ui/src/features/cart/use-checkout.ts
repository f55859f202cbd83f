import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { buildOrderInput, type CartLine } from './cart-rules';

interface CheckoutOptions {
  restaurant: { id: string; deliveryFee: string } | undefined;
  lines: readonly CartLine[];
  signedIn: boolean;
  /** Empties the cart and closes the mobile sheet. */
  onPlaced: () => void;
}

/**
 * Places the order (spec §4, §5, §8). The server recomputes every amount; when prices changed
 * it refuses with a message, and the menu is refetched so the cart shows the new prices.
 */
export function useCheckout({ restaurant, lines, signedIn, onPlaced }: CheckoutOptions) {
  const utils = trpc.useUtils();
  const place = trpc.order.place.useMutation({
    onSuccess: () => {
      toast({ title: 'Pedido realizado!', description: 'Seu pedido foi enviado para o restaurante.' });
      onPlaced();
      void utils.order.mine.invalidate();
    },
    onError: (error) => {
      toastError('Erro ao realizar pedido', error);
      void utils.product.listByRestaurant.invalidate();
      void utils.restaurant.bySlug.invalidate();
    },
  });

  const checkout = () => {
    if (!signedIn) {
      toast({ variant: 'destructive', title: 'Login necessário', description: 'Faça login para finalizar o pedido.' });
      return;
    }
    if (!restaurant || lines.length === 0) {
      toast({ variant: 'destructive', title: 'Carrinho vazio', description: 'Adicione itens ao carrinho antes de finalizar o pedido.' });
      return;
    }
    place.mutate(buildOrderInput(restaurant, lines));
  };

  return { checkout, isPending: place.isPending };
}
