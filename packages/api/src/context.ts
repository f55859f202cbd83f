import type { EntityManager } from '@mikro-orm/postgresql';
import type { IUser } from '@direto/db';

/** What a procedure may do with the caller's session, without knowing how sessions are stored. */
export interface SessionControl {
  /** Signs `userId` in under a fresh session id (prevents session fixation). */
  signIn(userId: string): Promise<void>;
  /** Destroys the session on the server. */
  signOut(): Promise<void>;
}

export interface Context {
  /** A per-request fork: never the global EntityManager. */
  em: EntityManager;
  /** The signed-in user, loaded from the session; null when anonymous. */
  user: IUser | null;
  session: SessionControl;
  /** The caller's IP address (rate limits, logs). */
  ip: string;
}
