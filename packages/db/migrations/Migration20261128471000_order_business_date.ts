import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: the business day each order counts for in the owner's reports, and the index the
 * reports read by. Placement writes it (from the opening hours it already read: a shift past
 * midnight belongs to the day it opened); any other insert that leaves it out gets the calendar
 * day in the restaurant's time zone from a trigger that runs only then. Past orders get their
 * calendar day.
 */
export class Migration20261128471000_order_business_date extends Migration {

  override name = 'Migration20261128471000_order_business_date';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "business_date" date null;`);
    this.addSql(`update "orders" set "business_date" = ("orders"."created_at" at time zone "restaurants"."timezone")::date from "restaurants" where "restaurants"."id" = "orders"."restaurant_id";`);
    this.addSql(`update "orders" set "business_date" = ("created_at" at time zone 'America/Sao_Paulo')::date where "business_date" is null;`);
    this.addSql(`create index "orders_restaurant_business_date_index" on "orders" ("restaurant_id", "business_date");`);
    this.addSql(`create function "orders_business_date_default"() returns trigger language plpgsql as $$
begin
  select (new."created_at" at time zone "timezone")::date into new."business_date" from "restaurants" where "id" = new."restaurant_id";
  if new."business_date" is null then
    new."business_date" := (new."created_at" at time zone 'America/Sao_Paulo')::date;
  end if;
  return new;
end
$$;`);
    this.addSql(`create trigger "orders_business_date_default" before insert on "orders" for each row when (new."business_date" is null) execute function "orders_business_date_default"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "orders_business_date_default" on "orders";`);
    this.addSql(`drop function "orders_business_date_default"();`);
    this.addSql(`drop index "orders_restaurant_business_date_index";`);
    this.addSql(`alter table "orders" drop column "business_date";`);
  }

}
