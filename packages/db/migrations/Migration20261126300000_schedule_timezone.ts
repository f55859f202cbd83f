import { Migration } from '@mikro-orm/migrations';

/**
 * A scheduled order keeps the time zone its slot was offered in (the restaurant's at placement),
 * so 'Agendado para 19:30' reads in the restaurant's local time on every screen and ticket.
 * Orders scheduled before this read in São Paulo time, as they did.
 */
export class Migration20261126300000_schedule_timezone extends Migration {

  override name = 'Migration20261126300000_schedule_timezone';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "schedule_timezone" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "schedule_timezone";`);
  }

}
