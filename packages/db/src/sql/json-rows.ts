import { sql, type AliasedRawBuilder, type Selectable } from 'kysely';
import type { Database } from '../database';

/**
 * The rows of `json` (a JSON array, one object per row keyed by column name) read as rows of
 * `table`, named `alias`: any number of rows in ONE statement whose text never changes, so it
 * can be prepared (placing an order writes its lines this way). Raw SQL because Kysely cannot
 * write `null::<table>`.
 */
export function jsonRowsOf<Table extends keyof Database & string, Alias extends string>(
  table: Table,
  json: unknown,
  alias: Alias,
): AliasedRawBuilder<Selectable<Database[Table]>, Alias> {
  return sql<Selectable<Database[Table]>>`jsonb_populate_recordset(null::${sql.table(table)}, ${json}::jsonb)`.as(alias);
}
