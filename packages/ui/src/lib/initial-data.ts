import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { embeddedMenu, type EmbeddedMenu } from './embedded-menu';
import { embeddedQueries, seedQueries } from './seeded-queries';
import { trpc } from './trpc';

/**
 * Puts what the server embedded in a menu page (issue 20) into the query cache, under the very
 * keys the screens ask for, before the first render: the restaurant and its menu
 * (restaurant.bySlug, product.listByRestaurant) and, for a signed-in visitor, auth.me, their
 * orders and the menu's categories; for a signed-out one (a guest-orders restaurant), auth.me as
 * signed out and the categories. The page then paints without a round trip to the API; queries
 * never go stale (query-client.ts), so nothing is asked again. Only for the page it was written
 * for: another path (or a slug that differs) leaves the cache empty.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const data = embeddedMenu(doc);
  if (data) seedMenuData(queryClient, data);
  // Another page with its first view (issue 37: order pages, table mode): the queries it asks first.
  else seedQueries(queryClient, embeddedQueries(doc));
}

/** The same data into a query cache: the browser's from the page, the server's first view of the page (entry-server.tsx) from what it embeds. */
export function seedMenuData(queryClient: QueryClient, data: EmbeddedMenu): void {
  queryClient.setQueryData(getQueryKey(trpc.restaurant.bySlug, { slug: data.slug }, 'query'), data.restaurant);
  if (data.products) queryClient.setQueryData(getQueryKey(trpc.product.listByRestaurant, { id: data.restaurant.id }, 'query'), data.products);
  const guest = data.signedOut;
  if (guest) {
    // The server saw no session: auth.me would answer 401, which the app reads as signed out (null).
    queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), null);
    queryClient.setQueryData(getQueryKey(trpc.category.list, { restaurantId: data.restaurant.id }, 'query'), guest.categories);
  }
  const visitor = data.signedIn;
  if (!visitor) return;
  queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), visitor.me);
  if (visitor.myOrders) queryClient.setQueryData(getQueryKey(trpc.order.mine, undefined, 'query'), visitor.myOrders);
  queryClient.setQueryData(getQueryKey(trpc.category.list, { restaurantId: data.restaurant.id }, 'query'), visitor.categories);
}
