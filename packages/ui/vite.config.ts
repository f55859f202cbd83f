import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build, defineConfig, type ConfigEnv, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `vite build` of the web app itself, not the server render's nested build (serverRender). */
const isClientBuild = (config: UserConfig, env: ConfigEnv) => env.command === 'build' && !config.build?.ssr;

/**
 * Writes a .br and a .gz next to each built text file of 1 KB or more, at the highest levels, so
 * that the server sends them as they are (@fastify/static `preCompressed`) without compressing
 * on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'direto:precompress',
    // Files for browsers only, not the server's render (serverRender's build).
    apply: isClientBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // .vite/ holds the build's manifest, read by the server and never sent.
      const files = Object.keys(bundle).filter((fileName) => compressible.test(fileName) && !fileName.startsWith('.vite/'));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** Where the server finds the menu page's render (apps/server/src/plugins/menu-page-render.ts). */
const SERVER_RENDER_DIR = 'ssr';

/**
 * Issue 20: every client build (pnpm build, the Docker image, the bench's builds into a folder of
 * their own) also builds src/entry-server.tsx for Node into <outDir>/ssr, which the server uses to
 * send the menu page's first view as HTML. Bundled whole (no node_modules needed beside it) and in
 * production mode, as the browser's React is; the server never serves that folder.
 */
function serverRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'direto:server-render',
    apply: isClientBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: config.logLevel,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(config.build.outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          ssrManifest: false,
          copyPublicDir: false,
          // One file: the server imports the entry under a new URL after each rebuild (menu-page-render.ts),
          // and a chunk importing back into the entry would get the other copy of its modules (two
          // tRPC contexts, and the render falls back to the browser).
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
    },
  };
}

// In development the API runs on :3000 (apps/server); Vite proxies to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), serverRender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/objects': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the server reads from it which files the entry, its stylesheet and the
    // menu page's chunk are (apps/server/src/plugins/web-app-build.ts), never from the built HTML.
    manifest: true,
    // Written next to the bundles; the server hands them out only when SERVE_SOURCE_MAPS is on
    // (the default outside production), so a production visitor never gets the original code.
    sourcemap: true,
    // Issue 20: the many screens share dozens of tiny modules (icons, small components), each of
    // which would otherwise be a chunk of its own — 20-odd requests of a few hundred bytes, each
    // with its headers and a round trip, before the menu page can paint on a phone. Common chunks
    // under 2 KB are copied into the chunks that use them instead; Rolldown's runtime still
    // evaluates a module once however many chunks carry it. The entry keeps no exports to preserve.
    // Not for the server's render (serverRender), whose entry's export is the point.
    rolldownOptions: isSsrBuild ? {} : {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 2048 },
          // What the menu page shows of the contracts (@direto/contracts/display) in a chunk of its
          // own: left to the bundler, it shares one with every zod schema, which a phone would then
          // build before the menu answers a tap.
          // (The constants, which the entry needs too, keep a chunk of their own: not more for every screen.)
          groups: [
            { name: 'constants', test: /packages[\\/]contracts[\\/]src[\\/]constants\.ts$/, priority: 2 },
            { name: 'contracts-display', test: /packages[\\/]contracts[\\/]src[\\/](?:display|money|option-pricing|line-options)\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
