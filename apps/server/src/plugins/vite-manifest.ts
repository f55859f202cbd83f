import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Vite's build manifest (`build.manifest` in packages/ui/vite.config.ts): which file each source
 * became and what it imports, as Vite's guide to backend integration describes it. The server
 * reads the web app's files from it, never from the built HTML or the chunks' code.
 */
const MANIFEST_FILE = join('.vite', 'manifest.json');

const manifestChunkSchema = z.object({
  /** The built file, relative to the build folder: 'assets/index-<hash>.js'. */
  file: z.string(),
  /** Keys of the chunks it imports statically, in the order the chunk imports them. */
  imports: z.array(z.string()).optional(),
  /** Stylesheets the chunk itself brought in. */
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunkSchema);

type ViteManifest = z.infer<typeof manifestSchema>;

/** The key of the web app's entry (its index.html). */
const ENTRY_KEY = 'index.html';

/** The files of the web app's entry as URL paths, as its index.html asks for them. */
export interface EntryFiles {
  /** The entry's module script. */
  script: string;
  /** The chunks it imports, all of them, each after those it imports (Vite's modulepreload links). */
  modulePreloads: string[];
  /** The stylesheets of the entry and of every chunk it imports (Vite's stylesheet links). */
  stylesheets: string[];
}

/** The manifest of the build in `distDir`, or null when it has none (or one Vite no longer writes this way). */
export function readViteManifest(distDir: string): ViteManifest | null {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(distDir, MANIFEST_FILE), 'utf8'));
  } catch {
    return null;
  }
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The web app is served from the root ('/': Vite's default `base`). */
const urlOf = (file: string) => `/${file}`;

/** The entry's files, or null when the manifest has no entry. */
export function entryFiles(manifest: ViteManifest): EntryFiles | null {
  const entry = manifest[ENTRY_KEY];
  if (!entry) return null;
  const imported = importedDepthFirst(manifest, ENTRY_KEY);
  const stylesheets = [...new Set([...imported, ENTRY_KEY].flatMap((key) => manifest[key]?.css ?? []))];
  return { script: urlOf(entry.file), modulePreloads: imported.map((key) => urlOf(fileOf(manifest, key))), stylesheets: stylesheets.map(urlOf) };
}

/**
 * The chunk built from `source` (its path in packages/ui, e.g. 'src/pages/customer/x.tsx')
 * followed by every chunk it imports statically, depth first, as URL paths; empty when the
 * build has no such chunk. Dynamic imports are not followed: those load on demand.
 */
export function chunkWithImports(manifest: ViteManifest, source: string): string[] {
  if (!manifest[source]) return [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(source);
  return [...seen].map((key) => urlOf(fileOf(manifest, key)));
}

/** Every chunk `key` imports, each listed after those it imports itself (the order Vite's HTML preloads them in). */
function importedDepthFirst(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const keys: string[] = [];
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported) || !manifest[imported]) continue;
    seen.add(imported);
    keys.push(...importedDepthFirst(manifest, imported, seen), imported);
  }
  return keys;
}

function fileOf(manifest: ViteManifest, key: string): string {
  return (manifest[key] as { file: string }).file;
}
