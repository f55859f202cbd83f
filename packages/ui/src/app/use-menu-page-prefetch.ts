import { useEffect } from 'react';
import { embeddedMenu } from '@/lib/embedded-menu';

/**
 * On a menu page's first load (the server embedded its restaurant and menu, issue 20), starts the
 * page's code at once (already downloading: the server preloads it), so it is ready by the first
 * render. The data the page asks first comes in the HTML too (lib/initial-data.ts): a signed-in
 * visitor's auth.me, orders and categories; for a signed-out one where the restaurant takes guest
 * orders, 'signed out' and the categories (others are sent to the login).
 */
export function useMenuPagePrefetch(loadMenuPage: () => void): void {
  useEffect(() => {
    if (embeddedMenu()) loadMenuPage();
  }, [loadMenuPage]);
}
