import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: the customer restaurant list searched and paged in SQL.
 *
 * direto_fold(text) is the text compared and ordered by: lower case without accents ('São João' →
 * 'sao joao'). With the unaccent extension it wraps unaccent() with its dictionary named, which
 * makes it immutable (indexable); without it a translate() of the Portuguese accents does the same.
 * Accents go first: lower() of 'Ã' depends on the database's locale (a C locale leaves it).
 * direto_restaurant_search_text(name, cuisine) is what `q` matches: name and cuisine folded, on
 * two lines so a search never matches across them. With pg_trgm a trigram GIN index serves
 * `like '%q%'`; without it a functional index on lower(name) is the fallback (prefix searches only).
 * The entity declares the three indexes by name (restaurant.entity.ts), so schema drift stays clean
 * whichever variant was created.
 */
export class Migration20261126100000_restaurant_search extends Migration {

  override name = 'Migration20261126100000_restaurant_search';

  override up(): void | Promise<void> {
    // A server without the extensions (or without the right to create them) falls back.
    this.addSql(`do $$
begin
  begin
    create extension if not exists unaccent;
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'restaurant search without unaccent and pg_trgm: %', sqlerrm;
  end;
end $$;`);
    this.addSql(`do $$
declare
  home text;
begin
  select n.nspname into home from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
  if home is not null then
    execute format('create or replace function direto_fold(value text) returns text language sql immutable strict parallel safe as %L',
      format('select lower(%I.unaccent(%L::regdictionary, value))', home, home || '.unaccent'));
  else
    create or replace function direto_fold(value text) returns text language sql immutable strict parallel safe
      as $f$ select lower(translate(value, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY')) $f$;
  end if;
end $$;`);
    // Index builds run with search_path = pg_catalog (PostgreSQL 17+): the body names its schema.
    this.addSql(`do $$
begin
  execute format('create or replace function direto_restaurant_search_text(name text, cuisine text) returns text language sql immutable parallel safe as %L',
    format('select %1$I.direto_fold(name) || chr(10) || coalesce(%1$I.direto_fold(cuisine), %2$L)', current_schema(), ''));
end $$;`);
    this.addSql(`create index "restaurants_name_key_index" on "restaurants" (direto_fold("name") collate "C", "id");`);
    this.addSql(`create index "restaurants_cuisine_name_key_index" on "restaurants" ("cuisine", direto_fold("name") collate "C", "id");`);
    this.addSql(`do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index "restaurants_search_index" on "restaurants" using gin (direto_restaurant_search_text("name", "cuisine") gin_trgm_ops);
  else
    create index "restaurants_search_index" on "restaurants" (lower("name") text_pattern_ops);
  end if;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "restaurants_search_index";`);
    this.addSql(`drop index if exists "restaurants_cuisine_name_key_index";`);
    this.addSql(`drop index if exists "restaurants_name_key_index";`);
    this.addSql(`drop function if exists direto_restaurant_search_text(text, text);`);
    this.addSql(`drop function if exists direto_fold(text);`);
  }

}
