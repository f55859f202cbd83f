import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc, type RouterOutputs } from './trpc';

/** The block the server writes into the menu page's HTML (apps/server/src/plugins/spa.ts). */
const INITIAL_DATA_ID = 'direto-initial-data';
const MENU_PATH = /^\/(?:restaurant|r)\/([^/]+)\/?$/;

interface InitialData {
  slug: string;
  restaurant: RouterOutputs['restaurant']['bySlug'];
  products: RouterOutputs['product']['listByRestaurant'] | null;
}

/**
 * Puts the restaurant and its menu the server embedded in the page into the query cache, under
 * the very keys the menu page asks for (restaurant.bySlug, then product.listByRestaurant), so
 * the first render shows the menu without a round trip to the API. Only for the page it was
 * written for: another path (or a slug that differs) leaves the cache empty.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(INITIAL_DATA_ID);
  const match = MENU_PATH.exec(doc.location.pathname);
  if (!element?.textContent || !match?.[1]) return;
  let data: InitialData;
  try {
    data = JSON.parse(element.textContent) as InitialData;
  } catch {
    return;
  }
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return;
  }
  if (data.slug !== slug || !data.restaurant) return;
  queryClient.setQueryData(getQueryKey(trpc.restaurant.bySlug, { slug }, 'query'), data.restaurant);
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
