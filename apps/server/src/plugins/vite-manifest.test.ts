import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { entryFiles, readViteManifest, type EntryFiles } from './vite-manifest';

/**
 * The manifest of the web app's build (`pnpm build`, which the test run does first) says what its
 * index.html links, in the same order: the server builds the menu page from the manifest
 * (menu-page-build.ts) and must send what Vite would. When this fails after a Vite upgrade, compare
 * the build's .vite/manifest.json with its index.html and change vite-manifest.ts to match.
 */
const distDir = loadConfig({ NODE_ENV: 'test' }).UI_DIST_DIR;
const UPGRADE_HINT = 'O manifesto do Vite não diz mais o que o index.html construído inclui: reveja apps/server/src/plugins/vite-manifest.ts';
let entry: EntryFiles | null;
let indexHtml: string;

beforeAll(() => {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`Sem build da interface em ${distDir}: rode "pnpm build".`);
  const manifest = readViteManifest(distDir);
  expect(manifest, UPGRADE_HINT).not.toBeNull();
  entry = manifest && entryFiles(manifest);
  indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
});

/** The URL in `attribute` of each tag of index.html that starts with `tagStart`, in order. */
function linked(tagStart: string, attribute: string): string[] {
  const tags = indexHtml.split('<').filter((tag) => tag.startsWith(tagStart.slice(1)));
  return tags.map((tag) => new RegExp(` ${attribute}="([^"]+)"`).exec(tag)?.[1] ?? '');
}

it('names the entry’s script, the chunks it imports and its stylesheet as index.html links them', () => {
  expect(entry, UPGRADE_HINT).not.toBeNull();
  const files = entry as EntryFiles;
  expect(linked('<script type="module"', 'src'), UPGRADE_HINT).toEqual([files.script]);
  expect(files.modulePreloads.length, UPGRADE_HINT).toBeGreaterThan(0);
  expect(linked('<link rel="modulepreload"', 'href'), UPGRADE_HINT).toEqual(files.modulePreloads);
  expect(files.stylesheets.length, UPGRADE_HINT).toBeGreaterThan(0);
  expect(linked('<link rel="stylesheet"', 'href'), UPGRADE_HINT).toEqual(files.stylesheets);
  for (const url of [files.script, ...files.modulePreloads, ...files.stylesheets]) expect(existsSync(join(distDir, url)), `${UPGRADE_HINT}: ${url}`).toBe(true);
});
