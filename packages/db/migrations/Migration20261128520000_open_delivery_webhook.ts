import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 part 3 (docs/open-delivery-webhook.md): the webhook's delivery state on each outbox event
 * (attempts made, when the next is due, when the POS answered 2xx), what the POS told Direto in
 * PUT /v1/merchantOnboarding and POST /v1/merchantUpdate, the delivery address's coordinates on
 * the order (the customer's device, the geocoder or the city's centre), and the geocoder's cache.
 */
export class Migration20261128520000_open_delivery_webhook extends Migration {

  override name = 'Migration20261128520000_open_delivery_webhook';

  override up(): void | Promise<void> {
    this.addSql(`alter table "open_delivery_events" add "webhook_attempts" smallint not null default 0, add "webhook_next_attempt_at" timestamptz null, add "webhook_delivered_at" timestamptz null;`);

    this.addSql(`alter table "open_delivery_merchants" add "pos_merchant_id" varchar(100) null, add "merchant_update_at" timestamptz null, add "merchant_update_status" varchar(10) null, add "merchant_update_info" varchar(300) null;`);
    this.addSql(`alter table "open_delivery_merchants" add constraint "open_delivery_merchants_update_status" check ("merchant_update_status" in ('SUCCESS', 'PROCESSING', 'FAIL'));`);

    this.addSql(`alter table "orders" add "address_latitude" double precision null, add "address_longitude" double precision null, add "address_location" varchar(8) null;`);
    this.addSql(`alter table "orders" add constraint "orders_address_location" check ("address_location" in ('device', 'address', 'city'));`);

    this.addSql(`create table "geocode_cache" ("query" varchar(300) not null, "latitude" double precision not null, "longitude" double precision not null, "fetched_at" timestamptz not null, primary key ("query"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "geocode_cache" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_address_location";`);
    this.addSql(`alter table "orders" drop column "address_latitude", drop column "address_longitude", drop column "address_location";`);
    this.addSql(`alter table "open_delivery_merchants" drop constraint "open_delivery_merchants_update_status";`);
    this.addSql(`alter table "open_delivery_merchants" drop column "pos_merchant_id", drop column "merchant_update_at", drop column "merchant_update_status", drop column "merchant_update_info";`);
    this.addSql(`alter table "open_delivery_events" drop column "webhook_attempts", drop column "webhook_next_attempt_at", drop column "webhook_delivered_at";`);
  }

}
