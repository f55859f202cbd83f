import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { embeddedMenu } from './embedded-menu';
import { trpc } from './trpc';

/**
 * On a menu page, the server embeds what the page first asks about a signed-in visitor (issue 20):
 * auth.me, their orders and the menu's categories. Put in the query cache under the very keys the
 * screens ask for, before the first render, the page paints without waiting for the API. Queries
 * never go stale (query-client.ts), so nothing is asked again.
 */
export function seedSignedInVisitor(queryClient: QueryClient, doc: Document = document): void {
  const menu = embeddedMenu(doc);
  const visitor = menu?.signedIn;
  if (!menu || !visitor) return;
  queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), visitor.me);
  if (visitor.myOrders) queryClient.setQueryData(getQueryKey(trpc.order.mine, undefined, 'query'), visitor.myOrders);
  queryClient.setQueryData(getQueryKey(trpc.category.list, { restaurantId: menu.restaurant.id }, 'query'), visitor.categories);
}
