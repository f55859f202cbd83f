import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: an e-mail counts as the account's only once its owner proved it. `users.email_confirmed_at`
 * stays null for every existing account: before this, anyone could set any address on their
 * account, so none of them is proven (each confirms with one mailed link when it needs to, e.g. to
 * accept an invitation). `email_confirmations` holds the mailed links (token SHA-256 only).
 */
export class Migration20261128100000_email_confirmation extends Migration {

  override name = 'Migration20261128100000_email_confirmation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "email_confirmed_at" timestamptz null;`);

    this.addSql(`create table "email_confirmations" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "email_confirmations_user_id_index" on "email_confirmations" ("user_id");`);
    this.addSql(`alter table "email_confirmations" add constraint "email_confirmations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_confirmations" add constraint "email_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_confirmations" cascade;`);
    this.addSql(`alter table "users" drop column "email_confirmed_at";`);
  }

}
