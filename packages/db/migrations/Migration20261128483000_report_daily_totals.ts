import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32, reports in milliseconds over 100 000 orders (docs/reports.md "Speed"): each business
 * day's sales per report dimension, kept by triggers in the transaction of the order's change.
 * Placement (an INSERT as 'pending') fires nothing here: only an UPDATE that moves an order to or
 * from delivered/cancelled, or changes a figure of one that is (LGPD erasure clears the address
 * and the account; deleting a coupon clears promotion_id), and the rare DELETE. The aggregate
 * always equals what the live query over orders gives; past orders are filled set-based below.
 */

/** The figures one order adds (sign 1) or takes away (sign -1); rows that reach 0 orders go. */
export const ADD_FUNCTION = `create function "report_daily_totals_add"(p_restaurant uuid, p_date date, p_dimension text, p_key text, p_extra text,
  p_orders integer, p_gross numeric, p_discounts numeric, p_fees numeric, p_net numeric, p_quantity integer) returns void language plpgsql as $$
begin
  if p_orders < 0 then
    -- Taking away: the row exists (the order was added). No insert: the restaurant may be going.
    update "report_daily_totals" set "orders" = "orders" + p_orders, "gross" = "gross" + p_gross, "discounts" = "discounts" + p_discounts,
      "fees" = "fees" + p_fees, "net" = "net" + p_net, "quantity" = "quantity" + p_quantity
    where "restaurant_id" = p_restaurant and "dimension" = p_dimension and "business_date" = p_date
      and "key" is not distinct from p_key and "extra" is not distinct from p_extra;
    delete from "report_daily_totals" where "restaurant_id" = p_restaurant and "dimension" = p_dimension and "business_date" = p_date
      and "key" is not distinct from p_key and "extra" is not distinct from p_extra and "orders" <= 0;
  else
    insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "net", "quantity")
    values (p_restaurant, p_date, p_dimension, p_key, p_extra, p_orders, p_gross, p_discounts, p_fees, p_net, p_quantity)
    on conflict ("restaurant_id", "dimension", "business_date", "key", "extra") do update set
      "orders" = "report_daily_totals"."orders" + excluded."orders", "gross" = "report_daily_totals"."gross" + excluded."gross",
      "discounts" = "report_daily_totals"."discounts" + excluded."discounts", "fees" = "report_daily_totals"."fees" + excluded."fees",
      "net" = "report_daily_totals"."net" + excluded."net", "quantity" = "report_daily_totals"."quantity" + excluded."quantity";
  end if;
end $$;`;

/** One order's contribution to every dimension, with the same definitions as the live queries. */
export const APPLY_FUNCTION = `create function "report_daily_totals_apply"(o "orders", sign integer) returns void language plpgsql as $$
declare
  tz text;
  item record;
begin
  if o."restaurant_id" is null or o."business_date" is null then return; end if;
  if o."status" = 'cancelled' then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'cancelled', o."cancel_reason", null,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."total", 0);
    return;
  end if;
  if o."status" <> 'delivered' then return; end if;
  select "timezone" into tz from "restaurants" where "id" = o."restaurant_id";
  perform "report_daily_totals_add"(o."restaurant_id", o."business_date", d.dimension, d.key, d.extra,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."total", 0)
    from (values
      ('sales', null, null),
      ('hour', date_part('hour', timezone(tz, coalesce(o."scheduled_for", o."created_at")))::text, null),
      ('payment', o."payment_method"::text, o."card_brand"::text),
      ('district', o."address"->>'district', null),
      ('order_type', o."order_type"::text, null),
      ('origin', case when o."customer_id" is not null then 'account' else 'guest' end, null)
    ) as d(dimension, key, extra);
  if o."promotion_id" is not null or o."coupon_code" is not null then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'coupon', o."coupon_code", o."promotion_id"::text,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."total", 0);
  end if;
  for item in select "product_name", count(*)::integer as lines, sum("quantity")::integer as quantity, sum("total_price") as revenue
      from "order_items" where "order_id" = o."id" group by "product_name" loop
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'product', item."product_name", null,
      sign * item.lines, 0, 0, 0, sign * item.revenue, sign * item.quantity);
  end loop;
end $$;`;

const ORDER_TRIGGER_FUNCTION = `create function "report_daily_totals_on_order"() returns trigger language plpgsql as $$
begin
  perform "report_daily_totals_apply"(old, -1);
  if tg_op = 'DELETE' then return old; end if;
  perform "report_daily_totals_apply"(new, 1);
  return null;
end $$;`;

/** Every column a report reads from an order: a change of any of them, while it counts, re-files it. */
const FIGURES = (row: 'old' | 'new') =>
  [
    'restaurant_id', 'status', 'business_date', 'subtotal', 'discount', 'delivery_fee', 'total', 'cancel_reason', 'scheduled_for',
    'created_at', 'payment_method', 'card_brand', 'order_type', 'coupon_code', 'promotion_id',
  ]
    .map((column) => `${row}."${column}"`)
    .concat(`${row}."address"->>'district'`, `${row}."customer_id" is null`)
    .join(', ');

const COUNTS = (row: 'old' | 'new') => `${row}."status" in ('delivered', 'cancelled')`;

/** Exported with the functions above: the next migration (report_rollups_and_tables) restores them on the way down. */
export const UPDATE_TRIGGER = `create trigger "report_daily_totals_order_update" after update on "orders" for each row
      when ((${COUNTS('old')} or ${COUNTS('new')}) and (${FIGURES('old')}) is distinct from (${FIGURES('new')}))
      execute function "report_daily_totals_on_order"();`;

/** The hours are local: a restaurant that changes its time zone gets its rows recomputed. */
const TIMEZONE_FUNCTION = `create function "report_daily_totals_on_timezone"() returns trigger language plpgsql as $$
begin
  perform "report_daily_totals_rebuild"(new."id");
  return null;
end $$;`;

/** The figures of every order delivered or cancelled, one grouped insert per dimension. */
const BY_DIMENSION = (dimension: string, key: string, extra: string, where = 'true') => `insert into "report_daily_totals"
    ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "net")
    select o."restaurant_id", o."business_date", '${dimension}', ${key}, ${extra}, count(*), sum(o."subtotal"), sum(o."discount"), sum(o."delivery_fee"), sum(o."total")
    from "orders" o join "restaurants" r on r."id" = o."restaurant_id"
    where o."status" = 'delivered' and o."business_date" is not null and (p_restaurant is null or o."restaurant_id" = p_restaurant) and ${where}
    group by 1, 2, 4, 5;`;

/**
 * Recomputes the aggregate set-based from the orders, of one restaurant or (null) all: the
 * backfill below, a time zone change, and loaders that insert orders already delivered or
 * cancelled (the bench's seed) — an INSERT fires no trigger here.
 */
export const REBUILD_FUNCTION = `create function "report_daily_totals_rebuild"(p_restaurant uuid default null) returns void language plpgsql as $$
begin
  delete from "report_daily_totals" where p_restaurant is null or "restaurant_id" = p_restaurant;
  ${BY_DIMENSION('sales', 'null', 'null')}
  ${BY_DIMENSION('hour', `date_part('hour', timezone(r."timezone", coalesce(o."scheduled_for", o."created_at")))::text`, 'null')}
  ${BY_DIMENSION('payment', 'o."payment_method"::text', 'o."card_brand"::text')}
  ${BY_DIMENSION('district', `o."address"->>'district'`, 'null')}
  ${BY_DIMENSION('order_type', 'o."order_type"::text', 'null')}
  ${BY_DIMENSION('origin', `case when o."customer_id" is not null then 'account' else 'guest' end`, 'null')}
  ${BY_DIMENSION('coupon', 'o."coupon_code"', 'o."promotion_id"::text', '(o."promotion_id" is not null or o."coupon_code" is not null)')}
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "orders", "gross", "discounts", "fees", "net")
    select "restaurant_id", "business_date", 'cancelled', "cancel_reason", count(*), sum("subtotal"), sum("discount"), sum("delivery_fee"), sum("total")
    from "orders" where "status" = 'cancelled' and "restaurant_id" is not null and "business_date" is not null
      and (p_restaurant is null or "restaurant_id" = p_restaurant)
    group by 1, 2, 4;
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "orders", "net", "quantity")
    select o."restaurant_id", o."business_date", 'product', i."product_name", count(*), sum(i."total_price"), sum(i."quantity")
    from "orders" o join "order_items" i on i."order_id" = o."id"
    where o."status" = 'delivered' and o."restaurant_id" is not null and o."business_date" is not null
      and (p_restaurant is null or o."restaurant_id" = p_restaurant)
    group by 1, 2, 4;
end $$;`;

export class Migration20261128483000_report_daily_totals extends Migration {

  override name = 'Migration20261128483000_report_daily_totals';

  override up(): void | Promise<void> {
    this.addSql(`create table "report_daily_totals" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "business_date" date not null, "dimension" varchar(16) not null, "key" varchar(200) null, "extra" varchar(40) null, "orders" int not null default 0, "gross" numeric(12,2) not null default '0.00', "discounts" numeric(12,2) not null default '0.00', "fees" numeric(12,2) not null default '0.00', "net" numeric(12,2) not null default '0.00', "quantity" int not null default 0, primary key ("id"));`);
    this.addSql(`create unique index "report_daily_totals_key_unique" on "report_daily_totals" ("restaurant_id", "dimension", "business_date", "key", "extra") nulls not distinct;`);
    this.addSql(`alter table "report_daily_totals" add constraint "report_daily_totals_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    // 'Em andamento' is read live: the few orders not yet delivered or cancelled, by business day.
    this.addSql(`create index "orders_restaurant_in_progress_index" on "orders" ("restaurant_id", "business_date") where "status" not in ('delivered', 'cancelled');`);

    this.addSql(REBUILD_FUNCTION);
    this.addSql(`select "report_daily_totals_rebuild"();`);

    this.addSql(ADD_FUNCTION);
    this.addSql(APPLY_FUNCTION);
    this.addSql(ORDER_TRIGGER_FUNCTION);
    this.addSql(UPDATE_TRIGGER);
    // Before: the order's items (the products dimension) are still there to take away.
    this.addSql(`create trigger "report_daily_totals_order_delete" before delete on "orders" for each row
      when (${COUNTS('old')}) execute function "report_daily_totals_on_order"();`);
    this.addSql(TIMEZONE_FUNCTION);
    this.addSql(`create trigger "report_daily_totals_restaurant_timezone" after update of "timezone" on "restaurants" for each row
      when (old."timezone" is distinct from new."timezone") execute function "report_daily_totals_on_timezone"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "report_daily_totals_restaurant_timezone" on "restaurants";`);
    this.addSql(`drop trigger "report_daily_totals_order_delete" on "orders";`);
    this.addSql(`drop trigger "report_daily_totals_order_update" on "orders";`);
    this.addSql(`drop function "report_daily_totals_on_timezone"();`);
    this.addSql(`drop function "report_daily_totals_rebuild"(uuid);`);
    this.addSql(`drop function "report_daily_totals_on_order"();`);
    this.addSql(`drop function "report_daily_totals_apply"("orders", integer);`);
    this.addSql(`drop function "report_daily_totals_add"(uuid, date, text, text, text, integer, numeric, numeric, numeric, numeric, integer);`);
    this.addSql(`drop index "orders_restaurant_in_progress_index";`);
    this.addSql(`drop table if exists "report_daily_totals" cascade;`);
  }

}
