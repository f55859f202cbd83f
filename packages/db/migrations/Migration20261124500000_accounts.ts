import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21 (accounts): password reset links, restaurant staff and their invitations, and the
 * restaurant's order e-mails setting.
 */
export class Migration20261124500000_accounts extends Migration {

  override name = 'Migration20261124500000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "restaurant_members" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "user_id" uuid not null, "role" varchar(20) not null default 'staff', "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "restaurant_members_user_id_index" on "restaurant_members" ("user_id");`);
    this.addSql(`alter table "restaurant_members" add constraint "restaurant_members_restaurant_user_unique" unique ("restaurant_id", "user_id");`);
    this.addSql(`alter table "restaurant_members" add constraint "restaurant_members_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "restaurant_members" add constraint "restaurant_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "staff_invitations" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "invited_by_id" uuid null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "staff_invitations_restaurant_id_index" on "staff_invitations" ("restaurant_id");`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "restaurants" add column "order_emails" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop column "order_emails";`);
    this.addSql(`drop table if exists "staff_invitations" cascade;`);
    this.addSql(`drop table if exists "restaurant_members" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
