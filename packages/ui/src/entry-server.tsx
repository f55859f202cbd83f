import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { roleOf } from '@/app/route-paths';
import { AppRoutes, loadMenuPage } from '@/app/routes';
import { leavesPartToTheBrowser } from '@/internals/react-server-render-markers';
import type { EmbeddedMenu } from '@/lib/embedded-menu';
import { seedMenuData } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient } from '@/lib/trpc';

/** Never called on the server (nothing fetches while rendering to a string): only the providers need one. */
const trpcClient = createTrpcClient();

/**
 * Issue 20: the menu page's first view as HTML, rendered on the server (apps/server's
 * menu-page.ts, from the build `vite build` writes to dist/ssr) with the very components and data
 * the browser then hydrates (main.tsx), so the page paints before any of its script has run.
 * The same tree as App.tsx's, a StaticRouter in place of the BrowserRouter: the browser's first
 * render must give the same HTML. Only for a signed-in customer, the one visitor who sees the menu
 * (others get the login or another screen, rendered by the browser as before); null otherwise.
 * `url` is the page's path; `data` is what the page embeds (lib/embedded-menu.ts).
 */
export async function renderMenuPage(url: string, data: EmbeddedMenu): Promise<string | null> {
  if (!data.products || roleOf(data.signedIn?.me ?? null) !== 'customer') return null;
  // Loaded once per process: from then on the page renders whole, without a Suspense fallback.
  await loadMenuPage();
  const queryClient = createQueryClient();
  seedMenuData(queryClient, data);
  const html = renderToString(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  // A part left to the browser (a component threw or suspended) makes no first view worth
  // sending: the page goes out as before, and the browser renders it all.
  return leavesPartToTheBrowser(html) ? null : html;
}
