import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's .vite/manifest.json. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RoleChunks {
  role: string;
  pages: { src: string; file: string; gzipKb: number }[];
  /** Page modules of other roles found in this role's static imports (should be none). */
  leaks: string[];
}

export interface BundleFigures {
  /** index.html's entry script and its static imports. */
  entryGzipKb: number;
  entryFiles: string[];
  /** What the login screen needs before it can render: the entry plus the auth page chunk, with static imports. */
  loginGzipKb: number;
  loginFiles: string[];
  /** Each login-screen file with its size and what it mostly holds (from its source map). */
  loginBreakdown: { file: string; gzipKb: number; contents: string }[];
  loginCssGzipKb: number;
  roles: RoleChunks[];
  separateRoleChunks: boolean;
}

const LOGIN_PAGE = 'src/pages/auth/auth-page.tsx';
/** The screens of each role (packages/ui/src/app/routes.tsx). */
const ROLE_PAGES: Record<string, string[]> = {
  customer: ['src/pages/customer/customer-dashboard-page.tsx', 'src/pages/customer/restaurant-menu-page.tsx'],
  owner: ['src/pages/owner/owner-dashboard-page.tsx', 'src/pages/owner/settings-page.tsx'],
  admin: ['src/pages/admin/admin-page.tsx'],
};

/** Builds the web app into `outDir` (never touching packages/ui/dist) with a manifest. */
export function buildWebApp(repoRoot: string, outDir: string): void {
  const uiDir = join(repoRoot, 'packages', 'ui');
  const vite = join(uiDir, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: uiDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function measureBundle(outDir: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024;
  const entryKey = entryOf(manifest);

  const entryKeys = staticClosure(manifest, [entryKey]);
  const loginKeys = staticClosure(manifest, [entryKey, keyOf(manifest, LOGIN_PAGE)]);
  const filesOf = (keys: Set<string>) => [...keys].map((key) => chunkOf(manifest, key).file);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
  const loginCss = [...new Set([...loginKeys].flatMap((key) => chunkOf(manifest, key).css ?? []))];

  const pageFiles = new Map<string, string>();
  for (const pages of Object.values(ROLE_PAGES)) for (const page of pages) pageFiles.set(chunkOf(manifest, page).file, page);

  const roles: RoleChunks[] = Object.entries(ROLE_PAGES).map(([role, pages]) => {
    const reachable = filesOf(staticClosure(manifest, pages.map((page) => keyOf(manifest, page))));
    const leaks = reachable.map((file) => pageFiles.get(file)).filter((page): page is string => !!page && !pages.includes(page));
    return {
      role,
      pages: pages.map((page) => {
        const chunk = chunkOf(manifest, page);
        return { src: page, file: chunk.file, gzipKb: gzipKb(chunk.file) };
      }),
      leaks,
    };
  });

  const entryFiles = filesOf(entryKeys);
  const allPages = Object.values(ROLE_PAGES).flat();
  // Each role page is lazily loaded, not in the entry, and no role reaches another role's pages.
  const separateRoleChunks =
    allPages.every((page) => chunkOf(manifest, page).isDynamicEntry === true) &&
    allPages.every((page) => !entryFiles.includes(chunkOf(manifest, page).file)) &&
    roles.every((role) => role.leaks.length === 0) &&
    new Set(allPages.map((page) => chunkOf(manifest, page).file)).size === allPages.length;

  return {
    entryGzipKb: sum(entryFiles),
    entryFiles,
    loginGzipKb: sum(filesOf(loginKeys)),
    loginFiles: filesOf(loginKeys),
    loginBreakdown: filesOf(loginKeys)
      .map((file) => ({ file, gzipKb: gzipKb(file), contents: mainSources(outDir, file) }))
      .sort((a, b) => b.gzipKb - a.gzipKb),
    loginCssGzipKb: sum(loginCss),
    roles,
    separateRoleChunks,
  };
}

/**
 * The packages (or our own folders) making up most of a chunk, by share of its original source,
 * read from the chunk's source map; '' when the build has no map.
 */
function mainSources(outDir: string, file: string): string {
  let map: { sources: string[]; sourcesContent?: (string | null)[] };
  try {
    map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as typeof map;
  } catch {
    return '';
  }
  const sizes = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const name =
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? /(packages\/[^/]+)/.exec(source)?.[1] ?? source;
    sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, size]) => `${name} ${Math.round((100 * size) / total)}%`)
    .join(', ');
}

/** The manifest key of index.html's module script: Vite keys an HTML entry by the page itself. */
function entryOf(manifest: Manifest): string {
  const key = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html')?.[0];
  if (!key) throw new Error('index.html não está no manifesto do build como entrada');
  return key;
}

function keyOf(manifest: Manifest, src: string): string {
  chunkOf(manifest, src);
  return src;
}

/** The manifest entry of a source file (a screen, or a chunk it imports). */
function chunkOf(manifest: Manifest, src: string): ManifestChunk {
  const chunk = manifest[src];
  if (!chunk) throw new Error(`${src} não está no manifesto do build (a tela mudou de lugar?)`);
  return chunk;
}

/** The chunks loaded before any code runs: the given ones and, recursively, their static imports. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return seen;
}
