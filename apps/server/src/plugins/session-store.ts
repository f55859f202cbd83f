import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { SessionDirectory, StoredSession } from '@direto/api';
import { LIVE_REVOCATIONS_CHANNEL, type LiveRevocation } from '@direto/contracts';
import type { Orm } from '@direto/db';
import type { SessionReadCache } from './session-read-cache';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** The `sessions.sid` of a session id: a SHA-256 hash, so a leaked table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * A user's sessions, found by `"sess"->>'userId'`: the expression of sessions_user_id_index
 * (Migration20261128200000_session_user_index), written the same way so PostgreSQL uses it.
 */
export const LIST_USER_SESSIONS_SQL = `select "sid", "sess"->>'userAgent' as "user_agent", coalesce("sess"->>'lastSeenAt', "sess"->>'renewedAt') as "last_seen"
       from "sessions" where "sess"->>'userId' = ? and "expire" > now()
       order by coalesce(("sess"->>'lastSeenAt')::bigint, ("sess"->>'renewedAt')::bigint, 0) desc`;

/** Deletes a user's sessions but one (params: userId, the sid kept, channel, payload) and announces it, in one statement. */
export const REVOKE_USER_SESSIONS_SQL = `with "gone" as (delete from "sessions" where "sess"->>'userId' = ? and "sid" <> ? returning "sid")
       select (select count(*) from "gone")::int as "revoked", pg_notify(?, ?) as "notified"`;

/**
 * @fastify/session store on the `sessions` table (sid, sess, expire). Every server process that
 * shares the database shares the sessions, and they survive restarts. Whatever ends a session
 * (logout, a new id, revocation) announces it on the live revocations channel in the same
 * statement, so every process ends that session's live streams.
 */
export class PostgresSessionStore implements SessionStore, SessionDirectory {
  constructor(
    private readonly orm: Orm,
    /** Lifetime of a row whose cookie carries no expiry. */
    private readonly defaultMaxAgeMs: number,
    /** This process's copy of recent reads (issue 20); without it every request reads its row. */
    private readonly cache?: SessionReadCache,
  ) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  get(sessionId: string, callback: GetCallback): void {
    const sid = hashSessionId(sessionId);
    const kept = this.cache?.session(sid);
    if (kept) {
      callback(null, kept as unknown as Session);
      return;
    }
    const version = this.cache?.version ?? 0;
    this.connection
      .execute<{ sess: Session; expire: Date }[]>('select "sess", "expire" from "sessions" where "sid" = ? and "expire" > now()', [sid])
      .then(
        (rows) => {
          const row = rows[0];
          if (row) this.cache?.keepSession(sid, row.sess, new Date(row.expire), version);
          callback(null, row?.sess ?? null);
        },
        (error: unknown) => callback(error),
      );
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + this.defaultMaxAgeMs);
    this.connection
      .execute(
        `insert into "sessions" ("sid", "sess", "expire") values (?, ?, ?)
         on conflict ("sid") do update set "sess" = excluded."sess", "expire" = excluded."expire"`,
        [hashSessionId(sessionId), JSON.stringify(session), expires],
        'run',
      )
      .then(
        () => {
          this.cache?.forgetSession(hashSessionId(sessionId));
          callback();
        },
        (error: unknown) => callback(error),
      );
  }

  destroy(sessionId: string, callback: Callback): void {
    const sid = hashSessionId(sessionId);
    const revocation: LiveRevocation = { type: 'session', sessionId: sid };
    this.connection
      .execute(
        `with "gone" as (delete from "sessions" where "sid" = ? returning "sid")
         select pg_notify(?, ?) from "gone"`,
        [sid, LIVE_REVOCATIONS_CHANNEL, JSON.stringify(revocation)],
      )
      .then(
        () => {
          // At once here; other processes when the sessions trigger's notification reaches them.
          this.cache?.forgetSession(sid);
          callback();
        },
        (error: unknown) => callback(error),
      );
  }

  revokeAll(userId: string): Promise<number> {
    return this.revokeSessionsOf(userId, null);
  }

  revokeOthers(userId: string, keepSessionId: string): Promise<number> {
    return this.revokeSessionsOf(userId, keepSessionId);
  }

  async list(userId: string): Promise<StoredSession[]> {
    const rows = await this.connection.execute<{ sid: string; user_agent: string | null; last_seen: string | null }[]>(
      LIST_USER_SESSIONS_SQL,
      [userId],
    );
    return rows.map((row) => ({ id: row.sid, userAgent: row.user_agent, lastSeenAt: row.last_seen ? new Date(Number(row.last_seen)) : null }));
  }

  /** Deletes one of the user's sessions and announces it, in one statement. */
  async revokeOne(userId: string, sessionId: string): Promise<boolean> {
    const revocation: LiveRevocation = { type: 'session', sessionId };
    const rows = await this.connection.execute<{ revoked: number }[]>(
      `with "gone" as (delete from "sessions" where "sid" = ? and "sess"->>'userId' = ? returning "sid")
       select (select count(*) from "gone")::int as "revoked", (select pg_notify(?, ?) from "gone") as "notified"`,
      [sessionId, userId, LIVE_REVOCATIONS_CHANNEL, JSON.stringify(revocation)],
    );
    this.cache?.forgetSession(sessionId);
    return Number(rows[0]?.revoked ?? 0) > 0;
  }

  /** Deletes the user's sessions but `keepSid` (a stored sid) and announces it, in one statement. */
  private async revokeSessionsOf(userId: string, keepSid: string | null): Promise<number> {
    const revocation: LiveRevocation = { type: 'user', userId, keepSessionId: keepSid };
    const rows = await this.connection.execute<{ revoked: number }[]>(
      REVOKE_USER_SESSIONS_SQL,
      [userId, keepSid ?? '', LIVE_REVOCATIONS_CHANNEL, JSON.stringify(revocation)],
    );
    this.cache?.forgetUser(userId);
    return Number(rows[0]?.revoked ?? 0);
  }

  /** Deletes expired rows; returns how many. */
  async prune(): Promise<number> {
    const result = await this.connection.execute<{ affectedRows: number }>('delete from "sessions" where "expire" <= now()', [], 'run');
    return result.affectedRows;
  }
}
