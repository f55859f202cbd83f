import { join } from 'node:path';
import { firstViewPage } from './menu-page-render';
import { indexHtmlReader } from './spa';
import { chunkWithImports, entryFiles, readViteManifest } from './vite-manifest';

/** The menu page's source in packages/ui: its key in the build's manifest. */
const MENU_PAGE_SOURCE = 'src/pages/customer/restaurant-menu-page.tsx';
/** What a signed-out visitor's menu comes in (issue 30): a small chunk, preloaded with the menu's. */
const GUEST_MENU_GATE_SOURCE = 'src/pages/customer/guest-menu-gate.tsx';

/** What the menu page takes from the web app's build. */
interface MenuPageBuild {
  indexHtml: string;
  /**
   * The menu page's own chunk and the chunks it imports, to preload beside the main script instead
   * of discovering them one import after another once the page is shown (those index.html already
   * asks for are left out).
   */
  menuChunks: readonly string[];
  /** index.html made for a page that comes with its first view (menu-page-render.ts), or null. */
  firstViewPage: string | null;
}

/**
 * The build's index.html, and what its manifest says the menu page needs, worked out once per
 * build: looked up again only when index.html changes (a rebuild needs no restart; the one stat
 * per page is index.html's, as for every page of the app). A build whose manifest is not there
 * yet (being written) is looked at again on the next page.
 */
export function menuPageBuildReader(distDir: string): () => MenuPageBuild | null {
  const readIndexHtml = indexHtmlReader(join(distDir, 'index.html'));
  let cached: { build: MenuPageBuild; complete: boolean } | null = null;
  return () => {
    const indexHtml = readIndexHtml();
    if (indexHtml === null) return null;
    if (cached?.build.indexHtml !== indexHtml || !cached.complete) cached = menuPageBuild(distDir, indexHtml);
    return cached.build;
  };
}

function menuPageBuild(distDir: string, indexHtml: string): { build: MenuPageBuild; complete: boolean } {
  const manifest = readViteManifest(distDir);
  const entry = manifest && entryFiles(manifest);
  if (!manifest || !entry) return { build: { indexHtml, menuChunks: [], firstViewPage: null }, complete: false };
  const preloaded = new Set([entry.script, ...entry.modulePreloads]);
  const chunks = [...chunkWithImports(manifest, MENU_PAGE_SOURCE), ...chunkWithImports(manifest, GUEST_MENU_GATE_SOURCE)];
  const menuChunks = [...new Set(chunks)].filter((file) => !preloaded.has(file));
  return { build: { indexHtml, menuChunks, firstViewPage: firstViewPage(indexHtml, { distDir, entry, menuChunks }) }, complete: true };
}
