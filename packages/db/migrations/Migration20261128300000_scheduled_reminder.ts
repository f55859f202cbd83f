import { Migration } from '@mikro-orm/migrations';

/**
 * The scheduled-order reminder is sent by the server (issue 28), once per order whatever the
 * number of processes: a tick claims a due reminder (reminder_claimed_at), sends it, then marks
 * it sent (reminder_sent_at). A claim whose process died before marking it is taken again after
 * a while. The partial index keeps each tick's search to the orders still waiting for one.
 */
export class Migration20261128300000_scheduled_reminder extends Migration {

  override name = 'Migration20261128300000_scheduled_reminder';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "reminder_claimed_at" timestamptz null, add "reminder_sent_at" timestamptz null;`);
    this.addSql(`create index "orders_reminder_due_index" on "orders" ("scheduled_for") where "scheduled_for" is not null and "reminder_sent_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "orders_reminder_due_index";`);
    this.addSql(`alter table "orders" drop column "reminder_claimed_at", drop column "reminder_sent_at";`);
  }

}
