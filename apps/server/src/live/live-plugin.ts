import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
}

/**
 * Live orders across server processes: PostgreSQL NOTIFY (sent by the order services on commit)
 * → this process's listener → its subscribers. Listening starts when the app is ready; on close,
 * open streams end first (so the HTTP server can stop), then the connection.
 */
export const livePlugin = fp(async (app: FastifyInstance, { connectionString }: LivePluginOptions) => {
  const hub = new OrderEventHub();
  const listener = new OrderEventListener({
    connectionString,
    log: app.log.child({ module: 'live' }),
    onEvent: (event) => hub.publish(event),
    onListening: () => hub.resync('reconnected'),
  });
  app.decorate('orderEvents', hub);
  app.decorate('orderEventListener', listener);

  app.addHook('onReady', async () => {
    await listener.start();
  });
  app.addHook('preClose', async () => {
    hub.close();
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
});
