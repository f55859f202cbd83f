import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/orm';

/**
 * migrations/index.ts lists every migration explicitly (the server bundle has no folder to
 * discover them in). It is written from the folder itself — `pnpm db:migration:create` calls
 * writeMigrationsIndex after writing a migration — and src/migrations-list.test.ts fails when the
 * list and the folder differ.
 */

/** A migration file as the migrator names it: Migration<yyyyMMddHHmmss>[_<name>].ts. */
const MIGRATION_FILE = /^(Migration\d{14}(?:_\w+)?)\.ts$/;

/** The migrations in the folder, in the order they apply (their names start with a timestamp). */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort();
}

/** migrations/index.ts as it should read. */
function renderMigrationsIndex(names: readonly string[]): string {
  const imports = names.map((name) => `import { ${name} } from './${name}';`);
  const entries = names.map((name) => `  { name: '${name}', class: ${name} },`);
  return [
    ...imports,
    '',
    '// Every migration, in order. Listed explicitly so the server bundle needs no file discovery;',
    '// written by `pnpm db:migration:create` (scripts/migrations-index.ts).',
    'export const migrationsList = [',
    ...entries,
    '];',
    '',
  ].join('\n');
}

/** Rewrites migrations/index.ts from the folder. */
export function writeMigrationsIndex(): void {
  writeFileSync(join(MIGRATIONS_DIR, 'index.ts'), renderMigrationsIndex(migrationNames()));
}
