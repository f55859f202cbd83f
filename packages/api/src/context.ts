import type { EntityManager } from '@mikro-orm/postgresql';
import type { IUser } from '@direto/db';
import type { LiveOrderEvent } from '@direto/contracts';

/** What a procedure may do with the caller's session, without knowing how sessions are stored. */
export interface SessionControl {
  /** Signs `userId` in under a fresh session id (prevents session fixation). */
  signIn(userId: string): Promise<void>;
  /** Destroys the session on the server. */
  signOut(): Promise<void>;
}

/** Where uploaded files live (local disk or an S3 bucket); implemented by apps/server. */
export interface ObjectStorage {
  /** A one-time URL, valid 15 minutes, to which the client PUTs one image. */
  createUploadUrl(userId: string): Promise<string>;
  /** Turns an upload URL or stored path into the stable public path (/objects/<id>), or null if it isn't ours. */
  toObjectPath(urlOrPath: string): string | null;
  /** Whether an object exists at that public path (i.e. the upload completed). */
  exists(objectPath: string): Promise<boolean>;
}

/** Which order events a subscriber receives; authorisation is decided before subscribing. */
export type OrderEventFilter = { restaurantId: string } | { customerId: string } | { orderId: string };

/**
 * Live order events of every server process (PostgreSQL LISTEN/NOTIFY); implemented by apps/server.
 * The stream opens with a `sync` event once the subscription is registered, and ends when
 * `signal` aborts.
 */
export interface OrderEventSource {
  subscribe(filter: OrderEventFilter, signal: AbortSignal | undefined): AsyncIterable<LiveOrderEvent>;
}

/** Limits the operator may tune (apps/server config). */
export interface RequestLimits {
  /** New accounts that one IP address may register per hour. */
  registrationsPerHourPerIp: number;
}

export interface Context {
  /** A per-request fork: never the global EntityManager. */
  em: EntityManager;
  /** The signed-in user, loaded from the session; null when anonymous. */
  user: IUser | null;
  session: SessionControl;
  /** The caller's IP address (rate limits, logs). */
  ip: string;
  objects: ObjectStorage;
  /** Sign-in methods this server offers besides email and password. */
  authProviders: { google: boolean };
  limits: RequestLimits;
  orderEvents: OrderEventSource;
}
