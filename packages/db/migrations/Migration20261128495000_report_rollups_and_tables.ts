import { Migration } from '@mikro-orm/migrations';
import {
  ADD_FUNCTION as PREVIOUS_ADD_FUNCTION,
  APPLY_FUNCTION as PREVIOUS_APPLY_FUNCTION,
  REBUILD_FUNCTION as PREVIOUS_REBUILD_FUNCTION,
  UPDATE_TRIGGER as PREVIOUS_UPDATE_TRIGGER,
} from './Migration20261128483000_report_daily_totals';

/**
 * Issue 32's last point (reports over a year in milliseconds) and issue 33's orders in the reports
 * (docs/reports.md "Speed"). Still kept by the orders' triggers, in the transaction of the order's
 * change; placement (an INSERT as 'pending') still fires nothing here.
 * - Monthly roll-up: every daily row is also added to its month's row (dimension 'month:…', the
 *   month's first day; the hour's month row keeps the weekday in `extra`), so a long period reads
 *   its whole months and only its edge days.
 * - report_customers: per restaurant customer (their record, or their account when the order has
 *   none), the sorted sale days with running totals of orders and net, first and last day: new vs
 *   returning reads customers (two binary searches each) instead of the period's orders. The 'identified' dimension sums their sales per day.
 * - Issue 33: the origin is orders.origin (counter, phone, whatsapp, table) before account/guest;
 *   an order paid in parts (order_payments, written by 'Fechar conta' before the orders turn
 *   delivered) counts each part under its method; the service charge is a figure of its own.
 */

/** Upserts one row (sign 1) or takes from it (sign -1); rows that reach 0 orders go. */
const PUT_FUNCTION = `create function "report_daily_totals_put"(p_restaurant uuid, p_date date, p_dimension text, p_key text, p_extra text,
  p_orders integer, p_gross numeric, p_discounts numeric, p_fees numeric, p_service numeric, p_net numeric, p_quantity integer) returns void language plpgsql as $$
begin
  if p_orders < 0 then
    -- Taking away: the row exists (the order was added). No insert: the restaurant may be going.
    update "report_daily_totals" set "orders" = "orders" + p_orders, "gross" = "gross" + p_gross, "discounts" = "discounts" + p_discounts,
      "fees" = "fees" + p_fees, "service" = "service" + p_service, "net" = "net" + p_net, "quantity" = "quantity" + p_quantity
    where "restaurant_id" = p_restaurant and "dimension" = p_dimension and "business_date" = p_date
      and "key" is not distinct from p_key and "extra" is not distinct from p_extra;
    delete from "report_daily_totals" where "restaurant_id" = p_restaurant and "dimension" = p_dimension and "business_date" = p_date
      and "key" is not distinct from p_key and "extra" is not distinct from p_extra and "orders" <= 0;
  else
    insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "service", "net", "quantity")
    values (p_restaurant, p_date, p_dimension, p_key, p_extra, p_orders, p_gross, p_discounts, p_fees, p_service, p_net, p_quantity)
    on conflict ("restaurant_id", "dimension", "business_date", "key", "extra") do update set
      "orders" = "report_daily_totals"."orders" + excluded."orders", "gross" = "report_daily_totals"."gross" + excluded."gross",
      "discounts" = "report_daily_totals"."discounts" + excluded."discounts", "fees" = "report_daily_totals"."fees" + excluded."fees",
      "service" = "report_daily_totals"."service" + excluded."service",
      "net" = "report_daily_totals"."net" + excluded."net", "quantity" = "report_daily_totals"."quantity" + excluded."quantity";
  end if;
end $$;`;

/** The day's row and its month's row (the hour's month row is per weekday: the hours report is weekday × hour). */
const ADD_FUNCTION = `create function "report_daily_totals_add"(p_restaurant uuid, p_date date, p_dimension text, p_key text, p_extra text,
  p_orders integer, p_gross numeric, p_discounts numeric, p_fees numeric, p_service numeric, p_net numeric, p_quantity integer) returns void language plpgsql as $$
begin
  perform "report_daily_totals_put"(p_restaurant, p_date, p_dimension, p_key, p_extra, p_orders, p_gross, p_discounts, p_fees, p_service, p_net, p_quantity);
  perform "report_daily_totals_put"(p_restaurant, date_trunc('month', p_date)::date, 'month:' || p_dimension, p_key,
    case when p_dimension = 'hour' then extract(dow from p_date)::integer::text else p_extra end,
    p_orders, p_gross, p_discounts, p_fees, p_service, p_net, p_quantity);
end $$;`;

/**
 * One customer's sale day added (sign 1) or taken away (-1). The days stay sorted, each with the
 * running totals of orders and net up to it (so a period's figures are two lookups, a binary search
 * each: width_bucket); a day at 0 orders goes, and so does a customer without sales. One UPDATE: a
 * concurrent change of the same customer waits for the row and then works on its committed arrays.
 */
const CUSTOMER_ADD_FUNCTION = `create function "report_customers_add"(p_restaurant uuid, p_customer uuid, p_date date, p_orders integer, p_net numeric)
  returns void language plpgsql as $$
begin
  if p_orders > 0 then
    insert into "report_customers" ("restaurant_id", "customer_key", "first_date", "last_date", "orders", "net", "days", "orders_to_day", "net_to_day")
    values (p_restaurant, p_customer, p_date, p_date, 0, 0, '{}', '{}', '{}')
    on conflict ("restaurant_id", "customer_key") do nothing;
  end if;
  update "report_customers" c set ("first_date", "last_date", "orders", "net", "days", "orders_to_day", "net_to_day") = (
      select coalesce(min(m.d), c."first_date"), coalesce(max(m.d), c."last_date"), c."orders" + p_orders, c."net" + p_net,
        coalesce(array_agg(m.d order by m.d), '{}'), coalesce(array_agg(m.orders_to_day order by m.d), '{}'), coalesce(array_agg(m.net_to_day order by m.d), '{}')
      from (
        select g.d, (sum(g.n) over running)::integer as orders_to_day, sum(g.s) over running as net_to_day
        from (
          select u.d, sum(u.n) as n, sum(u.s) as s
          from (
            -- Each day's own figures back from the running totals, plus the change.
            select x.d, x.cn - coalesce(lag(x.cn) over (order by x.i), 0) as n, x.cs - coalesce(lag(x.cs) over (order by x.i), 0) as s
            from unnest(c."days", c."orders_to_day", c."net_to_day") with ordinality as x(d, cn, cs, i)
            union all select p_date, p_orders, p_net
          ) u
          group by u.d having sum(u.n) > 0
        ) g
        window running as (order by g.d)
      ) m)
  where c."restaurant_id" = p_restaurant and c."customer_key" = p_customer;
  delete from "report_customers" where "restaurant_id" = p_restaurant and "customer_key" = p_customer and "orders" <= 0;
end $$;`;

/** Where an order came from: staff's or a table's (issue 33), else with an account or without one. */
const ORIGIN = (o: string) => `coalesce(${o}."origin", case when ${o}."customer_id" is not null then 'account' else 'guest' end)`;
/** The customer a sale is counted for: their record at the restaurant, or their account when the order has none. */
const CUSTOMER = (o: string) => `coalesce(${o}."restaurant_customer_id", ${o}."customer_id")`;

/** One order's contribution to every dimension, with the same definitions as the rebuild below. */
const APPLY_FUNCTION = `create or replace function "report_daily_totals_apply"(o "orders", sign integer) returns void language plpgsql as $$
declare
  tz text;
  item record;
begin
  if o."restaurant_id" is null or o."business_date" is null then return; end if;
  if o."status" = 'cancelled' then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'cancelled', o."cancel_reason", null,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."service_charge", sign * o."total", 0);
    return;
  end if;
  if o."status" <> 'delivered' then return; end if;
  select "timezone" into tz from "restaurants" where "id" = o."restaurant_id";
  perform "report_daily_totals_add"(o."restaurant_id", o."business_date", d.dimension, d.key, d.extra,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."service_charge", sign * o."total", 0)
    from (values
      ('sales', null, null),
      ('hour', date_part('hour', timezone(tz, coalesce(o."scheduled_for", o."created_at")))::text, null),
      ('district', o."address"->>'district', null),
      ('order_type', o."order_type"::text, null),
      ('origin', ${ORIGIN('o')}, null)
    ) as d(dimension, key, extra);
  if o."promotion_id" is not null or o."coupon_code" is not null then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'coupon', o."coupon_code", o."promotion_id"::text,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."service_charge", sign * o."total", 0);
  end if;
  -- Paid in parts (a closed conta): each method used counts the order once, with its part.
  if exists (select from "order_payments" where "order_id" = o."id") then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'payment', part."method", part."card_brand", sign, 0, 0, 0, 0, sign * part."amount", 0)
      from (select "method", "card_brand", sum("amount") as "amount" from "order_payments" where "order_id" = o."id" group by 1, 2) as part;
  else
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'payment', o."payment_method"::text, o."card_brand"::text,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."service_charge", sign * o."total", 0);
  end if;
  if ${CUSTOMER('o')} is not null then
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'identified', null, null,
      sign, sign * o."subtotal", sign * o."discount", sign * o."delivery_fee", sign * o."service_charge", sign * o."total", 0);
    perform "report_customers_add"(o."restaurant_id", ${CUSTOMER('o')}, o."business_date", sign, sign * o."total");
  end if;
  for item in select "product_name", count(*)::integer as lines, sum("quantity")::integer as quantity, sum("total_price") as revenue
      from "order_items" where "order_id" = o."id" group by "product_name" loop
    perform "report_daily_totals_add"(o."restaurant_id", o."business_date", 'product', item."product_name", null,
      sign * item.lines, 0, 0, 0, 0, sign * item.revenue, sign * item.quantity);
  end loop;
end $$;`;

/** Every column a report reads from an order: a change of any of them, while it counts, re-files it. */
const FIGURES = (row: 'old' | 'new') =>
  [
    'restaurant_id', 'status', 'business_date', 'subtotal', 'discount', 'delivery_fee', 'service_charge', 'total', 'cancel_reason', 'scheduled_for',
    'created_at', 'payment_method', 'card_brand', 'order_type', 'origin', 'coupon_code', 'promotion_id', 'customer_id', 'restaurant_customer_id',
  ]
    .map((column) => `${row}."${column}"`)
    .concat(`${row}."address"->>'district'`)
    .join(', ');

const COUNTS = (row: 'old' | 'new') => `${row}."status" in ('delivered', 'cancelled')`;

const UPDATE_TRIGGER = `create trigger "report_daily_totals_order_update" after update on "orders" for each row
  when ((${COUNTS('old')} or ${COUNTS('new')}) and (${FIGURES('old')}) is distinct from (${FIGURES('new')}))
  execute function "report_daily_totals_on_order"();`;

/**
 * An order's parts are written before it counts ('Fechar conta' inserts them, then delivers) and
 * never change after: the aggregate read them when the order was filed. A change to the parts of
 * a delivered or cancelled order is refused rather than leaving the reports wrong. When an order
 * is deleted its parts go after it (the foreign key's cascade), the order no longer there: allowed.
 */
const PAYMENTS_GUARD_FUNCTION = `create function "order_payments_fixed_once_counted"() returns trigger language plpgsql as $$
begin
  if (tg_op <> 'DELETE' and exists (select from "orders" where "id" = new."order_id" and "status" in ('delivered', 'cancelled')))
    or (tg_op <> 'INSERT' and exists (select from "orders" where "id" = old."order_id" and "status" in ('delivered', 'cancelled'))) then
    raise exception 'As formas de pagamento de um pedido entregue ou cancelado não mudam (os relatórios já o contaram)';
  end if;
  if tg_op = 'DELETE' then return old; end if;
  return new;
end $$;`;

/** The figures of every delivered order, one grouped insert per dimension. */
const BY_DIMENSION = (dimension: string, key: string, extra: string, where = 'true') => `insert into "report_daily_totals"
    ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "service", "net")
    select o."restaurant_id", o."business_date", '${dimension}', ${key}, ${extra}, count(*), sum(o."subtotal"), sum(o."discount"), sum(o."delivery_fee"), sum(o."service_charge"), sum(o."total")
    from "orders" o join "restaurants" r on r."id" = o."restaurant_id"
    where o."status" = 'delivered' and o."business_date" is not null and (p_restaurant is null or o."restaurant_id" = p_restaurant) and ${where}
    group by 1, 2, 4, 5;`;

const SOLD = `o."status" = 'delivered' and o."restaurant_id" is not null and o."business_date" is not null and (p_restaurant is null or o."restaurant_id" = p_restaurant)`;

/**
 * Recomputes the aggregate set-based from the orders, of one restaurant or (null) all: the
 * backfill below, a time zone change, and loaders that insert orders already delivered or
 * cancelled (the bench's seed, the demo data) — an INSERT fires no trigger here.
 */
const REBUILD_FUNCTION = `create or replace function "report_daily_totals_rebuild"(p_restaurant uuid default null) returns void language plpgsql as $$
begin
  delete from "report_daily_totals" where p_restaurant is null or "restaurant_id" = p_restaurant;
  delete from "report_customers" where p_restaurant is null or "restaurant_id" = p_restaurant;
  ${BY_DIMENSION('sales', 'null', 'null')}
  ${BY_DIMENSION('hour', `date_part('hour', timezone(r."timezone", coalesce(o."scheduled_for", o."created_at")))::text`, 'null')}
  ${BY_DIMENSION('district', `o."address"->>'district'`, 'null')}
  ${BY_DIMENSION('order_type', 'o."order_type"::text', 'null')}
  ${BY_DIMENSION('origin', ORIGIN('o'), 'null')}
  ${BY_DIMENSION('coupon', 'o."coupon_code"', 'o."promotion_id"::text', '(o."promotion_id" is not null or o."coupon_code" is not null)')}
  ${BY_DIMENSION('identified', 'null', 'null', `${CUSTOMER('o')} is not null`)}
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "service", "net")
    select p."restaurant_id", p."business_date", 'payment', p."method", p."brand", count(*), sum(p."gross"), sum(p."discounts"), sum(p."fees"), sum(p."service"), sum(p."net")
    from (
      select o."restaurant_id", o."business_date", o."payment_method"::text as "method", o."card_brand"::text as "brand",
        o."subtotal" as "gross", o."discount" as "discounts", o."delivery_fee" as "fees", o."service_charge" as "service", o."total" as "net"
      from "orders" o where ${SOLD} and not exists (select from "order_payments" op where op."order_id" = o."id")
      union all
      select o."restaurant_id", o."business_date", op."method", op."card_brand", 0, 0, 0, 0, sum(op."amount")
      from "orders" o join "order_payments" op on op."order_id" = o."id" where ${SOLD}
      group by o."id", op."method", op."card_brand"
    ) p
    group by 1, 2, 4, 5;
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "orders", "gross", "discounts", "fees", "service", "net")
    select "restaurant_id", "business_date", 'cancelled', "cancel_reason", count(*), sum("subtotal"), sum("discount"), sum("delivery_fee"), sum("service_charge"), sum("total")
    from "orders" where "status" = 'cancelled' and "restaurant_id" is not null and "business_date" is not null
      and (p_restaurant is null or "restaurant_id" = p_restaurant)
    group by 1, 2, 4;
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "orders", "net", "quantity")
    select o."restaurant_id", o."business_date", 'product', i."product_name", count(*), sum(i."total_price"), sum(i."quantity")
    from "orders" o join "order_items" i on i."order_id" = o."id"
    where ${SOLD}
    group by 1, 2, 4;
  -- The months, rolled up from the days just written.
  insert into "report_daily_totals" ("restaurant_id", "business_date", "dimension", "key", "extra", "orders", "gross", "discounts", "fees", "service", "net", "quantity")
    select "restaurant_id", date_trunc('month', "business_date")::date, 'month:' || "dimension", "key",
      case when "dimension" = 'hour' then extract(dow from "business_date")::integer::text else "extra" end,
      sum("orders"), sum("gross"), sum("discounts"), sum("fees"), sum("service"), sum("net"), sum("quantity")
    from "report_daily_totals" where (p_restaurant is null or "restaurant_id" = p_restaurant) and "dimension" not like 'month:%'
    group by 1, 2, 3, 4, 5;
  insert into "report_customers" ("restaurant_id", "customer_key", "first_date", "last_date", "orders", "net", "days", "orders_to_day", "net_to_day")
    select "restaurant_id", "customer_key", min("d"), max("d"), sum("n"), sum("s"),
      array_agg("d" order by "d"), array_agg("orders_to_day" order by "d"), array_agg("net_to_day" order by "d")
    from (
      select *, (sum("n") over running)::integer as "orders_to_day", sum("s") over running as "net_to_day"
      from (
        select o."restaurant_id", ${CUSTOMER('o')} as "customer_key", o."business_date" as "d", count(*)::integer as "n", sum(o."total") as "s"
        from "orders" o where ${SOLD} and ${CUSTOMER('o')} is not null
        group by 1, 2, 3
      ) sale_days
      window running as (partition by "restaurant_id", "customer_key" order by "d")
    ) running_days
    group by 1, 2;
end $$;`;

export class Migration20261128495000_report_rollups_and_tables extends Migration {

  override name = 'Migration20261128495000_report_rollups_and_tables';

  override up(): void | Promise<void> {
    this.addSql(`alter table "report_daily_totals" add "service" numeric(12,2) not null default '0.00';`);
    this.addSql(`create table "report_customers" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "customer_key" uuid not null, "first_date" date not null, "last_date" date not null, "orders" int not null default 0, "net" numeric(12,2) not null default '0.00', "days" date[] not null, "orders_to_day" int[] not null, "net_to_day" numeric(12,2)[] not null, primary key ("id"));`);
    this.addSql(`alter table "report_customers" add constraint "report_customers_restaurant_customer_unique" unique ("restaurant_id", "customer_key");`);
    this.addSql(`create index "report_customers_restaurant_last_date_index" on "report_customers" ("restaurant_id", "last_date");`);
    this.addSql(`alter table "report_customers" add constraint "report_customers_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);

    this.addSql(`drop trigger "report_daily_totals_order_update" on "orders";`);
    this.addSql(`drop function "report_daily_totals_apply"("orders", integer);`);
    this.addSql(`drop function "report_daily_totals_add"(uuid, date, text, text, text, integer, numeric, numeric, numeric, numeric, integer);`);
    this.addSql(PUT_FUNCTION);
    this.addSql(ADD_FUNCTION);
    this.addSql(CUSTOMER_ADD_FUNCTION);
    this.addSql(APPLY_FUNCTION);
    this.addSql(UPDATE_TRIGGER);
    this.addSql(PAYMENTS_GUARD_FUNCTION);
    this.addSql(`create trigger "order_payments_fixed_once_counted" before insert or update or delete on "order_payments" for each row
      execute function "order_payments_fixed_once_counted"();`);
    this.addSql(REBUILD_FUNCTION);
    this.addSql(`select "report_daily_totals_rebuild"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "order_payments_fixed_once_counted" on "order_payments";`);
    this.addSql(`drop function "order_payments_fixed_once_counted"();`);
    this.addSql(`drop trigger "report_daily_totals_order_update" on "orders";`);
    this.addSql(`drop function "report_daily_totals_apply"("orders", integer);`);
    this.addSql(`drop function "report_customers_add"(uuid, uuid, date, integer, numeric);`);
    this.addSql(`drop function "report_daily_totals_add"(uuid, date, text, text, text, integer, numeric, numeric, numeric, numeric, numeric, integer);`);
    this.addSql(`drop function "report_daily_totals_put"(uuid, date, text, text, text, integer, numeric, numeric, numeric, numeric, numeric, integer);`);
    this.addSql(`drop function "report_daily_totals_rebuild"(uuid);`);
    this.addSql(`drop table if exists "report_customers" cascade;`);
    this.addSql(`alter table "report_daily_totals" drop column "service";`);
    this.addSql(PREVIOUS_ADD_FUNCTION);
    this.addSql(PREVIOUS_APPLY_FUNCTION);
    this.addSql(PREVIOUS_UPDATE_TRIGGER);
    this.addSql(PREVIOUS_REBUILD_FUNCTION);
    this.addSql(`select "report_daily_totals_rebuild"();`);
  }

}
