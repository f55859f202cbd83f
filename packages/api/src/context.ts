import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IUser } from '@direto/db';
import type { LiveOrderEvent, OrderWithItems } from '@direto/contracts';
import type { Mailer } from './mail/mailer';

/** What a procedure may do with the caller's session, without knowing how sessions are stored. */
export interface SessionControl {
  /** The current session's key as stored (opaque, not usable as a cookie); null without a session. */
  readonly id: string | null;
  /** When this session signed in (a fresh sign-in may delete an account that has no password); null when unknown. */
  readonly signedInAt: Date | null;
  /** Signs `userId` in under a fresh session id (prevents session fixation). */
  signIn(userId: string): Promise<void>;
  /** Destroys the session on the server. */
  signOut(): Promise<void>;
  /** Gives the current session a fresh id, same user: the old id (and its live streams) end. */
  rotate(): Promise<void>;
}

/**
 * Every session on the server, to end them; implemented by apps/server on its session store.
 * Ending a session also ends its live streams, in every server process.
 */
export interface SessionDirectory {
  /** Ends every session of `userId`; returns how many there were. */
  revokeAll(userId: string): Promise<number>;
  /** Ends every session of `userId` but `keepSessionId` (a SessionControl id); returns how many ended. */
  revokeOthers(userId: string, keepSessionId: string): Promise<number>;
  /** The live sessions of `userId`, most recently seen first (ids as SessionControl ids). */
  list(userId: string): Promise<StoredSession[]>;
  /** Ends the session `sessionId` if it is one of `userId`'s; whether it was. */
  revokeOne(userId: string, sessionId: string): Promise<boolean>;
}

/** A session as Configurações › Conta lists it. */
export interface StoredSession {
  id: string;
  userAgent: string | null;
  lastSeenAt: Date | null;
}

/** Where uploaded files live (local disk or an S3 bucket); implemented by apps/server. */
export interface ObjectStorage {
  /** A one-time URL, valid 15 minutes, to which the client PUTs one image. */
  createUploadUrl(userId: string): Promise<string>;
  /** Turns an upload URL or stored path into the stable public path (/objects/<id>), or null if it isn't ours. */
  toObjectPath(urlOrPath: string): string | null;
  /** Whether an object exists at that public path (i.e. the upload completed). */
  exists(objectPath: string): Promise<boolean>;
  /** Opens the object with that id (the <id> of /objects/<id>) for reading, or null when there is none (the printed menu's logo). */
  read(objectId: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
}

/** Which order events a subscriber receives; authorisation is decided before subscribing. */
export type OrderEventFilter = { restaurantId: string } | { customerId: string } | { orderId: string };

/**
 * Whose access a live stream rests on: it ends when that session ends, or, when it was granted
 * as the owner of `restaurantId`, when that restaurant is deleted.
 */
export interface LiveStreamHolder {
  /** The session; for a guest following an order by its link (no session), `guest:<token digest>` (see GUEST_HOLDER_PREFIX). */
  sessionId: string;
  userId: string;
  restaurantId?: string;
}

/**
 * Live order events of every server process (PostgreSQL LISTEN/NOTIFY); implemented by apps/server.
 * The stream opens with a `sync` event once the subscription is registered, and ends when
 * `signal` aborts or the holder's access goes. One session holds only a few streams; beyond
 * that `subscribe` refuses with 429.
 */
export interface OrderEventSource {
  subscribe(filter: OrderEventFilter, holder: LiveStreamHolder, signal: AbortSignal | undefined): AsyncIterable<LiveOrderEvent>;
}

/**
 * Alerts for people who are not looking at the app (Web Push to the owner's phone); implemented
 * by apps/server, which holds the VAPID keys and talks to the push services.
 */
export interface Notifications {
  /** The VAPID public key browsers subscribe with (applicationServerKey); null when this server sends no push. */
  readonly pushPublicKey: string | null;
  /**
   * Whether the server may send alerts to this subscription endpoint: https to a known push
   * service whose name resolves to public addresses only (or a local stand-in a test configured).
   */
  acceptsPushEndpoint(endpoint: string): Promise<boolean>;
  /**
   * Tells the restaurant's owner of a new order on `ownerDevices` (read by the statement that
   * stored it). Called once, by the process that placed it, after the commit; returns at once — a
   * push that fails is logged, never thrown.
   */
  orderPlaced(order: OrderWithItems, ownerDevices: readonly PushDevice[]): void;
}

/** A browser on which a user turned push alerts on (push_subscriptions). */
export interface PushDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Issue 30: the browser's device cookie (signed, HttpOnly, one year). Guest orders placed from it
 * carry its id, and only it prefills the guest checkout and lists 'Seus pedidos neste aparelho':
 * a phone typed on another device proves nothing. Implemented by apps/server.
 */
export interface GuestDeviceControl {
  /** The id of the device cookie this request carried (signature checked); null without one. */
  readonly id: string | null;
  /** This device's id, setting the cookie with a new random id when the request had none. */
  remember(): string;
  /** Clears the cookie ('Não sou eu'): the device forgets its orders. */
  forget(): void;
}

/**
 * Issue 34: what the Open Delivery settings need from the server, which holds the key derived
 * from the session secret and the operator's OD_WEBHOOK_ALLOW_PRIVATE. Implemented by apps/server.
 */
export interface OpenDeliveryKeys {
  /** A client secret sealed for storage (AES-256-GCM); only the server can open it again. */
  sealSecret(secret: string): string;
  /** Whether events may be POSTed to this URL: https at public addresses only (any address when the operator allowed private ones). */
  acceptsWebhookUrl(url: string): Promise<boolean>;
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
  sessions: SessionDirectory;
  /** The caller's IP address (rate limits, logs). */
  ip: string;
  objects: ObjectStorage;
  /** Sign-in methods this server offers besides email and password. */
  authProviders: { google: boolean };
  limits: RequestLimits;
  orderEvents: OrderEventSource;
  notifications: Notifications;
  /** The address people use (PUBLIC_URL, no trailing slash), for links the server writes (QR codes). */
  publicUrl: string;
  /** E-mail (SMTP_URL, or .eml files under DATA_DIR/outbox); never throws. */
  mailer: Mailer;
  /** The guest device cookie (issue 30). */
  device: GuestDeviceControl;
  /** Issue 34: sealing Open Delivery client secrets and checking webhook URLs. */
  openDelivery: OpenDeliveryKeys;
  /** The request's log (pino): what the operator should hear of but the caller is not told (a logo the printed menu left out). */
  log: ContextLog;
}

/** The part of the server's logger (pino) that procedures use. */
export interface ContextLog {
  warn(details: object, message: string): void;
}
