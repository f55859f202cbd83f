import { Migration } from '@mikro-orm/migrations';

/** Minutes after which a still-pending order is highlighted on the owner's screens and its alert escalates. */
export class Migration20261123410000_pending_alert extends Migration {

  override name = 'Migration20261123410000_pending_alert';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "pending_alert_minutes" smallint not null default 5;`);
    this.addSql(`alter table "restaurants" add constraint "restaurants_pending_alert_minutes_range" check ("pending_alert_minutes" between 1 and 60);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop constraint "restaurants_pending_alert_minutes_range";`);
    this.addSql(`alter table "restaurants" drop column "pending_alert_minutes";`);
  }

}
