import { useEffect } from 'react';

/** What public/after-first-paint.js waits for to replay the taps made before the app took the page over. */
const HYDRATED = 'direto:menu-hydrated';

/**
 * For a page the server sends with its first view (issue 37: order pages, table mode): tells
 * after-first-paint.js the page is live, so a button tapped on the server's markup is tapped again
 * now instead of being lost. Effects run once the page has hydrated (main.tsx).
 */
export function useAnnounceHydrated(): void {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED));
  }, []);
}
