import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery and pickup (issue 17): the restaurant's delivery settings and address, delivery areas by
 * bairro, the CEP lookup cache, customers' address books, the order's type, address snapshot and
 * time range, and the optional `out_for_delivery` status between ready and delivered.
 */
export class Migration20261124200000_delivery extends Migration {

  override name = 'Migration20261124200000_delivery';

  override up(): void | Promise<void> {
    this.addSql(`alter type "order_status" add value if not exists 'out_for_delivery' before 'delivered';`);
    this.addSql(`alter table "restaurants" add "offers_delivery" boolean not null default true, add "offers_pickup" boolean not null default false, add "pickup_min_time" smallint not null default 20, add "pickup_max_time" smallint not null default 30, add "min_order" numeric(10,2) null, add "free_delivery_above" numeric(10,2) null, add "address" jsonb null, add "delivery_fee_from" numeric(10,2) null;`);
    this.addSql(`alter table "orders" add "order_type" varchar(8) not null default 'delivery', add "address" jsonb null, add "delivery_min_time" smallint null, add "delivery_max_time" smallint null;`);
    this.addSql(`alter table "orders" add constraint "orders_order_type" check ("order_type" in ('delivery', 'pickup'));`);
    this.addSql(`create table "delivery_areas" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "district" varchar(80) not null, "city" varchar(80) not null, "district_key" varchar(80) not null, "city_key" varchar(80) not null, "fee" numeric(10,2) not null, "min_time" smallint not null, "max_time" smallint not null, "min_order" numeric(10,2) null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "delivery_areas" add constraint "delivery_areas_restaurant_place_unique" unique ("restaurant_id", "district_key", "city_key");`);
    this.addSql(`alter table "delivery_areas" add constraint "delivery_areas_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "delivery_areas" add constraint "delivery_areas_fee_non_negative" check ("fee" >= 0);`);
    this.addSql(`alter table "delivery_areas" add constraint "delivery_areas_times" check ("min_time" >= 0 and "min_time" <= "max_time");`);
    this.addSql(`create table "cep_cache" ("cep" varchar(8) not null, "street" varchar(120) not null, "district" varchar(80) not null, "city" varchar(80) not null, "state" varchar(2) not null, "fetched_at" timestamptz not null, primary key ("cep"));`);
    this.addSql(`create table "user_addresses" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "cep" varchar(8) not null, "street" varchar(120) not null, "number" varchar(10) not null, "complement" varchar(60) null, "district" varchar(80) not null, "city" varchar(80) not null, "state" varchar(2) not null, "reference" varchar(120) null, "last_used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "user_addresses_user_id_index" on "user_addresses" ("user_id");`);
    this.addSql(`alter table "user_addresses" add constraint "user_addresses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_addresses" cascade;`);
    this.addSql(`drop table if exists "cep_cache" cascade;`);
    this.addSql(`drop table if exists "delivery_areas" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_order_type";`);
    this.addSql(`alter table "orders" drop column "order_type", drop column "address", drop column "delivery_min_time", drop column "delivery_max_time";`);
    this.addSql(`alter table "restaurants" drop column "offers_delivery", drop column "offers_pickup", drop column "pickup_min_time", drop column "pickup_max_time", drop column "min_order", drop column "free_delivery_above", drop column "address", drop column "delivery_fee_from";`);
    // A PostgreSQL enum value cannot be dropped: out_for_delivery orders go back to ready, the value stays unused.
    this.addSql(`update "orders" set "status" = 'ready' where "status" = 'out_for_delivery';`);
    this.addSql(`delete from "order_status_events" where "status" = 'out_for_delivery';`);
  }

}
