import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37 item 5 (Owner › Clientes at 100 000 customers): the customer record keeps the time of its
 * latest non-cancelled order, so the list's order (most recent order first) and its inactivity
 * filter read an index instead of grouping every order of the restaurant at each request. Kept by
 * a trigger on orders, in the transaction of the order's change (placed, cancelled, moved to
 * another record, erased, deleted): no round trip is added to placing an order, and no path that
 * writes orders can leave it stale. The other figures are still counted from the orders.
 */

/** The latest non-cancelled order of one record (the same definition as the list's figures). */
const REFRESH_FUNCTION = `create function "restaurant_customers_refresh_last_order"(p_customer uuid) returns void language sql as $$
  update "restaurant_customers" rc set "last_order_at" = (
    select max(o."created_at") from "orders" o
    where o."restaurant_customer_id" = rc."id" and o."restaurant_id" = rc."restaurant_id" and o."status" <> 'cancelled')
  where rc."id" = p_customer;
$$;`;

/**
 * A placed order can only move the time forward (one indexed update of the record the order's own
 * statement has just upserted); anything else that may take an order away recomputes the record's.
 */
const TRIGGER_FUNCTION = `create function "restaurant_customers_last_order_on_order"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new."restaurant_customer_id" is not null and new."status" <> 'cancelled' then
      update "restaurant_customers" set "last_order_at" = new."created_at"
      where "id" = new."restaurant_customer_id" and "restaurant_id" = new."restaurant_id"
        and ("last_order_at" is null or "last_order_at" < new."created_at");
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and old."restaurant_customer_id" is not distinct from new."restaurant_customer_id"
    and old."created_at" = new."created_at" and old."restaurant_id" = new."restaurant_id"
    and (old."status" = 'cancelled') = (new."status" = 'cancelled') then
    return null;
  end if;
  if old."restaurant_customer_id" is not null then
    perform "restaurant_customers_refresh_last_order"(old."restaurant_customer_id");
  end if;
  if tg_op = 'UPDATE' and new."restaurant_customer_id" is not null
    and new."restaurant_customer_id" is distinct from old."restaurant_customer_id" then
    perform "restaurant_customers_refresh_last_order"(new."restaurant_customer_id");
  end if;
  return null;
end $$;`;

export class Migration20261128530000_customer_last_order extends Migration {

  override name = 'Migration20261128530000_customer_last_order';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurant_customers" add "last_order_at" timestamptz null;`);
    this.addSql(`update "restaurant_customers" rc set "last_order_at" = f."last_order_at"
      from (select "restaurant_customer_id", "restaurant_id", max("created_at") as "last_order_at" from "orders"
            where "restaurant_customer_id" is not null and "status" <> 'cancelled' group by "restaurant_customer_id", "restaurant_id") f
      where f."restaurant_customer_id" = rc."id" and f."restaurant_id" = rc."restaurant_id";`);
    this.addSql(REFRESH_FUNCTION);
    this.addSql(TRIGGER_FUNCTION);
    this.addSql(`create trigger "restaurant_customers_last_order" after insert or delete or update of "status", "restaurant_customer_id", "created_at", "restaurant_id" on "orders"
      for each row execute function "restaurant_customers_last_order_on_order"();`);
    // The list's first page (most recent order first, else when the record was made) and, filtered by inactivity, by the last order alone.
    this.addSql(`create index "restaurant_customers_list_index" on "restaurant_customers" ("restaurant_id", coalesce("last_order_at", "created_at") desc, "id" desc);`);
    this.addSql(`create index "restaurant_customers_last_order_index" on "restaurant_customers" ("restaurant_id", "last_order_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "restaurant_customers_last_order" on "orders";`);
    this.addSql(`drop function "restaurant_customers_last_order_on_order"();`);
    this.addSql(`drop function "restaurant_customers_refresh_last_order"(uuid);`);
    this.addSql(`drop index "restaurant_customers_last_order_index";`);
    this.addSql(`drop index "restaurant_customers_list_index";`);
    this.addSql(`alter table "restaurant_customers" drop column "last_order_at";`);
  }
}
