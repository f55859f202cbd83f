import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: the cash register ('Caixa'). At most one open caixa per restaurant (a partial unique
 * index: two parallel openings give one), its movements (sangria, suprimento), its reopenings
 * (who, when, why) and which caixa each delivered order belongs to (one at most: the key). The
 * owner decides whether staff may operate it ('Equipe pode operar o caixa', off by default).
 */
export class Migration20261128470000_cash_register extends Migration {

  override name = 'Migration20261128470000_cash_register';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "staff_can_operate_cash" boolean not null default false;`);

    this.addSql(`create table "cash_sessions" ("id" uuid not null default gen_random_uuid(), "restaurant_id" uuid not null, "status" varchar(6) not null default 'open', "opened_by_id" uuid null, "opened_by_name" varchar(201) not null, "opened_at" timestamptz not null, "opening_float" numeric(10,2) not null, "closed_by_id" uuid null, "closed_by_name" varchar(201) null, "closed_at" timestamptz null, "closing" jsonb null, primary key ("id"));`);
    this.addSql(`create index "cash_sessions_restaurant_opened_index" on "cash_sessions" ("restaurant_id", "opened_at");`);
    this.addSql(`create unique index "cash_sessions_one_open_per_restaurant" on "cash_sessions" ("restaurant_id") where "status" = 'open';`);
    this.addSql(`alter table "cash_sessions" add constraint "cash_sessions_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`);
    this.addSql(`alter table "cash_sessions" add constraint "cash_sessions_opened_by_id_foreign" foreign key ("opened_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "cash_sessions" add constraint "cash_sessions_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "cash_sessions" add constraint "cash_sessions_status" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "cash_sessions" add constraint "cash_sessions_opening_float_non_negative" check ("opening_float" >= 0);`);

    this.addSql(`create table "cash_movements" ("id" uuid not null default gen_random_uuid(), "session_id" uuid not null, "type" varchar(10) not null, "amount" numeric(10,2) not null, "reason" varchar(200) not null, "created_by_id" uuid null, "created_by_name" varchar(201) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "cash_movements_session_index" on "cash_movements" ("session_id", "created_at");`);
    this.addSql(`alter table "cash_movements" add constraint "cash_movements_session_id_foreign" foreign key ("session_id") references "cash_sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "cash_movements" add constraint "cash_movements_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "cash_movements" add constraint "cash_movements_type" check ("type" in ('withdrawal', 'deposit'));`);
    this.addSql(`alter table "cash_movements" add constraint "cash_movements_amount_positive" check ("amount" > 0);`);

    this.addSql(`create table "cash_reopenings" ("id" uuid not null default gen_random_uuid(), "session_id" uuid not null, "reopened_by_id" uuid null, "reopened_by_name" varchar(201) not null, "reopened_at" timestamptz not null, "reason" varchar(200) not null, "previous_closing" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "cash_reopenings_session_index" on "cash_reopenings" ("session_id", "reopened_at");`);
    this.addSql(`alter table "cash_reopenings" add constraint "cash_reopenings_session_id_foreign" foreign key ("session_id") references "cash_sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "cash_reopenings" add constraint "cash_reopenings_reopened_by_id_foreign" foreign key ("reopened_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "cash_session_orders" ("order_id" uuid not null, "session_id" uuid not null, primary key ("order_id"));`);
    this.addSql(`create index "cash_session_orders_session_index" on "cash_session_orders" ("session_id");`);
    this.addSql(`alter table "cash_session_orders" add constraint "cash_session_orders_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cash_session_orders" add constraint "cash_session_orders_session_id_foreign" foreign key ("session_id") references "cash_sessions" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cash_session_orders" cascade;`);
    this.addSql(`drop table if exists "cash_reopenings" cascade;`);
    this.addSql(`drop table if exists "cash_movements" cascade;`);
    this.addSql(`drop table if exists "cash_sessions" cascade;`);
    this.addSql(`alter table "restaurants" drop column "staff_can_operate_cash";`);
  }

}
