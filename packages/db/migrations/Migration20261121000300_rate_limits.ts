import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000300_rate_limits extends Migration {

  override name = 'Migration20261121000300_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(300) not null, "hits" int not null, "reset_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "rate_limits_reset_at_index" on "rate_limits" ("reset_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
