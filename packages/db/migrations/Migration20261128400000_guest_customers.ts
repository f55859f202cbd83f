import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: ordering without an account and the restaurant's own customer list. One customer record
 * per (restaurant, phone), which guest and account orders of that phone point to; a guest order's
 * tracking link is kept as its token's SHA-256, with the device that placed it; the restaurant's
 * 'Aceitar pedidos sem cadastro' starts off (the spec's login wall) and its tag thresholds at
 * the defaults in code.
 */
export class Migration20261128400000_guest_customers extends Migration {

  override name = 'Migration20261128400000_guest_customers';

  override up(): void | Promise<void> {
    this.addSql(`create table "restaurant_customers" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "phone" varchar(20) not null, "name" varchar(201) not null, "user_id" uuid null, "marketing_consent" boolean not null default false, "marketing_consent_at" timestamptz null, "marketing_consent_source" varchar(40) null, "notes" text null, "tags" jsonb not null default '[]', "blocked" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "restaurant_customers_user_id_index" on "restaurant_customers" ("user_id");`);
    this.addSql(`alter table "restaurant_customers" add constraint "restaurant_customers_restaurant_phone_unique" unique ("restaurant_id", "phone");`);

    this.addSql(`alter table "restaurants" add "guest_orders" boolean not null default false, add "customer_tag_rules" jsonb null;`);

    this.addSql(`alter table "orders" add "restaurant_customer_id" uuid null, add "guest_token_hash" varchar(64) null, add "guest_device_id" uuid null;`);
    this.addSql(`alter table "orders" add constraint "orders_restaurant_customer_id_foreign" foreign key ("restaurant_customer_id") references "restaurant_customers" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_guest_token_hash_unique" unique ("guest_token_hash");`);
    this.addSql(`create index "orders_restaurant_customer_created_index" on "orders" ("restaurant_customer_id", "created_at");`);
    this.addSql(`create index "orders_guest_device_created_index" on "orders" ("guest_device_id", "created_at");`);

    this.addSql(`alter table "restaurant_customers" add constraint "restaurant_customers_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "restaurant_customers" add constraint "restaurant_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_restaurant_customer_id_foreign";`);
    this.addSql(`drop table if exists "restaurant_customers" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_guest_token_hash_unique";`);
    this.addSql(`drop index "orders_restaurant_customer_created_index";`);
    this.addSql(`drop index "orders_guest_device_created_index";`);
    this.addSql(`alter table "orders" drop column "restaurant_customer_id", drop column "guest_token_hash", drop column "guest_device_id";`);
    this.addSql(`alter table "restaurants" drop column "guest_orders", drop column "customer_tag_rules";`);
  }

}
