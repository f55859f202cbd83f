import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_initial extends Migration {

  override name = 'Migration20261121000000_initial';

  override up(): void | Promise<void> {
    this.addSql(`create type "user_type" as enum ('customer', 'restaurant');`);
    this.addSql(`create type "order_status" as enum ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled');`);
    this.addSql(`create table "sessions" ("sid" varchar(128) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "settings" ("key" varchar(100) not null, "value" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("key"));`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "password" varchar(255) null, "google_sub" varchar(255) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(500) null, "user_type" "user_type" not null default 'customer', "is_admin" boolean not null default false, "phone" varchar(20) null, "address" text null, "city" varchar(100) null, "zip_code" varchar(10) null, "profile_completed" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_sub_unique" unique ("google_sub");`);

    this.addSql(`create table "restaurants" ("id" uuid not null default gen_random_uuid(), "owner_id" uuid not null, "name" varchar(120) not null, "description" text null, "image_url" varchar(500) null, "cuisine" varchar(40) null, "delivery_fee" numeric(10,2) not null default '0.00', "delivery_time" varchar(40) not null default '30-45 min', "rating" numeric(3,2) not null default '0.00', "is_open" boolean not null default true, "shareable_slug" varchar(140) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "restaurants_owner_id_index" on "restaurants" ("owner_id");`);
    this.addSql(`alter table "restaurants" add constraint "restaurants_shareable_slug_unique" unique ("shareable_slug");`);

    this.addSql(`create table "categories" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "name" varchar(100) not null, "description" text null, "sort_order" int not null default 0, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "categories_restaurant_sort_index" on "categories" ("restaurant_id", "sort_order");`);

    this.addSql(`create table "products" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "category_id" uuid null, "name" varchar(120) not null, "description" text null, "price" numeric(10,2) not null, "image_url" varchar(500) null, "prep_time" int not null default 15, "is_available" boolean not null default true, "tags" text[] not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "products_category_id_index" on "products" ("category_id");`);
    this.addSql(`create index "products_restaurant_created_index" on "products" ("restaurant_id", "created_at");`);

    this.addSql(`create table "orders" ("id" uuid not null default gen_random_uuid(), "customer_id" uuid null, "restaurant_id" uuid null, "status" "order_status" not null default 'pending', "subtotal" numeric(10,2) not null, "delivery_fee" numeric(10,2) not null, "total" numeric(10,2) not null, "customer_phone" varchar(20) null, "delivery_address" text null, "notes" text null, "customer_name" varchar(201) null, "restaurant_name" varchar(120) null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "orders_restaurant_created_index" on "orders" ("restaurant_id", "created_at");`);
    this.addSql(`create index "orders_customer_created_index" on "orders" ("customer_id", "created_at");`);

    this.addSql(`create table "order_items" ("id" uuid not null default gen_random_uuid(), "order_id" uuid not null, "product_id" uuid null, "product_name" varchar(120) not null, "quantity" int not null, "unit_price" numeric(10,2) not null, "total_price" numeric(10,2) not null, primary key ("id"));`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);
    this.addSql(`create index "order_items_product_id_index" on "order_items" ("product_id");`);

    this.addSql(`create table "customer_restaurants" ("id" uuid not null default gen_random_uuid(), "customer_id" uuid not null, "restaurant_id" uuid not null, "registered_via_link" boolean not null default false, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "customer_restaurants_restaurant_id_index" on "customer_restaurants" ("restaurant_id");`);
    this.addSql(`alter table "customer_restaurants" add constraint "customer_restaurants_customer_restaurant_unique" unique ("customer_id", "restaurant_id");`);

    this.addSql(`alter table "restaurants" add constraint "restaurants_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "categories" add constraint "categories_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);

    this.addSql(`alter table "products" add constraint "products_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "products" add constraint "products_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete set null;`);

    this.addSql(`alter table "orders" add constraint "orders_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete set null;`);

    this.addSql(`alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete set null;`);

    this.addSql(`alter table "customer_restaurants" add constraint "customer_restaurants_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_restaurants" add constraint "customer_restaurants_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    // Guards the rules the services enforce, so no code path can store an impossible row.
    this.addSql(`alter table "products" add constraint "products_price_positive" check ("price" > 0);`);
    this.addSql(`alter table "products" add constraint "products_prep_time_positive" check ("prep_time" >= 1);`);
    this.addSql(`alter table "order_items" add constraint "order_items_quantity_range" check ("quantity" between 1 and 99);`);
    this.addSql(`alter table "orders" add constraint "orders_amounts_non_negative" check ("subtotal" >= 0 and "delivery_fee" >= 0 and "total" >= 0);`);
    this.addSql(`alter table "restaurants" add constraint "restaurants_delivery_fee_non_negative" check ("delivery_fee" >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop constraint "restaurants_owner_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_customer_id_foreign";`);
    this.addSql(`alter table "customer_restaurants" drop constraint "customer_restaurants_customer_id_foreign";`);
    this.addSql(`alter table "categories" drop constraint "categories_restaurant_id_foreign";`);
    this.addSql(`alter table "products" drop constraint "products_restaurant_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_restaurant_id_foreign";`);
    this.addSql(`alter table "customer_restaurants" drop constraint "customer_restaurants_restaurant_id_foreign";`);
    this.addSql(`alter table "products" drop constraint "products_category_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_product_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "restaurants" cascade;`);
    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "order_items" cascade;`);
    this.addSql(`drop table if exists "customer_restaurants" cascade;`);

    this.addSql(`drop type "user_type";`);
    this.addSql(`drop type "order_status";`);
  }

}
