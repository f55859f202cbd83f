import { Migration } from '@mikro-orm/migrations';

/**
 * Each order's history of status changes (the owner's timeline), and why an order was cancelled.
 * Existing orders get what is known of their past: 'pending' when they were placed and, for an
 * order that has moved on, its current status at its last update (until now only a status change
 * updated an order; delivered orders use deliveredAt). Steps in between were not recorded.
 */
export class Migration20261123400000_order_status_events extends Migration {

  override name = 'Migration20261123400000_order_status_events';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_status_events" ("id" uuid not null default gen_random_uuid(), "order_id" uuid not null, "status" "order_status" not null, "at" timestamptz not null, "changed_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "order_status_events_order_id_index" on "order_status_events" ("order_id");`);
    this.addSql(`create index "order_status_events_changed_by_id_index" on "order_status_events" ("changed_by_id");`);
    this.addSql(`alter table "order_status_events" add constraint "order_status_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_status_events" add constraint "order_status_events_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add "cancel_reason" varchar(200) null;`);

    this.addSql(`insert into "order_status_events" ("order_id", "status", "at", "changed_by_id") select "id", 'pending', "created_at", "customer_id" from "orders";`);
    this.addSql(
      `insert into "order_status_events" ("order_id", "status", "at") ` +
        `select "id", "status", case when "status" = 'delivered' then coalesce("delivered_at", "updated_at") else "updated_at" end ` +
        `from "orders" where "status" <> 'pending';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "cancel_reason";`);
    this.addSql(`drop table if exists "order_status_events" cascade;`);
  }

}
