import { useEffect } from 'react';
import { embeddedMenu } from '@/lib/embedded-menu';

/**
 * On a menu page's first load (the server embedded its restaurant and menu, issue 20), starts the
 * page's code at once (already downloading: the server preloads it), so it is ready by the first
 * render. The data the page asks first comes in the HTML too (lib/initial-data.ts): a signed-in
 * visitor's auth.me, orders and categories; a signed-out visitor is sent to the login anyway.
 */
export function useMenuPagePrefetch(loadMenuPage: () => void): void {
  useEffect(() => {
    if (embeddedMenu()) loadMenuPage();
  }, [loadMenuPage]);
}
