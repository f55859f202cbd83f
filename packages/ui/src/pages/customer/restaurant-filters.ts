import type { RestaurantListItem } from '@direto/contracts';

export const ALL_CUISINES = 'all';

/** The distinct cuisines of the loaded restaurants, sorted (spec §2 cuisine filter). */
export function cuisinesOf(restaurants: readonly RestaurantListItem[]): string[] {
  const set = new Set<string>();
  for (const restaurant of restaurants) if (restaurant.cuisine) set.add(restaurant.cuisine);
  return [...set].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** Search matches the name or the cuisine, ignoring case; the cuisine filter matches exactly. */
export function filterRestaurants(
  restaurants: readonly RestaurantListItem[],
  search: string,
  cuisine: string,
): RestaurantListItem[] {
  const term = search.trim().toLocaleLowerCase('pt-BR');
  return restaurants.filter((restaurant) => {
    if (cuisine !== ALL_CUISINES && restaurant.cuisine !== cuisine) return false;
    if (!term) return true;
    return (
      restaurant.name.toLocaleLowerCase('pt-BR').includes(term) ||
      (restaurant.cuisine ?? '').toLocaleLowerCase('pt-BR').includes(term)
    );
  });
}
