import type { Product } from '@direto/contracts';
import { QueryState, type QueryLike } from '@/components/query-state';
import type { LineSelection } from '@/features/cart/cart-rules';
import { RestaurantMenu } from './restaurant-menu';

/** The menu's products with their loading, error and empty states: the restaurant's page and table mode (issue 33). */
export function MenuProducts({ query, restaurantId, onAdd }: { query: QueryLike<Product[]>; restaurantId: string; onAdd: (product: Product, selection?: LineSelection) => void }) {
  return (
    <QueryState
      query={query}
      loading="Carregando cardápio..."
      error="Não foi possível carregar o cardápio: "
      empty="Este restaurante ainda não possui itens no cardápio."
      className="py-8"
    >
      {(products) => <RestaurantMenu restaurantId={restaurantId} products={products} onAdd={onAdd} />}
    </QueryState>
  );
}
