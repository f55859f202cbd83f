import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: every server process keeps each restaurant's public answers (by slug, the menu) in
 * memory. A trigger on every table those answers are made of sends `pg_notify('menu_changes',
 * <restaurant id>)` in the writing transaction — so whatever path writes (a service, raw SQL, a
 * seed, a cascade), every process hears of it when, and only if, it commits. PostgreSQL folds
 * identical notifications of one transaction into one, so a bulk edit sends one per restaurant.
 * Keep the channel name in step with apps/server/src/menu-cache/menu-changes.ts.
 */
export class Migration20261126200000_menu_change_notify extends Migration {

  override name = 'Migration20261126200000_menu_change_notify';

  override up(): void | Promise<void> {
    // Tables with their own restaurant_id (TG_ARGV[0] names the column holding the restaurant's id).
    this.addSql(`create or replace function "direto_menu_changed"() returns trigger language plpgsql as $$
declare
  restaurant text;
begin
  if tg_op = 'DELETE' then
    execute format('select ($1).%I::text', tg_argv[0]) into restaurant using old;
  else
    execute format('select ($1).%I::text', tg_argv[0]) into restaurant using new;
    if tg_op = 'UPDATE' then
      declare
        previous text;
      begin
        execute format('select ($1).%I::text', tg_argv[0]) into previous using old;
        if previous is distinct from restaurant and previous is not null then perform pg_notify('menu_changes', previous); end if;
      end;
    end if;
  end if;
  if restaurant is not null then perform pg_notify('menu_changes', restaurant); end if;
  return null;
end $$;`);
    // Options belong to a group, links to a product: the restaurant is one lookup away (gone
    // already when the parent itself is being deleted — whose own trigger has then notified).
    this.addSql(`create or replace function "direto_menu_option_changed"() returns trigger language plpgsql as $$
declare
  restaurant text;
begin
  select g.restaurant_id::text into restaurant from option_groups g
    where g.id = case when tg_op = 'DELETE' then old.group_id else new.group_id end;
  if restaurant is not null then perform pg_notify('menu_changes', restaurant); end if;
  if tg_op = 'UPDATE' and old.group_id is distinct from new.group_id then
    select g.restaurant_id::text into restaurant from option_groups g where g.id = old.group_id;
    if restaurant is not null then perform pg_notify('menu_changes', restaurant); end if;
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "direto_menu_link_changed"() returns trigger language plpgsql as $$
declare
  restaurant text;
begin
  select p.restaurant_id::text into restaurant from products p
    where p.id = case when tg_op = 'DELETE' then old.product_id else new.product_id end;
  if restaurant is not null then perform pg_notify('menu_changes', restaurant); end if;
  if tg_op = 'UPDATE' and old.product_id is distinct from new.product_id then
    select p.restaurant_id::text into restaurant from products p where p.id = old.product_id;
    if restaurant is not null then perform pg_notify('menu_changes', restaurant); end if;
  end if;
  return null;
end $$;`);
    // restaurants: any column may be public (and new ones will be); an update that changes nothing is not news.
    this.addSql(`create trigger "restaurants_menu_changed" after insert or delete on "restaurants" for each row execute function "direto_menu_changed"('id');`);
    this.addSql(`create trigger "restaurants_menu_updated" after update on "restaurants" for each row when (to_jsonb(old) is distinct from to_jsonb(new)) execute function "direto_menu_changed"('id');`);
    for (const table of ['products', 'categories', 'option_groups', 'delivery_areas']) {
      this.addSql(`create trigger "${table}_menu_changed" after insert or update or delete on "${table}" for each row execute function "direto_menu_changed"('restaurant_id');`);
    }
    this.addSql(`create trigger "group_options_menu_changed" after insert or update or delete on "group_options" for each row execute function "direto_menu_option_changed"();`);
    this.addSql(`create trigger "product_option_groups_menu_changed" after insert or update or delete on "product_option_groups" for each row execute function "direto_menu_link_changed"();`);
  }

  override down(): void | Promise<void> {
    for (const table of ['products', 'categories', 'option_groups', 'delivery_areas', 'group_options', 'product_option_groups']) {
      this.addSql(`drop trigger if exists "${table}_menu_changed" on "${table}";`);
    }
    this.addSql(`drop trigger if exists "restaurants_menu_changed" on "restaurants";`);
    this.addSql(`drop trigger if exists "restaurants_menu_updated" on "restaurants";`);
    this.addSql(`drop function if exists "direto_menu_link_changed"();`);
    this.addSql(`drop function if exists "direto_menu_option_changed"();`);
    this.addSql(`drop function if exists "direto_menu_changed"();`);
  }

}
