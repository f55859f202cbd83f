/**
 * `pnpm build` for the server: compiles src/main.ts and the CLI scripts, with the workspace's own
 * packages (@direto/*, TypeScript sources), into plain JavaScript under dist/, which production
 * runs with `node` (tsx is for development and tests only).
 *
 * Third-party packages stay outside the bundle, loaded from node_modules as usual. pnpm installs
 * each package's dependencies beside that package only, so a dependency of @direto/db is not
 * resolvable from apps/server: each one is imported by its path relative to dist/, found from the
 * file that imports it, exactly as Node would have resolved it there.
 */
import { rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(serverDir, 'dist');

/** Every bare import that is not one of ours becomes an external import by relative path. */
const thirdPartyByPath: Plugin = {
  name: 'third-party-by-path',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@direto/')) return undefined;
      if (args.pluginData === 'resolving') return undefined;
      const found = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0 || !found.path) return { errors: found.errors };
      // Node built-ins imported without `node:` (e.g. 'fs' in a dependency's types-only import).
      if (found.external) return { path: args.path, external: true };
      const fromDist = relative(outdir, found.path).split('\\').join('/');
      return { path: fromDist.startsWith('.') ? fromDist : `./${fromDist}`, external: true };
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
  // Chunks share the one copy of each module (the entities above all) between the entry points.
  // They sit beside the entry points: the external paths above are relative to dist/ itself.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  plugins: [thirdPartyByPath],
});
console.log(`Servidor compilado em ${relative(process.cwd(), outdir) || '.'}`);
