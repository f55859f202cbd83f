import { useEffect } from 'react';
import { embeddedMenu } from '@/lib/embedded-menu';
import { trpc } from '@/lib/trpc';

/**
 * On a menu page's first load (the server embedded its restaurant and menu, issue 20), asks for
 * the rest of what the page shows — the customer's orders ('Pedido em andamento' banner) and the
 * menu's categories — in the same request as auth.me, so the page paints whole the first time:
 * nothing arrives afterwards to push the menu down or render it again. The page's code (already
 * downloading: the server preloads it) is started meanwhile too, so it is ready when auth.me answers.
 */
export function useMenuPagePrefetch(loadMenuPage: () => void): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    const menu = embeddedMenu();
    if (!menu) return;
    loadMenuPage();
    // A signed-in visitor's page carries these already (a non-customer has no orders to ask for).
    if (menu.signedIn) return;
    // A signed-out visitor's refused order.mine is simply not kept: the page asks again if it needs it.
    void utils.order.mine.prefetch();
    void utils.category.list.prefetch({ restaurantId: menu.restaurant.id });
  }, [utils, loadMenuPage]);
}
