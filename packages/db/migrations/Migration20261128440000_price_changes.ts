import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: bulk price changes, each kept with the old and new price of every product it touched,
 * so that the owner can undo it within minutes ('Desfazer').
 */
export class Migration20261128440000_price_changes extends Migration {

  override name = 'Migration20261128440000_price_changes';

  override up(): void | Promise<void> {
    this.addSql(`create table "price_changes" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "items" jsonb not null, "applied_at" timestamptz not null, "undone_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "price_changes_restaurant_id_index" on "price_changes" ("restaurant_id");`);
    this.addSql(`alter table "price_changes" add constraint "price_changes_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "price_changes" cascade;`);
  }

}
