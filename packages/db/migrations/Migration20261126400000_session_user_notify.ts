import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: every server process keeps a signed-in request's session row and user in memory for
 * a few seconds instead of reading both on every request. Triggers on `sessions` and `users`
 * send the changed row's key (`session_changes`: the sid; `user_changes`: the user's id) in the
 * writing transaction, whatever path writes (a service, raw SQL, an admin edit, a deletion), so
 * every process forgets the entry when, and only if, the change commits. Keep the channel names
 * in step with apps/server/src/plugins/session-read-cache.ts.
 */
export class Migration20261126400000_session_user_notify extends Migration {

  override name = 'Migration20261126400000_session_user_notify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "direto_session_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changes', old.sid);
  return null;
end $$;`);
    this.addSql(`create trigger "sessions_changed" after update or delete on "sessions" for each row execute function "direto_session_changed"();`);
    this.addSql(`create or replace function "direto_user_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('user_changes', old.id::text);
  return null;
end $$;`);
    this.addSql(`create trigger "users_changed" after update or delete on "users" for each row execute function "direto_user_changed"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "users_changed" on "users";`);
    this.addSql(`drop function if exists "direto_user_changed"();`);
    this.addSql(`drop trigger if exists "sessions_changed" on "sessions";`);
    this.addSql(`drop function if exists "direto_session_changed"();`);
  }

}
