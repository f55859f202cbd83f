import { getErrorShape, tracked, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from '@direto/api';
import { routerConfig, sseStreamProducer } from '@direto/api/trpc-internals';
import { connectedFrame, dataFrame, errorFrame, PING_FRAME, RETURN_FRAME } from './sse-frames';

/**
 * The lean live route's frames against tRPC's own SSE producer (what /trpc answered before):
 * httpSubscriptionLink must not be able to tell them apart.
 */
const config = routerConfig(appRouter);
const clientOptions = { reconnectAfterInactivityMs: 40_000 };
const serialize = (value: unknown) => config.transformer.output.serialize(value);

/** Every byte tRPC's producer writes for `data`, as text. */
async function producedByTrpc(data: AsyncIterable<unknown>, ping = false): Promise<string> {
  const stream = sseStreamProducer({
    data,
    serialize,
    client: clientOptions,
    ping: { enabled: ping, intervalMs: 5 },
    formatError: ({ error }) => getErrorShape({ config, error: error as TRPCError, type: 'subscription', path: 'live.myOrders', input: undefined, ctx: undefined }),
  });
  let text = '';
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  return text;
}

async function* values(...items: unknown[]) {
  yield* items;
}

const text = (...frames: Buffer[]) => Buffer.concat(frames).toString('utf8');

describe('server-sent event frames', () => {
  it("are tRPC's: connected, data, tracked data and return", async () => {
    const sync = { type: 'sync', reason: 'subscribed' };
    const placed = { type: 'order.placed', orderId: 'p1', restaurantId: 'r1', customerId: null, status: 'pending', at: '2026-11-26T12:00:00.000Z' };
    const withId = tracked('42', { note: 'ação' });
    expect(text(connectedFrame(clientOptions), dataFrame(sync, serialize), dataFrame(placed, serialize), dataFrame(withId, serialize), RETURN_FRAME)).toBe(
      await producedByTrpc(values(sync, placed, withId)),
    );
  });

  it("are tRPC's for an error that ends the stream", async () => {
    const error = new TRPCError({ code: 'UNAUTHORIZED', message: 'Sua sessão terminou. Entre novamente para acompanhar os pedidos.' });
    const shape = getErrorShape({ config, error, type: 'subscription', path: 'live.myOrders', input: undefined, ctx: undefined });
    // A stream that fails before its first event.
    const failing = { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) };
    expect(text(connectedFrame(clientOptions), errorFrame(serialize(shape)))).toBe(await producedByTrpc(failing));
  });

  it("are tRPC's for a ping", async () => {
    const silent = {
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<unknown>>(() => {}), return: () => Promise.resolve({ done: true as const, value: undefined }) }),
    };
    const stream = sseStreamProducer({ data: silent, serialize, client: clientOptions, ping: { enabled: true, intervalMs: 5 } }).pipeThrough(new TextDecoderStream());
    const expected = text(connectedFrame(clientOptions), PING_FRAME);
    const reader = stream.getReader();
    let written = '';
    while (written.length < expected.length) written += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(written.slice(0, expected.length)).toBe(expected);
  });

  it('builds the frame of an event once, whatever the number of streams it goes to', () => {
    const event = { type: 'order.status', orderId: 'o1', restaurantId: 'r1', customerId: 'c1', status: 'ready', at: '2026-11-26T12:00:00.000Z' };
    expect(dataFrame(event, serialize)).toBe(dataFrame(event, serialize));
  });
});
