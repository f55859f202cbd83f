import type { EntityData } from '@mikro-orm/core';
import type { IUser } from '@direto/db';

/** The channels Migration20261126400000_session_user_notify's triggers send a changed or deleted row's key on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
export const USER_CHANGES_CHANNEL = 'user_changes';

/** How long a read is kept without news: brief, since the notifications below do the real work. */
const KEEP_MS = 30_000;
/** Enough for every active session of a busy instance; the oldest goes first beyond it. */
const MAX_ENTRIES = 20_000;

interface KeptSession {
  /** The stored session as JSON text: every request gets its own copy to change. */
  json: string;
  userId: string | undefined;
  /** The row's own expiry (ms since epoch). */
  expire: number;
  until: number;
}

interface KeptUser {
  data: EntityData<IUser>;
  until: number;
}

/**
 * Issue 20: the two reads every signed-in request made — its session row and its user — kept in
 * this process for a few seconds. Every change to either table is announced by a trigger (a
 * logout, a renewal, revoked sessions, a password change, an admin edit, a deletion), and every
 * process forgets the entry when it hears it; its own writes it forgets at once. While the
 * listening connection is down nothing would be heard, so nothing is kept or served
 * (`coherent`), and everything is forgotten when it listens again.
 */
export class SessionReadCache {
  private readonly sessions = new Map<string, KeptSession>();
  private readonly users = new Map<string, KeptUser>();
  /** Bumped by every invalidation: a read that started before one is not kept (it may predate the change). */
  private generation = 0;

  constructor(
    private readonly coherent: () => boolean,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Take before reading the database; pass to `keep…` with what was read. */
  get version(): number {
    return this.generation;
  }

  /** The session stored under `sid` (the hashed id), parsed afresh; undefined when not kept. */
  session(sid: string): Record<string, unknown> | undefined {
    const kept = this.fresh(this.sessions, sid);
    if (!kept || kept.expire <= this.clock()) return undefined;
    return JSON.parse(kept.json) as Record<string, unknown>;
  }

  keepSession(sid: string, session: { userId?: string }, expire: Date, version: number): void {
    if (!this.keeps(version)) return;
    remember(this.sessions, sid, { json: JSON.stringify(session), userId: session.userId, expire: expire.getTime(), until: this.clock() + KEEP_MS });
  }

  user(userId: string): EntityData<IUser> | undefined {
    return this.fresh(this.users, userId)?.data;
  }

  keepUser(userId: string, data: EntityData<IUser>, version: number): void {
    if (this.keeps(version)) remember(this.users, userId, { data, until: this.clock() + KEEP_MS });
  }

  forgetSession(sid: string): void {
    this.generation += 1;
    this.sessions.delete(sid);
  }

  /** The user and every kept session of theirs. */
  forgetUser(userId: string): void {
    this.generation += 1;
    this.users.delete(userId);
    for (const [sid, kept] of this.sessions) if (kept.userId === userId) this.sessions.delete(sid);
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.users.clear();
  }

  private keeps(version: number): boolean {
    return version === this.generation && this.coherent();
  }

  private fresh<T extends { until: number }>(entries: Map<string, T>, key: string): T | undefined {
    if (!this.coherent()) return undefined;
    const kept = entries.get(key);
    if (!kept) return undefined;
    if (kept.until > this.clock()) return kept;
    entries.delete(key);
    return undefined;
  }
}

function remember<T>(entries: Map<string, T>, key: string, value: T): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}
