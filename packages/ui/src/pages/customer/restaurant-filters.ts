import type { ListRestaurantsInput, RestaurantListItem } from '@direto/contracts';
import { RESTAURANT_PAGE_SIZE } from '@direto/contracts';

export const ALL_CUISINES = 'all';
/** The wait after the last keystroke before the server is asked (as the product search does). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The cuisines to offer: every one seen among the restaurants loaded so far (spec §2: "the distinct
 * cuisines of the loaded restaurants"), kept as filters change so a filtered list does not shrink
 * its own choices, plus the chosen one; sorted.
 */
export function cuisinesOf(seen: ReadonlySet<string>, restaurants: readonly RestaurantListItem[], chosen: string): string[] {
  const set = new Set(seen);
  for (const restaurant of restaurants) if (restaurant.cuisine) set.add(restaurant.cuisine);
  if (chosen !== ALL_CUISINES) set.add(chosen);
  return [...set].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/**
 * The server does the search (name or cuisine, ignoring accents and case) and the cuisine filter,
 * a page at a time (issue 20); blank filters are left out.
 */
export function listInput(customerId: string, search: string, cuisine: string): Omit<ListRestaurantsInput, 'cursor'> {
  const q = search.trim();
  return {
    customerId,
    ...(q ? { q } : {}),
    ...(cuisine !== ALL_CUISINES ? { cuisine: cuisine as ListRestaurantsInput['cuisine'] } : {}),
    limit: RESTAURANT_PAGE_SIZE,
  };
}

export function hasFilters(search: string, cuisine: string): boolean {
  return search.trim() !== '' || cuisine !== ALL_CUISINES;
}
