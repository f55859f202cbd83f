import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33, orders taken by staff and tables with QR codes: the dining room's tables (each with
 * its QR link's token), their contas with payments and calls, what each order records of where it
 * came from (origin, who took it, table, conta, service charge share), how an order of a closed
 * conta was paid, and the restaurant's default service charge.
 */
export class Migration20261128490000_tables_and_tabs extends Migration {

  override name = 'Migration20261128490000_tables_and_tabs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "service_charge_percent" numeric(5,2) not null default '10.00';`);

    this.addSql(`create table "restaurant_tables" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "name" varchar(40) not null, "active" boolean not null default true, "token" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "restaurant_tables" add constraint "restaurant_tables_restaurant_name_unique" unique ("restaurant_id", "name");`);
    this.addSql(`alter table "restaurant_tables" add constraint "restaurant_tables_token_unique" unique ("token");`);
    this.addSql(`alter table "restaurant_tables" add constraint "restaurant_tables_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);

    this.addSql(`create table "tabs" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "table_id" uuid null, "table_name" varchar(40) not null, "status" varchar(6) not null default 'open', "service_charge_percent" numeric(5,2) not null, "split_people" smallint null, "service_charge" numeric(10,2) null, "total" numeric(10,2) null, "opened_at" timestamptz not null, "closed_at" timestamptz null, "closed_by_id" uuid null, "closed_by_name" varchar(201) null, primary key ("id"));`);
    this.addSql(`create unique index "tabs_one_open_per_table" on "tabs" ("table_id") where "status" = 'open';`);
    this.addSql(`create index "tabs_restaurant_opened_index" on "tabs" ("restaurant_id", "opened_at");`);
    this.addSql(`alter table "tabs" add constraint "tabs_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "tabs" add constraint "tabs_table_id_foreign" foreign key ("table_id") references "restaurant_tables" ("id") on delete set null;`);
    this.addSql(`alter table "tabs" add constraint "tabs_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "tabs" add constraint "tabs_status" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "tabs" add constraint "tabs_service_charge_percent_range" check ("service_charge_percent" >= 0 and "service_charge_percent" <= 100);`);
    this.addSql(`alter table "tabs" add constraint "tabs_split_people_positive" check ("split_people" >= 1 and "split_people" <= 100);`);

    this.addSql(`create table "tab_payments" ("id" uuid not null default gen_random_uuid(), "tab_id" uuid not null, "method" varchar(12) not null, "card_brand" varchar(12) null, "amount" numeric(10,2) not null, "created_by_id" uuid null, "created_by_name" varchar(201) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "tab_payments_tab_index" on "tab_payments" ("tab_id", "created_at");`);
    this.addSql(`alter table "tab_payments" add constraint "tab_payments_tab_id_foreign" foreign key ("tab_id") references "tabs" ("id") on delete cascade;`);
    this.addSql(`alter table "tab_payments" add constraint "tab_payments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "tab_payments" add constraint "tab_payments_amount_positive" check ("amount" > 0);`);

    this.addSql(`create table "table_calls" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "table_id" uuid not null, "type" varchar(6) not null, "created_at" timestamptz not null, "attended_at" timestamptz null, "attended_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "table_calls_restaurant_waiting_index" on "table_calls" ("restaurant_id", "created_at") where "attended_at" is null;`);
    this.addSql(`alter table "table_calls" add constraint "table_calls_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "table_calls" add constraint "table_calls_table_id_foreign" foreign key ("table_id") references "restaurant_tables" ("id") on delete cascade;`);
    this.addSql(`alter table "table_calls" add constraint "table_calls_attended_by_id_foreign" foreign key ("attended_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "table_calls" add constraint "table_calls_type" check ("type" in ('waiter', 'bill'));`);

    this.addSql(`alter table "orders" add "origin" varchar(10) null, add "taken_by_id" uuid null, add "taken_by_name" varchar(201) null, add "table_id" uuid null, add "table_name" varchar(40) null, add "tab_id" uuid null, add "service_charge" numeric(10,2) not null default '0.00';`);
    this.addSql(`alter table "orders" add constraint "orders_taken_by_id_foreign" foreign key ("taken_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_table_id_foreign" foreign key ("table_id") references "restaurant_tables" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_tab_id_foreign" foreign key ("tab_id") references "tabs" ("id") on delete set null;`);
    this.addSql(`create index "orders_tab_index" on "orders" ("tab_id") where "tab_id" is not null;`);
    this.addSql(`alter table "orders" drop constraint "orders_order_type";`);
    this.addSql(`alter table "orders" add constraint "orders_order_type" check ("order_type" in ('delivery', 'pickup', 'table'));`);
    this.addSql(`alter table "orders" add constraint "orders_origin" check ("origin" is null or "origin" in ('counter', 'phone', 'whatsapp', 'table'));`);
    this.addSql(`alter table "orders" add constraint "orders_service_charge_non_negative" check ("service_charge" >= 0);`);

    this.addSql(`create table "order_payments" ("id" uuid not null default gen_random_uuid(), "order_id" uuid not null, "method" varchar(12) not null, "card_brand" varchar(12) null, "amount" numeric(10,2) not null, primary key ("id"));`);
    this.addSql(`create index "order_payments_order_index" on "order_payments" ("order_id");`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_amount_positive" check ("amount" > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_payments" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_origin", drop constraint "orders_service_charge_non_negative", drop constraint "orders_order_type";`);
    this.addSql(`alter table "orders" add constraint "orders_order_type" check ("order_type" in ('delivery', 'pickup'));`);
    this.addSql(`alter table "orders" drop column "origin", drop column "taken_by_id", drop column "taken_by_name", drop column "table_id", drop column "table_name", drop column "tab_id", drop column "service_charge";`);
    this.addSql(`drop table if exists "table_calls" cascade;`);
    this.addSql(`drop table if exists "tab_payments" cascade;`);
    this.addSql(`drop table if exists "tabs" cascade;`);
    this.addSql(`drop table if exists "restaurant_tables" cascade;`);
    this.addSql(`alter table "restaurants" drop column "service_charge_percent";`);
  }

}
