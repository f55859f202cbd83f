/**
 * Writes a migration for the difference between the entities and the migrated schema:
 *   pnpm db:migration:create
 * It runs a throw-away embedded PostgreSQL, applies the existing migrations, then diffs, and
 * lists the new migration in migrations/index.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { migrateToLatest, openDatabase } from '../src/orm';
import { writeMigrationsIndex } from './migrations-index';

const dataDir = mkdtempSync(join(tmpdir(), 'direto-migration-'));
const server = await startEmbeddedPostgres({ dataDir, port: 54391, database: 'direto_migration' });
try {
  const orm = await openDatabase({ clientUrl: server.url });
  await migrateToLatest(orm);
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  if (result.fileName) writeMigrationsIndex();
  console.log(result.fileName ? `Migração criada: ${result.fileName} (listada em migrations/index.ts)` : 'Nada a migrar.');
  await orm.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
