import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The entities and the migrations describe the same schema: on a database built by the
 * migrations alone, the schema generator (what `pnpm db:migration:create` runs) finds nothing to
 * change. A column, index or CHECK added on one side only fails here.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('schema drift', () => {
  it('finds no difference between the entities and the migrated database', async () => {
    const { up } = await db.orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
    expect(up.trim(), 'run `pnpm db:migration:create` or declare the change on the entity').toBe('');
  });
});
