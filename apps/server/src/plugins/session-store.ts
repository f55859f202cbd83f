import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { SessionDirectory, StoredSession } from '@direto/api';
import { LIVE_REVOCATIONS_CHANNEL, type LiveRevocation } from '@direto/contracts';
import { poolQueries, preparedQuery, type Database, type ExpressionBuilder, type Kysely, type Orm, type Param } from '@direto/db';
import type { SessionReadCache } from './session-read-cache';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** The `sessions.sid` of a session id: a SHA-256 hash, so a leaked table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Reads a session still valid; every request with a session cookie that this process has not kept reads it. */
const readSession = preparedQuery('session_read', (db, param: Param<{ sid: string }>) =>
  db
    .selectFrom('sessions')
    .where('sid', '=', param('sid'))
    .where((eb) => eb('expire', '>', eb.fn<string>('now')))
    .select(['sess', 'expire']),
);

/** Writes a session (a new one, or one whose content or expiry changed). */
const writeSession = preparedQuery('session_write', (db, param: Param<{ sid: string; sess: string; expire: Date }>) =>
  db
    .insertInto('sessions')
    // The session as JSON text (PostgreSQL reads it as jsonb), as the store has always written it.
    .values((eb) => ({ sid: param('sid'), sess: eb.val(param('sess')).$castTo<Record<string, unknown>>(), expire: param('expire') }))
    .onConflict((conflict) => conflict.column('sid').doUpdateSet((eb) => ({ sess: eb.ref('excluded.sess'), expire: eb.ref('excluded.expire') }))),
);

/**
 * The user id of a session, `"sess"->>'userId'`: the expression of sessions_user_id_index
 * (Migration20261128200000_session_user_index), written the same way so PostgreSQL uses it.
 */
const userIdOf = (eb: ExpressionBuilder<Database, 'sessions'>) => eb.ref('sessions.sess', '->>').key('userId');
/** A field of the session's JSON as text (null when absent). */
const sessionText = (eb: ExpressionBuilder<Database, 'sessions'>, field: string) => eb.ref('sessions.sess', '->>').key(field).$castTo<string | null>();
/** "Announce on the live revocations channel", in the statement that ends the sessions. */
const announce = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, revocation: LiveRevocation) =>
  eb.fn('pg_notify', [eb.val(LIVE_REVOCATIONS_CHANNEL), eb.val(JSON.stringify(revocation))]);

/** A user's sessions still valid, the one used last first (found through sessions_user_id_index). */
export function listUserSessionsQuery(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sessions')
    .where((eb) => eb(userIdOf(eb), '=', userId))
    .where((eb) => eb('expire', '>', eb.fn<string>('now')))
    .select((eb) => ['sid', sessionText(eb, 'userAgent').as('user_agent'), eb.fn.coalesce(sessionText(eb, 'lastSeenAt'), sessionText(eb, 'renewedAt')).as('last_seen')])
    .orderBy((eb) => eb.fn.coalesce(eb.cast(sessionText(eb, 'lastSeenAt'), 'bigint'), eb.cast(sessionText(eb, 'renewedAt'), 'bigint'), eb.lit(0)), 'desc');
}

/** Deletes a user's sessions but `keepSid` ('' keeps none) and announces it, in one statement. */
export function revokeUserSessionsQuery(db: Kysely<Database>, userId: string, keepSid: string, revocation: LiveRevocation) {
  return db
    .with('gone', (db) =>
      db
        .deleteFrom('sessions')
        .where((eb) => eb(userIdOf(eb), '=', userId))
        .where('sid', '<>', keepSid)
        .returning('sid'),
    )
    .selectNoFrom((eb) => [
      eb.cast<number>(eb.selectFrom('gone').select(eb.fn.countAll().as('count')), 'integer').as('revoked'),
      announce(eb, revocation).as('notified'),
    ]);
}

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

  /** On the pool itself: a session read or write never joins the transaction of the request's work. */
  private get db() {
    return poolQueries(this.orm.em);
  }

  get(sessionId: string, callback: GetCallback): void {
    const sid = hashSessionId(sessionId);
    const kept = this.cache?.session(sid);
    if (kept) {
      callback(null, kept as unknown as Session);
      return;
    }
    const version = this.cache?.version ?? 0;
    readSession.run(this.db, { sid }).then(
      (rows) => {
        const row = rows[0];
        const session = (row?.sess ?? null) as Session | null;
        if (row && session) this.cache?.keepSession(sid, session, new Date(row.expire), version);
        callback(null, session);
      },
      (error: unknown) => callback(error),
    );
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    const expire = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + this.defaultMaxAgeMs);
    const sid = hashSessionId(sessionId);
    writeSession.run(this.db, { sid, sess: JSON.stringify(session), expire }).then(
      () => {
        this.cache?.forgetSession(sid);
        callback();
      },
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    const sid = hashSessionId(sessionId);
    const revocation: LiveRevocation = { type: 'session', sessionId: sid };
    this.db
      .with('gone', (db) => db.deleteFrom('sessions').where('sid', '=', sid).returning('sid'))
      .selectFrom('gone')
      .select((eb) => announce(eb, revocation).as('notified'))
      .execute()
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
    const rows = await listUserSessionsQuery(this.db, userId).execute();
    return rows.map((row) => ({ id: row.sid, userAgent: row.user_agent, lastSeenAt: row.last_seen ? new Date(Number(row.last_seen)) : null }));
  }

  /** Deletes one of the user's sessions and announces it, in one statement. */
  async revokeOne(userId: string, sessionId: string): Promise<boolean> {
    const revocation: LiveRevocation = { type: 'session', sessionId };
    const row = await this.db
      .with('gone', (db) =>
        db
          .deleteFrom('sessions')
          .where('sid', '=', sessionId)
          .where((eb) => eb(userIdOf(eb), '=', userId))
          .returning('sid'),
      )
      .selectNoFrom((eb) => [
        eb.cast<number>(eb.selectFrom('gone').select(eb.fn.countAll().as('count')), 'integer').as('revoked'),
        eb.selectFrom('gone').select((eb) => announce(eb, revocation).as('notified')).as('notified'),
      ])
      .executeTakeFirst();
    this.cache?.forgetSession(sessionId);
    return Number(row?.revoked ?? 0) > 0;
  }

  /** Deletes the user's sessions but `keepSid` (a stored sid) and announces it, in one statement. */
  private async revokeSessionsOf(userId: string, keepSid: string | null): Promise<number> {
    const revocation: LiveRevocation = { type: 'user', userId, keepSessionId: keepSid };
    const row = await revokeUserSessionsQuery(this.db, userId, keepSid ?? '', revocation).executeTakeFirst();
    this.cache?.forgetUser(userId);
    return Number(row?.revoked ?? 0);
  }

  /** Deletes expired rows; returns how many. */
  async prune(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb('expire', '<=', eb.fn<string>('now')))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
