import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: coupons and automatic offers (code null), each use of one by an order (freed when the
 * order is cancelled), the order's snapshot of its benefit (code, coupon, discount; every order
 * placed before has none), the loyalty card's settings and the owner's win-back message.
 */
export class Migration20261128460000_coupons extends Migration {

  override name = 'Migration20261128460000_coupons';

  override up(): void | Promise<void> {
    this.addSql(`create table "coupons" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "code" varchar(20) null, "title" varchar(80) not null, "description" text null, "benefit_type" varchar(14) not null, "percent" smallint null, "max_discount" numeric(10,2) null, "amount" numeric(10,2) null, "free_product_id" uuid null, "min_subtotal" numeric(10,2) null, "starts_at" timestamptz null, "ends_at" timestamptz null, "weekdays" jsonb null, "time_from" varchar(5) null, "time_to" varchar(5) null, "order_types" jsonb null, "districts" jsonb null, "first_order_only" boolean not null default false, "total_limit" int null, "per_customer_limit" int null, "active" boolean not null default true, "uses" int not null default 0, "source" varchar(10) not null default 'owner', "restaurant_customer_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "coupons_restaurant_customer_index" on "coupons" ("restaurant_customer_id");`);
    this.addSql(`alter table "coupons" add constraint "coupons_restaurant_code_unique" unique ("restaurant_id", "code");`);

    this.addSql(`create table "coupon_redemptions" ("id" uuid not null default gen_random_uuid(), "coupon_id" uuid not null, "order_id" uuid not null, "phone" varchar(20) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_order_unique" unique ("order_id");`);
    this.addSql(`create index "coupon_redemptions_coupon_phone_index" on "coupon_redemptions" ("coupon_id", "phone");`);

    this.addSql(`alter table "restaurants" add "loyalty" jsonb null, add "winback_template" text null;`);

    this.addSql(`alter table "orders" add "coupon_code" varchar(20) null, add "promotion_id" uuid null, add "discount" numeric(10,2) not null default '0.00';`);
    this.addSql(`alter table "orders" add constraint "orders_promotion_id_foreign" foreign key ("promotion_id") references "coupons" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_discount_within_subtotal" check ("discount" >= 0 and "discount" <= "subtotal");`);

    this.addSql(`alter table "coupons" add constraint "coupons_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "coupons" add constraint "coupons_free_product_id_foreign" foreign key ("free_product_id") references "products" ("id") on delete set null;`);
    this.addSql(`alter table "coupons" add constraint "coupons_restaurant_customer_id_foreign" foreign key ("restaurant_customer_id") references "restaurant_customers" ("id") on delete cascade;`);
    this.addSql(`alter table "coupons" add constraint "coupons_benefit_type" check ("benefit_type" in ('percent', 'amount', 'free_delivery', 'free_item'));`);
    this.addSql(`alter table "coupons" add constraint "coupons_uses_non_negative" check ("uses" >= 0);`);

    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on delete cascade;`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_promotion_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_discount_within_subtotal";`);
    this.addSql(`alter table "orders" drop column "coupon_code", drop column "promotion_id", drop column "discount";`);
    this.addSql(`drop table if exists "coupon_redemptions" cascade;`);
    this.addSql(`drop table if exists "coupons" cascade;`);
    this.addSql(`alter table "restaurants" drop column "loyalty", drop column "winback_template";`);
  }

}
