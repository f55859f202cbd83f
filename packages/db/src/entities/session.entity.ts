import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Server-side sessions. `sid` holds a SHA-256 hash of the session id, never the id itself. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(128).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index('sessions_expire_index'),
  },
});
export type ISession = InferEntity<typeof Session>;
