import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FlushEventArgs } from '@mikro-orm/core';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { SessionControl, SessionDirectory } from '@direto/api';
import { User, type IUser, type Orm } from '@direto/db';
import type { Config } from '../config';
import { SESSION_CHANGES_CHANNEL, SessionReadCache, USER_CHANGES_CHANNEL } from './session-read-cache';
import { resolveSessionSecret } from './session-secret';
import { hashSessionId, PostgresSessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every stored session, to end them (ctx.sessions). */
    sessionDirectory: SessionDirectory;
    /** Recent session and user reads of this process (issue 20). */
    sessionReadCache: SessionReadCache;
  }
  interface Session {
    /** The signed-in user's id: the only thing a session holds about the user. */
    userId?: string;
    /** When the session's expiry was last pushed forward (ms since epoch). */
    renewedAt?: number;
    /** The browser that signed in (Configurações › Conta lists the sessions by device). */
    userAgent?: string;
    /** When the session last made a request, to a few minutes (ms since epoch). */
    lastSeenAt?: number;
    /** When the user signed in (ms since epoch). */
    signedInAt?: number;
  }
}

export const SESSION_COOKIE = 'direto.sid';
/** A session lives 30 days after the last renewal. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Renewing writes to the database, so an active session is renewed at most once a day. */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** 'Último acesso' is kept to five minutes: a write per active session at most that often. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export interface SessionPluginOptions {
  orm: Orm;
  config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR' | 'PUBLIC_URL'>;
}

/**
 * Cookie sessions stored in PostgreSQL. Anonymous visitors get no row (saveUninitialized false);
 * a row is written at sign-in and when an active session is renewed.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { orm, config }: SessionPluginOptions) => {
  const secret = resolveSessionSecret(config);
  const cache = sessionReadCacheOf(app, orm);
  const store = new PostgresSessionStore(orm, SESSION_MAX_AGE_MS, cache);
  app.decorate('sessionDirectory', store);
  app.decorate('sessionReadCache', cache);

  // The same secret signs small cookies of our own (e.g. the Google sign-in state).
  await app.register(fastifyCookie, { secret });
  await app.register(fastifySession, {
    secret,
    store,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https://'),
      maxAge: SESSION_MAX_AGE_MS,
    },
  });

  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (session?.userId && Date.now() - (session.renewedAt ?? 0) > RENEW_AFTER_MS) {
      // Changing the session makes @fastify/session save it with a fresh expiry and resend the cookie.
      session.renewedAt = Date.now();
    }
    if (session?.userId && Date.now() - (session.lastSeenAt ?? 0) > LAST_SEEN_EVERY_MS) session.lastSeenAt = Date.now();
  });

  app.addHook('onSend', async (request, reply) => {
    // After sign-out the session is gone on the server; drop the browser's copy too.
    if (request.session === null && request.cookies?.[SESSION_COOKIE]) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
  });

  const pruneExpired = () => store.prune().catch((error: unknown) => app.log.warn({ err: error }, 'Falha ao remover sessões expiradas'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await pruneExpired();
    timer = setInterval(() => void pruneExpired(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});

/**
 * A cache that hears, on the live orders' LISTEN connection (the live plugin is registered before
 * this one and starts listening when the app is ready), every committed change to a session or a
 * user in any process — and this process's own flushes of users at once.
 */
function sessionReadCacheOf(app: FastifyInstance, orm: Orm): SessionReadCache {
  const listener = app.orderEventListener;
  const cache = new SessionReadCache(() => listener.listening);
  listener.addChannel(SESSION_CHANGES_CHANNEL, { onMessage: (sid) => cache.forgetSession(sid), onListening: () => cache.clear() });
  listener.addChannel(USER_CHANGES_CHANNEL, { onMessage: (userId) => cache.forgetUser(userId), onListening: () => cache.clear() });
  orm.em.getEventManager().registerSubscriber({
    afterFlush: ({ uow }: FlushEventArgs) => {
      for (const changeSet of uow.getChangeSets()) if (changeSet.meta.className === 'User') cache.forgetUser(String(changeSet.getPrimaryKey()));
    },
  });
  return cache;
}

/**
 * The user of the request's session — kept by this process for a few seconds, else read from the
 * database — managed by the request's EntityManager; null when anonymous.
 */
export async function loadSessionUser(request: FastifyRequest): Promise<IUser | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const cache = request.server.sessionReadCache;
  const kept = cache.user(userId);
  // No query: the entity is built from the kept row, as the ORM would build it from a fresh one.
  // That row came from the ORM's own snapshot (nothing to validate) and holds no relations (nothing to cascade).
  if (kept) return request.em.merge(User, { ...kept }, { convertCustomTypes: true, validate: false, cascade: false });
  const version = cache.version;
  const user = await request.em.findOne(User, { id: userId });
  // The account was deleted since sign-in: the session means nothing any more.
  if (!user) await request.session.destroy();
  else cache.keepUser(userId, request.em.getComparator().prepareEntity(user), version);
  return user;
}

export function sessionControlFor(request: FastifyRequest): SessionControl {
  const signIn = async (userId: string) => {
    // A fresh id on every sign-in, so a session id planted before login is worthless after it.
    // The old id's row goes, and with it its live streams (session store).
    await request.session.regenerate();
    request.session.userId = userId;
    request.session.renewedAt = Date.now();
    request.session.lastSeenAt = Date.now();
    request.session.signedInAt = Date.now();
    request.session.userAgent = request.headers['user-agent']?.slice(0, 500);
  };
  return {
    get id() {
      const session = request.session;
      return session?.userId ? hashSessionId(session.sessionId) : null;
    },
    get signedInAt() {
      const at = request.session?.userId ? request.session.signedInAt : undefined;
      return at ? new Date(at) : null;
    },
    signIn,
    async signOut() {
      if (request.session?.sessionId) await request.session.destroy();
    },
    async rotate() {
      const userId = request.session?.userId;
      if (userId) await signIn(userId);
    },
  };
}
