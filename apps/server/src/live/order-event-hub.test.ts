import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sseStreamProducer } from '@direto/api/trpc-internals';
import { OrderEventHub, RESTAURANT_REMOVED_MESSAGE, SERVER_CLOSING_MESSAGE, tooManyStreamsMessage } from './order-event-hub';

/**
 * The hub under tRPC's own server-sent-events producer (what GET /trpc/live.* answers with).
 * That producer asks for the next event before handing on the current one; a client that stops
 * reading (its socket is full) leaves that read pending when the server closes.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let unhandled: unknown[];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', recordUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', recordUnhandled);
});

function orderPlaced(restaurantId: string) {
  return { type: 'order.placed' as const, orderId: randomUUID(), restaurantId, customerId: null, status: 'pending' as const, at: new Date().toISOString() };
}

/** The SSE body of one owner's subscription, as text chunks, with the error shape the client reads. */
function sseBody(hub: OrderEventHub, restaurantId: string, signal: AbortSignal) {
  const stream = sseStreamProducer({
    data: hub.subscribe({ restaurantId }, { sessionId: randomUUID(), userId: randomUUID(), restaurantId }, signal),
    // As packages/api/src/trpc.ts configures it.
    ping: { enabled: true, intervalMs: 15_000 },
    formatError: ({ error }) => ({ message: (error as Error).message }),
  });
  return stream.pipeThrough(new TextDecoderStream()).getReader();
}

async function readUntil(reader: ReadableStreamDefaultReader<string>, text: string): Promise<string> {
  let seen = '';
  while (!seen.includes(text)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`O stream terminou antes de "${text}": ${seen}`);
    seen += chunk.value;
  }
  return seen;
}

async function readToEnd(reader: ReadableStreamDefaultReader<string>): Promise<string> {
  let seen = '';
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return seen;
    seen += chunk.value;
  }
}

/** A subscribed stream whose client read the opening sync event, then `unread` orders arrived and it stopped reading. */
async function pausedStream(unread: number) {
  const hub = new OrderEventHub();
  const restaurantId = randomUUID();
  const reader = sseBody(hub, restaurantId, new AbortController().signal);
  await readUntil(reader, '"subscribed"');
  const placed = Array.from({ length: unread }, () => orderPlaced(restaurantId));
  for (const event of placed) {
    hub.publish(event);
    await sleep(5);
  }
  return { hub, restaurantId, reader, placed };
}

// However many events the client left unread (its buffers fill up after a few), ending its
// stream never leaves a rejection unhandled; reading again, it gets them, then the error.
const UNREAD = [1, 2, 3, 4, 5, 6, 8];

describe('ending live streams', () => {
  it.each(UNREAD)('server closing, %i events unread: the retryable error, no unhandled rejection', async (unread) => {
    const { hub, reader, placed } = await pausedStream(unread);
    hub.close();
    await sleep(50);
    expect(unhandled).toEqual([]);

    const rest = await readToEnd(reader);
    for (const event of placed) expect(rest).toContain(event.orderId);
    expect(rest).toContain('event: serialized-error');
    expect(rest).toContain(SERVER_CLOSING_MESSAGE);
    expect(hub.subscriberCount).toBe(0);
  });

  it.each(UNREAD)('restaurant removed, %i events unread: its error, no unhandled rejection', async (unread) => {
    const { hub, restaurantId, reader } = await pausedStream(unread);
    hub.revoke({ type: 'restaurant', restaurantId });
    await sleep(50);
    expect(unhandled).toEqual([]);
    expect(await readToEnd(reader)).toContain(RESTAURANT_REMOVED_MESSAGE);
    hub.close();
  });

  it('a client that leaves ends its subscription at once', async () => {
    const hub = new OrderEventHub();
    const restaurantId = randomUUID();
    const request = new AbortController();
    const reader = sseBody(hub, restaurantId, request.signal);
    await readUntil(reader, '"subscribed"');
    expect(hub.subscriberCount).toBe(1);

    request.abort();
    expect(hub.subscriberCount).toBe(0);
    await reader.cancel();
    hub.close();
    await sleep(50);
    expect(unhandled).toEqual([]);
  });

  it('sends each event only to the streams of its restaurant, customer or order, and counts a session\'s streams up to LIVE_STREAMS_PER_SESSION', async () => {
    const hub = new OrderEventHub(undefined, { maxStreamsPerSession: 2 });
    const [restaurantId, otherRestaurantId, customerId] = [randomUUID(), randomUUID(), randomUUID()];
    const sessionId = randomUUID();
    const holder = { sessionId, userId: randomUUID() };
    // Read without for-await, whose break would end the subscription.
    const read = async (events: AsyncIterable<unknown>, count: number) => {
      const iterator = events[Symbol.asyncIterator]();
      const seen: unknown[] = [];
      while (seen.length < count) seen.push((await iterator.next()).value);
      return seen;
    };
    const board = new AbortController();
    const boardEvents = hub.subscribe({ restaurantId }, { ...holder, restaurantId }, board.signal);
    const mine = hub.subscribe({ customerId }, holder, undefined);
    expect(() => hub.subscribe({ customerId }, holder, undefined)).toThrow(tooManyStreamsMessage(2));

    const forOther = orderPlaced(otherRestaurantId);
    const forBoth = { ...orderPlaced(restaurantId), customerId };
    hub.publish(forOther);
    hub.publish(forBoth);
    expect(await read(boardEvents, 2)).toEqual([{ type: 'sync', reason: 'subscribed' }, forBoth]);
    expect(await read(mine, 2)).toEqual([{ type: 'sync', reason: 'subscribed' }, forBoth]);

    // Ending a stream frees its place in the session's count.
    board.abort();
    expect(hub.subscriberCount).toBe(1);
    expect(() => hub.subscribe({ restaurantId }, { ...holder, restaurantId }, undefined)).not.toThrow();
    hub.close();
  });
});
