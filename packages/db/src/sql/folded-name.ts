import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * `direto_fold(name) collate "C"`: the restaurant list's paged order key, written exactly as the
 * expression of restaurants_name_key_index and restaurants_cuisine_name_key_index
 * (Migration20261126100000_restaurant_search), so PostgreSQL reads the order straight from them.
 * Raw SQL because Kysely cannot write `collate` outside `order by`.
 */
export function foldedNameKey(name: Expression<string>): RawBuilder<string> {
  return sql<string>`direto_fold(${name}) collate "C"`;
}
