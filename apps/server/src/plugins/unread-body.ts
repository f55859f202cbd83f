import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How much of a refused body is read and thrown away before answering: enough for a photo straight
 * from a phone (a 6 MB image to the 5 MB upload route) or a few MB of JSON to the 1 MB limit.
 */
export const MAX_DISCARDED_BYTES = 10 * 1024 * 1024;
/** A client too slow to send that much in this time gets the answer anyway (and may miss it). */
const MAX_DISCARD_MS = 30_000;

/**
 * An answer given before the request's body has all arrived (a 413, a refused upload, a CSRF 403)
 * waits until the rest has been read and discarded, up to MAX_DISCARDED_BYTES. Browsers and
 * Node's fetch send the whole body before they read the answer; a server that closes the
 * connection with part of the body unread makes the kernel reset it, and the client sees EPIPE
 * or ECONNRESET instead of the 413 (curl, which asks with `Expect: 100-continue`, never noticed).
 * Past the bound, the connection is closed: nothing obliges the server to read an endless body.
 */
export const unreadBodyPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: every answer passes here, and almost none waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false only while a socket's request body is still arriving (inject has none).
    if (request.raw.complete !== false) return done(null, payload);
    void discardRestOfBody(request.raw).then(() => {
      if (!request.raw.complete) reply.header('Connection', 'close');
      done(null, payload);
    });
  });
});

/** Reads the rest of `body` into nothing; resolves at its end, or once the bounds are reached. */
function discardRestOfBody(body: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    // Already given up (the client went away): nothing will come.
    if (body.destroyed) return resolve();
    let discarded = 0;
    const stop = () => {
      clearTimeout(timer);
      body.off('data', onData);
      body.off('end', stop);
      body.off('close', stop);
      body.off('error', stop);
      if (!body.complete) body.pause();
      resolve();
    };
    const timer = setTimeout(stop, MAX_DISCARD_MS);
    function onData(chunk: Buffer) {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) stop();
    }
    body.on('data', onData);
    body.once('end', stop);
    body.once('close', stop);
    body.once('error', stop);
    body.resume();
  });
}
