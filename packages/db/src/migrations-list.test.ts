import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsList } from '../migrations';
import { migrationNames } from '../scripts/migrations-index';
import { MIGRATIONS_DIR } from './orm';

/**
 * migrations/index.ts is the list the migrator applies (the server bundle cannot list a folder):
 * a migration file it lacks would never run, one out of order would run before what it builds on.
 * `pnpm db:migration:create` writes the list; this fails when it and the folder differ.
 */
describe('the migrations list', () => {
  it('names every migration file of the folder once, in the order of their timestamps', () => {
    expect(migrationsList.map((migration) => migration.name), 'rode `pnpm db:migration:create` ou liste a migração em migrations/index.ts').toEqual(migrationNames());
  });

  it('holds, for each name, the class its file exports', async () => {
    for (const { name, class: listed } of migrationsList) {
      const module = (await import(`../migrations/${name}.ts`)) as Record<string, unknown>;
      expect(listed, name).toBe(module[name]);
    }
  });

  it('finds no other file in the folder (a migration named otherwise would be left out)', () => {
    const others = readdirSync(MIGRATIONS_DIR).filter((file) => file !== 'index.ts' && !migrationNames().includes(file.replace(/\.ts$/, '')));
    expect(others).toEqual([]);
  });
});
