import type { ServerResponse } from 'node:http';

/**
 * The name of the listener Fastify adds to every response for its 'finish' and 'error' events
 * (setupResponseListeners in its lib/reply.js; not a documented API). This is the only module
 * that relies on it; fastify-response-listeners.test.ts fails if the installed Fastify renames it.
 */
export const FASTIFY_RESPONSE_LISTENER = 'onResFinished';

/**
 * Fastify's own 'finish' and 'error' listeners on a response hold its request and reply — with the
 * request's logger, parsed cookies and query, session and guest-device handles — until the
 * response ends: hours for a live stream, ~1 KB each (issue 37). For a hijacked response all they
 * would do at its end is run onResponse hooks and log "request completed": a caller that removes
 * them does both itself. Node's own listeners stay.
 */
export function releaseFastifyResponseListeners(res: ServerResponse): void {
  for (const event of ['finish', 'error'] as const) {
    for (const listener of res.listeners(event)) {
      if (listener.name === FASTIFY_RESPONSE_LISTENER) res.off(event, listener as (...args: unknown[]) => void);
    }
  }
}
