import { isTrackedEnvelope } from '@trpc/server';

/**
 * Server-sent-event frames byte for byte as tRPC 11's producer writes them (sseStreamProducer in
 * @trpc/server: an `event:` line, a `data:` line, an `id:` line for tracked values, then a blank
 * line and one more newline), so httpSubscriptionLink reads the lean live route exactly as it
 * reads /trpc. Frames are Buffers: one shared copy goes to every stream that sends it.
 */

/** The headers tRPC answers a subscription with (sseHeaders and its `vary`). */
export const SSE_HEADERS = {
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'content-type': 'text/event-stream',
  vary: 'trpc-accept, accept',
  'x-accel-buffering': 'no',
} as const;

function frame(fields: { event?: string; data: string; id?: string }): Buffer {
  let text = '';
  if (fields.event !== undefined) text += `event: ${fields.event}\n`;
  text += `data: ${fields.data}\n`;
  if (fields.id !== undefined) text += `id: ${fields.id}\n`;
  return Buffer.from(`${text}\n\n`);
}

/** The first frame: the client's options (its reconnect-after-inactivity time). */
export function connectedFrame(clientOptions: object): Buffer {
  return frame({ event: 'connected', data: JSON.stringify(clientOptions) });
}

/** Keeps proxies from closing an idle stream and tells the client the server is still there. */
export const PING_FRAME = frame({ event: 'ping', data: '' });

/** The subscription ended on the server's side: the client stops without reconnecting. */
export const RETURN_FRAME = frame({ event: 'return', data: '' });

/** An error shape (already through the error formatter and transformer) that ends the stream. */
export function errorFrame(serializedShape: unknown): Buffer {
  return frame({ event: 'serialized-error', data: JSON.stringify(serializedShape) });
}

/**
 * One value of the subscription. The hub hands the same event object to every stream that follows
 * it, so its frame is built once per event, not once per stream.
 */
export function dataFrame(value: unknown, serialize: (value: unknown) => unknown): Buffer {
  const shared = typeof value === 'object' && value !== null;
  const cached = shared ? builtFrames.get(value) : undefined;
  if (cached) return cached;
  const built = isTrackedEnvelope(value)
    ? frame({ id: value[0], data: JSON.stringify(serialize(value[1])) })
    : frame({ data: JSON.stringify(serialize(value)) });
  if (shared) builtFrames.set(value, built);
  return built;
}

const builtFrames = new WeakMap<object, Buffer>();
