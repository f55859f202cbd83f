import { join } from 'node:path';
import { firstViewPage } from './menu-page-render';
import { indexHtmlReader } from './spa';
import { chunkWithImports, entryFiles, readViteManifest } from './vite-manifest';

/** The menu page's source in packages/ui: its key in the build's manifest. */
const MENU_PAGE_SOURCE = 'src/pages/customer/restaurant-menu-page.tsx';
/** What a signed-out visitor's menu comes in (issue 30): a small chunk, preloaded with the menu's. */
const GUEST_MENU_GATE_SOURCE = 'src/pages/customer/guest-menu-gate.tsx';

/** What a page with its first view takes from the web app's build. */
export interface PageBuild {
  indexHtml: string;
  /**
   * The page's own chunk(s) and the chunks they import, to preload beside the main script instead
   * of discovering them one import after another once the page is shown (those index.html already
   * asks for are left out).
   */
  pageChunks: readonly string[];
  /** index.html made for a page that comes with its first view (menu-page-render.ts), or null. */
  firstViewPage: string | null;
}

/** The menu page (/restaurant/{slug}, /r/{slug}): its chunk and the signed-out visitor's gate. */
export const menuPageBuildReader = (distDir: string) => pageBuildReader(distDir, [MENU_PAGE_SOURCE, GUEST_MENU_GATE_SOURCE]);

/**
 * The build's index.html, and what its manifest says the page of `sources` (modules of
 * packages/ui, their keys in the manifest) needs, worked out once per build: looked up again only
 * when index.html changes (a rebuild needs no restart; the one stat per page is index.html's, as
 * for every page of the app). A build whose manifest is not there yet (being written) is looked at
 * again on the next page.
 */
export function pageBuildReader(distDir: string, sources: readonly string[]): () => PageBuild | null {
  const readIndexHtml = indexHtmlReader(join(distDir, 'index.html'));
  let cached: { build: PageBuild; complete: boolean } | null = null;
  return () => {
    const indexHtml = readIndexHtml();
    if (indexHtml === null) return null;
    if (cached?.build.indexHtml !== indexHtml || !cached.complete) cached = pageBuild(distDir, indexHtml, sources);
    return cached.build;
  };
}

function pageBuild(distDir: string, indexHtml: string, sources: readonly string[]): { build: PageBuild; complete: boolean } {
  const manifest = readViteManifest(distDir);
  const entry = manifest && entryFiles(manifest);
  if (!manifest || !entry) return { build: { indexHtml, pageChunks: [], firstViewPage: null }, complete: false };
  const preloaded = new Set([entry.script, ...entry.modulePreloads]);
  const chunks = sources.flatMap((source) => chunkWithImports(manifest, source));
  const pageChunks = [...new Set(chunks)].filter((file) => !preloaded.has(file));
  return { build: { indexHtml, pageChunks, firstViewPage: firstViewPage(indexHtml, { distDir, entry, pageChunks }) }, complete: true };
}
