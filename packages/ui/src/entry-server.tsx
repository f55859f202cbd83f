import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { roleOf } from '@/app/route-paths';
import { AppRoutes, loadFirstViewPages, loadGuestMenuGate, loadMenuPage } from '@/app/routes';
import { leavesPartToTheBrowser } from '@/internals/react-server-render-markers';
import type { EmbeddedMenu } from '@/lib/embedded-menu';
import { seedMenuData } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';
import { FirstViewNowProvider } from '@/lib/first-view-now';
import { seedQueries, type SeededQuery } from '@/lib/seeded-queries';
import { createTrpcClient } from '@/lib/trpc';

/** Never called on the server (nothing fetches while rendering to a string): only the providers need one. */
const trpcClient = createTrpcClient();

/**
 * Issue 20: the menu page's first view as HTML, rendered on the server (apps/server's
 * menu-page.ts, from the build `vite build` writes to dist/ssr) with the very components and data
 * the browser then hydrates (main.tsx), so the page paints before any of its script has run.
 * The same tree as App.tsx's, a StaticRouter in place of the BrowserRouter: the browser's first
 * render must give the same HTML. Only for the visitors who see the menu: a signed-in customer, and
 * a signed-out one where the restaurant takes guest orders (issue 30; others get the login or
 * another screen, rendered by the browser as before); null otherwise.
 * `url` is the page's path; `data` is what the page embeds (lib/embedded-menu.ts).
 */
export async function renderMenuPage(url: string, data: EmbeddedMenu): Promise<string | null> {
  if (!data.products) return null;
  const customer = roleOf(data.signedIn?.me ?? null) === 'customer';
  // Signed out, the menu shows only where the restaurant takes guest orders (GuestMenuGate).
  const guest = !data.signedIn && data.signedOut !== undefined && data.restaurant.guestOrders === true;
  if (!customer && !guest) return null;
  // Loaded once per process: from then on the page renders whole, without a Suspense fallback.
  await Promise.all([loadMenuPage(), guest ? loadGuestMenuGate() : undefined]);
  return renderRoutes(url, (queryClient) => seedMenuData(queryClient, data));
}

/**
 * Issue 37: the first view of another page a customer lands on (a guest's order, a signed-in
 * customer's order, table mode) from the answers of the queries it asks first, as the server
 * embeds them (apps/server's page-first-view.ts), seeded under the keys the browser seeds too
 * (lib/seeded-queries.ts); null when a part would be left to the browser. `now` (ISO) is the
 * instant the server embeds beside them: texts relative to now are rendered from it, here and while
 * the browser hydrates (lib/first-view-now.ts).
 */
export async function renderPage(url: string, queries: SeededQuery[], now: string = new Date().toISOString()): Promise<string | null> {
  await loadFirstViewPages();
  return renderRoutes(url, (queryClient) => seedQueries(queryClient, queries), (routes) => <FirstViewNowProvider now={now}>{routes}</FirstViewNowProvider>);
}

/** The app's routes at `url` as HTML, from a query cache `seed` fills; null when a part would be left to the browser. */
function renderRoutes(url: string, seed: (queryClient: QueryClient) => void, wrap: (routes: ReactNode) => ReactNode = (routes) => routes): string | null {
  const queryClient = createQueryClient();
  seed(queryClient);
  const html = renderToString(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <StaticRouter location={url}>{wrap(<AppRoutes />)}</StaticRouter>
    </AppProviders>,
  );
  // A part left to the browser (a component threw or suspended) makes no first view worth
  // sending: the page goes out as before, and the browser renders it all.
  return leavesPartToTheBrowser(html) ? null : html;
}
