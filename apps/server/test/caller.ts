import { createCaller } from '@direto/api';
import type { IUser } from '@direto/db';
import type { TestApp } from './test-app';

/**
 * A tRPC caller acting as `user` (null = anonymous), for procedure-level tests.
 * Session changes are recorded instead of stored: use `inject` to test real sessions.
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
    session: {
      signIn: async (userId) => void sessionEvents.push(`signIn:${userId}`),
      signOut: async () => void sessionEvents.push('signOut'),
    },
  });
  // The caller is a proxy that treats every property as a procedure path: answer sessionEvents first.
  return new Proxy(caller, {
    get: (target, key, receiver) => (key === 'sessionEvents' ? sessionEvents : Reflect.get(target, key, receiver)),
  }) as typeof caller & { sessionEvents: string[] };
}
