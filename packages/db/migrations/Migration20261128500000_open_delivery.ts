import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34, Open Delivery 1.7.1 (docs/open-delivery.md): each restaurant's connection to its POS
 * (switch, client id, the client secret sealed with a key derived from the session secret, the
 * webhook URL, when the POS last polled) and the events outbox. The outbox is written by triggers
 * on orders, in the transaction of the change, whatever code made it (customer, guest, panel,
 * staff, a table, a conta's close): nobody has to remember to call it. Only for restaurants with
 * Open Delivery switched on — the one extra cost of every order insert is a probe of a tiny
 * table's unique index.
 */

/** The standard's 15 event types (Event.eventType, openapi-1.7.1.yaml lines 5578–5593). */
const EVENT_TYPES = [
  'CREATED', 'CONFIRMED', 'PREPARATION_REQUESTED', 'PREPARING', 'DISPATCHED', 'READY_FOR_PICKUP', 'PICKUP_AREA_ASSIGNED',
  'PICKED_UP', 'DELIVERED', 'CONCLUDED', 'CANCELLATION_REQUESTED', 'CANCELLATION_REQUEST_DENIED', 'CANCELLED',
  'ORDER_CANCELLATION_REQUEST', 'CANCELLED_DENIED',
];

/**
 * The events an order's new status means (docs/open-delivery.md "Events"): delivered is DELIVERED
 * for a delivery, PICKED_UP for a pickup, and nothing of its own for a table's order (INDOOR: the
 * conta's close) — each then CONCLUDED, since Direto's delivered is final.
 */
const STATUS_EVENTS_FUNCTION = `create function "open_delivery_status_events"(p_status text, p_order_type text) returns text[] language sql immutable as $$
  select case p_status
    when 'confirmed' then array['CONFIRMED']
    when 'preparing' then array['PREPARING']
    when 'ready' then array['READY_FOR_PICKUP']
    when 'out_for_delivery' then array['DISPATCHED']
    when 'delivered' then case p_order_type
      when 'delivery' then array['DELIVERED', 'CONCLUDED']
      when 'pickup' then array['PICKED_UP', 'CONCLUDED']
      else array['CONCLUDED'] end
    when 'cancelled' then array['CANCELLED']
    else array[]::text[] end
$$;`;

/** The owner's preset reasons ('Cancelar pedido') → the standard's codes; a typed reason is the restaurant's own difficulty. */
const CANCEL_CODE = `case new."cancel_reason"
      when 'Item em falta' then 'UNAVAILABLE_ITEM'
      when 'Fora da área de entrega' then 'ORDER_OUTSIDE_THE_DELIVERY_AREA'
      when 'Restaurante fechando' then 'OUTSIDE_DELIVERY_HOURS'
      when 'Pedido duplicado' then 'DUPLICATE_APPLICATION'
      else 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT' end`;

/**
 * An insert is CREATED (plus its status's events when it is born past pending); a status change
 * its events. Two events of one change are a microsecond apart so that polling returns them in
 * order. CONFIRMED carries an empty metadata and CANCELLED the reason and code (both required).
 */
const ORDER_TRIGGER_FUNCTION = `create function "open_delivery_events_on_order"() returns trigger language plpgsql as $$
declare
  v_at timestamptz;
  v_types text[];
begin
  if new."restaurant_id" is null
    or not exists (select 1 from "open_delivery_merchants" m where m."restaurant_id" = new."restaurant_id" and m."enabled") then
    return null;
  end if;
  v_types := "open_delivery_status_events"(new."status"::text, new."order_type");
  if tg_op = 'INSERT' then v_types := array['CREATED'] || v_types; end if;
  v_at := clock_timestamp();
  insert into "open_delivery_events" ("restaurant_id", "order_id", "event_type", "metadata", "created_at")
    select new."restaurant_id", new."id", t.type,
      case t.type
        when 'CONFIRMED' then '{}'::jsonb
        when 'CANCELLED' then jsonb_build_object('reason', coalesce(new."cancel_reason", 'Cancelado pelo restaurante'), 'code', ${CANCEL_CODE})
      end,
      v_at + (t.n - 1) * interval '1 microsecond'
    from unnest(v_types) with ordinality as t(type, n);
  return null;
end $$;`;

export class Migration20261128500000_open_delivery extends Migration {

  override name = 'Migration20261128500000_open_delivery';

  override up(): void | Promise<void> {
    this.addSql(`create table "open_delivery_merchants" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "enabled" boolean not null default false, "client_id" varchar(64) null, "client_secret_sealed" text null, "webhook_url" varchar(500) null, "last_poll_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "open_delivery_merchants" add constraint "open_delivery_merchants_restaurant_unique" unique ("restaurant_id");`);
    this.addSql(`alter table "open_delivery_merchants" add constraint "open_delivery_merchants_client_id_unique" unique ("client_id");`);
    this.addSql(`alter table "open_delivery_merchants" add constraint "open_delivery_merchants_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);

    this.addSql(`create table "open_delivery_events" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "order_id" uuid not null, "event_type" varchar(30) not null, "metadata" jsonb null, "created_at" timestamptz not null default now(), "acknowledged_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "open_delivery_events_restaurant_created_index" on "open_delivery_events" ("restaurant_id", "created_at");`);
    this.addSql(`create index "open_delivery_events_pending_index" on "open_delivery_events" ("restaurant_id", "created_at") where "acknowledged_at" is null;`);
    this.addSql(`create index "open_delivery_events_order_index" on "open_delivery_events" ("order_id");`);
    this.addSql(`alter table "open_delivery_events" add constraint "open_delivery_events_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "open_delivery_events" add constraint "open_delivery_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "open_delivery_events" add constraint "open_delivery_events_event_type" check ("event_type" in (${EVENT_TYPES.map((type) => `'${type}'`).join(', ')}));`);

    this.addSql(STATUS_EVENTS_FUNCTION);
    this.addSql(ORDER_TRIGGER_FUNCTION);
    this.addSql(`create trigger "open_delivery_events_on_order_insert" after insert on "orders" for each row execute function "open_delivery_events_on_order"();`);
    this.addSql(`create trigger "open_delivery_events_on_order_status" after update of "status" on "orders" for each row when (old."status" is distinct from new."status") execute function "open_delivery_events_on_order"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "open_delivery_events_on_order_status" on "orders";`);
    this.addSql(`drop trigger if exists "open_delivery_events_on_order_insert" on "orders";`);
    this.addSql(`drop function if exists "open_delivery_events_on_order"();`);
    this.addSql(`drop function if exists "open_delivery_status_events"(text, text);`);
    this.addSql(`drop table if exists "open_delivery_events" cascade;`);
    this.addSql(`drop table if exists "open_delivery_merchants" cascade;`);
  }

}
