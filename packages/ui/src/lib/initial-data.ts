import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { embeddedMenu } from './embedded-menu';
import { trpc } from './trpc';

/**
 * Puts the restaurant and its menu the server embedded in the page into the query cache, under
 * the very keys the menu page asks for (restaurant.bySlug, then product.listByRestaurant), so
 * the first render shows the menu without a round trip to the API. Only for the page it was
 * written for: another path (or a slug that differs) leaves the cache empty.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const data = embeddedMenu(doc);
  if (!data) return;
  queryClient.setQueryData(getQueryKey(trpc.restaurant.bySlug, { slug: data.slug }, 'query'), data.restaurant);
  if (data.products) queryClient.setQueryData(getQueryKey(trpc.product.listByRestaurant, { id: data.restaurant.id }, 'query'), data.products);
}

/** Whether this page load's embedded data was already put in the cache (it describes the first page only). */
let seeded = false;

/**
 * Seeds the cache from the embedded data once, before the menu page's first query reads it. Called
 * by the menu page rather than at start-up, so the code stays out of the entry script that every
 * screen (the login screen first) loads.
 */
export function useInitialMenuData(): void {
  const queryClient = useQueryClient();
  if (seeded) return;
  seeded = true;
  seedInitialData(queryClient);
}
