import { Migration } from '@mikro-orm/migrations';

/** Option groups, their options and product links; the restaurant's multi-flavour rule; order items' option snapshot and note (issue 19). */
export class Migration20261124400000_option_groups extends Migration {

  override name = 'Migration20261124400000_option_groups';

  override up(): void | Promise<void> {
    this.addSql(`create table "option_groups" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "name" varchar(80) not null, "min" smallint not null default 0, "max" smallint not null default 1, "pricing" varchar(3) not null default 'sum', "kind" varchar(8) not null default 'standard', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "option_groups_restaurant_sort_index" on "option_groups" ("restaurant_id", "sort_order");`);
    this.addSql(`create table "group_options" ("id" uuid not null default gen_random_uuid(), "group_id" uuid not null, "name" varchar(80) not null, "description" varchar(200) null, "price" numeric(10,2) not null default '0.00', "max_quantity" smallint not null default 1, "is_available" boolean not null default true, "sort_order" int not null default 0, "flavours" smallint null, "size_prices" jsonb null, primary key ("id"));`);
    this.addSql(`create index "group_options_group_sort_index" on "group_options" ("group_id", "sort_order");`);
    this.addSql(`create table "product_option_groups" ("product_id" uuid not null, "group_id" uuid not null, "sort_order" int not null default 0, primary key ("product_id", "group_id"));`);
    this.addSql(`create index "product_option_groups_group_id_index" on "product_option_groups" ("group_id");`);
    this.addSql(`alter table "restaurants" add "multi_flavour_pricing" varchar(8) not null default 'average';`);
    this.addSql(`alter table "order_items" add "options" jsonb not null default '[]', add "notes" varchar(140) null;`);
    this.addSql(`alter table "option_groups" add constraint "option_groups_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "option_groups" add constraint "option_groups_min_max" check ("min" >= 0 and "max" >= 1 and "min" <= "max");`);
    this.addSql(`alter table "option_groups" add constraint "option_groups_pricing" check ("pricing" in ('sum', 'max', 'avg'));`);
    this.addSql(`alter table "option_groups" add constraint "option_groups_kind" check ("kind" in ('standard', 'size', 'flavour'));`);
    this.addSql(`alter table "group_options" add constraint "group_options_group_id_foreign" foreign key ("group_id") references "option_groups" ("id") on delete cascade;`);
    this.addSql(`alter table "group_options" add constraint "group_options_price_non_negative" check ("price" >= 0);`);
    this.addSql(`alter table "group_options" add constraint "group_options_max_quantity_positive" check ("max_quantity" >= 1);`);
    this.addSql(`alter table "group_options" add constraint "group_options_flavours_range" check ("flavours" is null or ("flavours" >= 1 and "flavours" <= 4));`);
    this.addSql(`alter table "product_option_groups" add constraint "product_option_groups_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_option_groups" add constraint "product_option_groups_group_id_foreign" foreign key ("group_id") references "option_groups" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_option_groups" cascade;`);
    this.addSql(`drop table if exists "group_options" cascade;`);
    this.addSql(`drop table if exists "option_groups" cascade;`);
    this.addSql(`alter table "restaurants" drop column "multi_flavour_pricing";`);
    this.addSql(`alter table "order_items" drop column "options", drop column "notes";`);
  }

}
