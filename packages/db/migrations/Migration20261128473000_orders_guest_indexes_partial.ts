import { Migration } from '@mikro-orm/migrations';

/**
 * An account's order has no guest tracking token and no guest device: their two indexes only need
 * the guest orders' rows. Partial indexes spare every other order (the hottest write) two index
 * entries; every query on them asks for one token or one device, never for null.
 */
export class Migration20261128473000_orders_guest_indexes_partial extends Migration {

  override name = 'Migration20261128473000_orders_guest_indexes_partial';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_guest_token_hash_unique";`);
    this.addSql(`create unique index "orders_guest_token_hash_unique" on "orders" ("guest_token_hash") where "guest_token_hash" is not null;`);
    this.addSql(`drop index "orders_guest_device_created_index";`);
    this.addSql(`create index "orders_guest_device_created_index" on "orders" ("guest_device_id", "created_at") where "guest_device_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_guest_device_created_index";`);
    this.addSql(`create index "orders_guest_device_created_index" on "orders" ("guest_device_id", "created_at");`);
    this.addSql(`drop index "orders_guest_token_hash_unique";`);
    this.addSql(`alter table "orders" add constraint "orders_guest_token_hash_unique" unique ("guest_token_hash");`);
  }

}
