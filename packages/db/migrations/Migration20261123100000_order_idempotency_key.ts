import { Migration } from '@mikro-orm/migrations';

/** Orders remember the idempotency key they were placed with: a retried request finds the first order. */
export class Migration20261123100000_order_idempotency_key extends Migration {

  override name = 'Migration20261123100000_order_idempotency_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "idempotency_key" varchar(100) null, add "idempotency_fingerprint" varchar(64) null;`);
    this.addSql(`alter table "orders" add constraint "orders_customer_idempotency_key_unique" unique ("customer_id", "idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_customer_idempotency_key_unique";`);
    this.addSql(`alter table "orders" drop column "idempotency_key", drop column "idempotency_fingerprint";`);
  }

}
