import { Migration } from '@mikro-orm/migrations';

/**
 * Opening hours (issue 18): the restaurant's time zone, weekly intervals and date exceptions,
 * the timed pause and the scheduled-order settings; the order's scheduled time.
 * Existing restaurants get an empty schedule, which means "always open unless paused", as before.
 */
export class Migration20261124300000_opening_hours extends Migration {

  override name = 'Migration20261124300000_opening_hours';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "timezone" varchar(64) not null default 'America/Sao_Paulo', add "weekly_hours" jsonb not null default '[]', add "opening_exceptions" jsonb not null default '[]', add "paused_until" timestamptz null, add "pause_reason" varchar(120) null, add "scheduling_enabled" boolean not null default false, add "slot_minutes" smallint not null default 30, add "lead_minutes" smallint not null default 30, add "max_days_ahead" smallint not null default 7, add "scheduled_alert_minutes" smallint not null default 30;`);
    this.addSql(`alter table "orders" add "scheduled_for" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "scheduled_for";`);
    this.addSql(`alter table "restaurants" drop column "timezone", drop column "weekly_hours", drop column "opening_exceptions", drop column "paused_until", drop column "pause_reason", drop column "scheduling_enabled", drop column "slot_minutes", drop column "lead_minutes", drop column "max_days_ahead", drop column "scheduled_alert_minutes";`);
  }

}
