import { Migration } from '@mikro-orm/migrations';

/** Owners' Web Push subscriptions: a new order reaches their phone even with the app closed. */
export class Migration20261123300000_push_subscriptions extends Migration {

  override name = 'Migration20261123300000_push_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "endpoint" varchar(1000) not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "label" varchar(200) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }

}
