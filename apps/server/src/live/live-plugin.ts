import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { poolQueries, type Orm } from '@direto/db';
import { HolderRecheck } from './holder-recheck';
import { OrderEventHub } from './order-event-hub';
import { OrderEventListener } from './order-event-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live order events for this process's subscribers (ctx.orderEvents). */
    orderEvents: OrderEventHub;
    /** The dedicated LISTEN connection that feeds orderEvents. */
    orderEventListener: OrderEventListener;
  }
}

export interface LivePluginOptions {
  /** The application database; the listener opens its own connection to it. */
  connectionString: string;
  /** To check, after a lost connection, that the open streams' sessions and restaurants still exist. */
  orm: Orm;
  /** Streams one session may hold open in this process (LIVE_STREAMS_PER_SESSION; default 5). */
  maxStreamsPerSession?: number;
}

/**
 * Live orders across server processes: PostgreSQL NOTIFY (sent by the order services on commit)
 * → this process's listener → its subscribers. Listening starts when the app is ready; on close,
 * open streams end first (so the HTTP server can stop), then the connection.
 */
export const livePlugin = fp(async (app: FastifyInstance, { connectionString, orm, maxStreamsPerSession }: LivePluginOptions) => {
  const log = app.log.child({ module: 'live' });
  // A session ended in the instant between its check and the stream's registration is caught here.
  const hub: OrderEventHub = new OrderEventHub((holder) => recheck.add(holder), { maxStreamsPerSession });
  const recheck = new HolderRecheck((holders) => endStreamsWithoutAccess(hub, orm, log, holders));
  const listener = new OrderEventListener({
    connectionString,
    log,
    onEvent: (event) => hub.publish(event),
    onRevocation: (revocation) => hub.revoke(revocation),
    onListening: () => {
      hub.resync('reconnected');
      void endStreamsWithoutAccess(hub, orm, log, hub.holders());
    },
  });
  app.decorate('orderEvents', hub);
  app.decorate('orderEventListener', listener);

  app.addHook('onReady', async () => {
    await listener.start();
  });
  app.addHook('preClose', async () => {
    recheck.close();
    hub.close();
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
});

/**
 * Revocations this process did not hear (sent while it was not listening, or just before a stream
 * registered) were missed: ends the streams of these holders whose session or restaurant no
 * longer exists.
 */
async function endStreamsWithoutAccess(
  hub: OrderEventHub,
  orm: Orm,
  log: FastifyBaseLogger,
  { sessionIds, restaurantIds }: { sessionIds: string[]; restaurantIds: string[] },
): Promise<void> {
  try {
    const db = poolQueries(orm.em);
    if (sessionIds.length > 0) {
      const rows = await db
        .selectFrom('sessions')
        .where('sid', 'in', sessionIds)
        .where((eb) => eb('expire', '>', eb.fn<string>('now')))
        .select('sid')
        .execute();
      const alive = new Set(rows.map((row) => row.sid));
      for (const sessionId of sessionIds) if (!alive.has(sessionId)) hub.revoke({ type: 'session', sessionId });
    }
    if (restaurantIds.length > 0) {
      const rows = await db.selectFrom('restaurants').where('id', 'in', restaurantIds).select('id').execute();
      const alive = new Set(rows.map((row) => row.id));
      for (const restaurantId of restaurantIds) if (!alive.has(restaurantId)) hub.revoke({ type: 'restaurant', restaurantId });
    }
  } catch (error) {
    log.warn({ err: error }, 'Não foi possível verificar as conexões ao vivo após reconectar.');
  }
}
