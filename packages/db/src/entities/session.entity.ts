import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Server-side sessions. `sid` holds a SHA-256 hash of the session id, never the id itself. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  // Ending or listing a user's sessions looks them up by the user in the JSON (Migration20261128200000_session_user_index).
  indexes: [{ name: 'sessions_user_id_index', expression: `create index "sessions_user_id_index" on "sessions" (("sess"->>'userId'))` }],
  properties: {
    sid: p.string().length(128).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index('sessions_expire_index'),
  },
});
export type ISession = InferEntity<typeof Session>;
