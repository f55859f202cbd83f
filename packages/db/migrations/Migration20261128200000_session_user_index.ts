import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: ending a user's sessions (a password change, an admin's deletion, a member removed
 * from the team, 'Sair de todos os dispositivos') and listing them find the rows by
 * `"sess"->>'userId'`. Without an index each of those read the whole table. The expression is
 * written exactly as the queries in apps/server/src/plugins/session-store.ts use it, or
 * PostgreSQL would not use it.
 */
export class Migration20261128200000_session_user_index extends Migration {

  override name = 'Migration20261128200000_session_user_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "sessions_user_id_index" on "sessions" (("sess"->>'userId'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "sessions_user_id_index";`);
  }

}
