import { initTRPC, tracked } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../root';
import { SSE_PING_MS } from '../trpc';
import { isAbortError, isAsyncIterable, isObject, procedureDefinitions, routerConfig, sseStreamProducer } from './trpc-internals';

/**
 * What trpc-internals.ts takes from tRPC beyond its published API, checked against the installed
 * @trpc/server. When one of these fails after an upgrade, read that version's router and procedure
 * builder (`_def`) or its unstable-core-do-not-import exports, and change trpc-internals.ts
 * alone: the procedure catalog (REST facade, OpenAPI, authorisation matrix) and the live route
 * (apps/server/src/live) read tRPC only through it.
 */
const UPGRADE_HINT = 'O tRPC mudou o que packages/api/src/internals/trpc-internals.ts lê dele (_def ou unstable-core-do-not-import): reveja esse módulo';

describe('a procedure’s definition', () => {
  const t = initTRPC.meta<{ access: string }>().create();
  const input = z.object({ id: z.string() });
  const output = z.object({ name: z.string() });
  const router = t.router({
    restaurant: t.router({ byId: t.procedure.meta({ access: 'public' }).input(input).output(output).query(() => ({ name: 'Sabor' })) }),
    rename: t.procedure.input(input).input(z.object({ name: z.string() })).mutation(() => null),
    live: t.procedure.subscription(async function* () {}),
  });

  it('has its type, meta and schemas by dotted path', () => {
    const definitions = procedureDefinitions(router);
    expect(Object.keys(definitions), UPGRADE_HINT).toEqual(['restaurant.byId', 'rename', 'live']);
    expect(definitions['restaurant.byId'], UPGRADE_HINT).toMatchObject({ type: 'query', meta: { access: 'public' }, inputs: [input], output });
    expect(definitions.rename?.type, UPGRADE_HINT).toBe('mutation');
    expect(definitions.rename?.inputs, UPGRADE_HINT).toHaveLength(2);
    expect(definitions.live?.type, UPGRADE_HINT).toBe('subscription');
  });

  it('is read for every procedure of appRouter, with the meta our builders add', () => {
    const definitions = Object.entries(procedureDefinitions(appRouter));
    expect(definitions.length, UPGRADE_HINT).toBeGreaterThan(30);
    for (const [path, definition] of definitions) {
      expect(['query', 'mutation', 'subscription'], `${UPGRADE_HINT}: ${path}`).toContain(definition.type);
      expect(Array.isArray(definition.inputs), `${UPGRADE_HINT}: ${path}`).toBe(true);
      expect(definition.meta, `${UPGRADE_HINT}: ${path}`).toHaveProperty('access');
    }
    expect(procedureDefinitions(appRouter)['live.restaurantOrders']?.type, UPGRADE_HINT).toBe('subscription');
  });
});

describe('the router’s configuration', () => {
  it('holds the transformer and the SSE options given to initTRPC.create()', () => {
    const config = routerConfig(appRouter);
    expect(config.transformer.output.serialize({ a: 1 }), UPGRADE_HINT).toEqual({ a: 1 });
    expect(config.transformer.input.deserialize({ a: 1 }), UPGRADE_HINT).toEqual({ a: 1 });
    expect(config.sse?.ping, UPGRADE_HINT).toEqual({ enabled: true, intervalMs: SSE_PING_MS });
    expect(config.sse?.client?.reconnectAfterInactivityMs, UPGRADE_HINT).toBeGreaterThan(SSE_PING_MS);
  });
});

describe('the helpers of tRPC’s HTTP handler', () => {
  it('tell an async iterable, a plain object and an aborted call apart as tRPC does', () => {
    expect(isAsyncIterable((async function* () {})()), UPGRADE_HINT).toBe(true);
    expect(isAsyncIterable([1]), UPGRADE_HINT).toBe(false);
    expect(isObject({ a: 1 }), UPGRADE_HINT).toBe(true);
    expect(isObject([1]), UPGRADE_HINT).toBe(false);
    expect(isObject(null), UPGRADE_HINT).toBe(false);
    expect(isAbortError(new DOMException('parou', 'AbortError')), UPGRADE_HINT).toBe(true);
    expect(isAbortError(new Error('falhou')), UPGRADE_HINT).toBe(false);
  });

  it('write server-sent events: a tracked value as data with its id', async () => {
    const stream = sseStreamProducer({
      data: (async function* () {
        yield tracked('7', { a: 1 });
      })(),
      serialize: (value: unknown) => value,
      formatError: () => ({}),
    });
    let text = '';
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
    expect(text, UPGRADE_HINT).toContain('data: {"a":1}\nid: 7\n\n');
  });
});
