import { createCaller } from '@direto/api';
import type { IUser } from '@direto/db';
import { NO_GUEST_DEVICE } from '../src/plugins/guest-device';
import { SESSION_MAX_AGE_MS } from '../src/plugins/session';
import { PostgresSessionStore } from '../src/plugins/session-store';
import type { TestApp } from './test-app';

/**
 * A tRPC caller acting as `user` (null = anonymous), for procedure-level tests.
 * Changes to the caller's own session are recorded instead of stored (its id is a made-up
 * one): use `inject` to test real sessions. Other sessions (ctx.sessions) are the real store.
 */
export function callerFor(t: TestApp, user: IUser | null) {
  const sessionEvents: string[] = [];
  const caller = createCaller({
    em: t.em(),
    user,
    ip: '127.0.0.1',
    objects: t.app.objectStorage,
    authProviders: t.app.authProviders,
    limits: t.app.requestLimits,
    orderEvents: t.app.orderEvents,
    notifications: t.app.notifications,
    publicUrl: t.app.publicUrl,
    mailer: t.app.mailer,
    device: NO_GUEST_DEVICE,
    openDelivery: t.app.openDeliveryKeys,
    log: t.app.log,
    session: {
      id: user ? `caller-session-${user.id}` : null,
      signedInAt: user ? new Date() : null,
      signIn: async (userId) => void sessionEvents.push(`signIn:${userId}`),
      signOut: async () => void sessionEvents.push('signOut'),
      rotate: async () => void sessionEvents.push('rotate'),
    },
    sessions: new PostgresSessionStore(t.orm, SESSION_MAX_AGE_MS),
  });
  // The caller is a proxy that treats every property as a procedure path: answer sessionEvents first.
  return new Proxy(caller, {
    get: (target, key, receiver) => (key === 'sessionEvents' ? sessionEvents : Reflect.get(target, key, receiver)),
  }) as typeof caller & { sessionEvents: string[] };
}
