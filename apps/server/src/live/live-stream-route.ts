import type { ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fastifyRequestHandler, type FastifyHandlerOptions } from '@trpc/server/adapters/fastify';
import { callTRPCProcedure, getErrorShape, getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { appRouter, procedureCatalog, type AppRouter } from '@direto/api';
import { isAbortError, isAsyncIterable, isObject, routerConfig } from '@direto/api/trpc-internals';
import { createRequestContext } from '../context';
import { releaseFastifyResponseListeners } from '../internals/fastify-response-listeners';
import { releaseHeaderBlock } from '../internals/node-http-header-block';
import { PingClock, type Pingable } from './ping-clock';
import { connectedFrame, dataFrame, errorFrame, PING_FRAME, RETURN_FRAME, SSE_HEADERS } from './sse-frames';

/**
 * The subscriptions that thousands of screens hold open for hours: owners' order boards and
 * customers' order lists. A stream's HTTP request lives as long as the stream, so whatever it
 * holds is paid per open screen (issue 20: ≤ 20 KB each); tRPC's own answer keeps web streams,
 * async generators, a timer and the whole request context (an EntityManager fork with the
 * signed-in user) for that long.
 */
const LEAN_LIVE_PATHS = ['live.restaurantOrders', 'live.myOrders'] as const;

export interface LiveStreamRoutesOptions {
  /** The /trpc mount's options: requests this route does not serve itself go to tRPC as before. */
  trpcOptions: FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>;
}

const config = routerConfig(appRouter);
const serialize = (value: unknown): unknown => config.transformer.output.serialize(value);

/**
 * GET /trpc/live.restaurantOrders and /trpc/live.myOrders, answered as tRPC answers them: the
 * same procedures run (input checks, access level, the services' authorisation and the hub's
 * per-session cap), with the same headers, frames and error shapes, so httpSubscriptionLink sees
 * no difference. Once the procedure has authorised the caller and registered the stream, the
 * request keeps only the hub's subscriber and a small writer; the EntityManager goes.
 *
 * A stream that opens normally is written straight to the socket (Fastify's reply is hijacked):
 * for it the onSend hooks have nothing to do (the session is unchanged, the security headers are
 * already on the reply, compression never touches event streams). A refused stream, or one
 * whose session must be saved (renewal, last seen), goes through reply.send so every hook runs.
 * Register it inside the session scope, under /trpc.
 */
export async function liveStreamRoutes(app: FastifyInstance, { trpcOptions }: LiveStreamRoutesOptions): Promise<void> {
  const connected = connectedFrame(config.sse?.client ?? {});
  const ping = config.sse?.ping;
  const clock = ping?.enabled && ping.intervalMs && Number.isFinite(ping.intervalMs) ? new PingClock(ping.intervalMs) : null;
  app.addHook('onClose', async () => clock?.stop());

  for (const path of LEAN_LIVE_PATHS) {
    if (procedureCatalog.find((entry) => entry.name === path)?.type !== 'subscription') throw new Error(`${path} não é uma assinatura do appRouter`);

    // HEAD stays with tRPC, as before.
    app.get(`/${path}`, { exposeHeadRoute: false }, async (request, reply) => {
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
      if (!servedHere(request, query)) return fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });

      let events: AsyncIterator<unknown>;
      let refused = false;
      try {
        const ctx = await createRequestContext(request);
        const data: unknown = await callTRPCProcedure({ router: appRouter, ctx, path, type: 'subscription', getRawInput: rawInputOf(query, request), signal: undefined, batchIndex: 0 });
        if (!isAsyncIterable(data)) {
          throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `Subscription ${path} did not return an observable or a AsyncGenerator` });
        }
        events = data[Symbol.asyncIterator]();
      } catch (cause) {
        // As tRPC does: the stream opens, then ends with the error.
        events = { next: () => Promise.reject(cause) };
        refused = true;
      } finally {
        forgetEntityManager(request);
      }

      const fail = failureFrames(request.log, path, trpcOptions.onError);
      if (!refused && !sessionNeedsSaving(request)) {
        reply.hijack();
        const res = reply.raw;
        // The writer logs the stream's end itself (completionLog): see fastify-response-listeners.ts.
        releaseFastifyResponseListeners(res);
        // The client left while it was being authorised.
        if (res.destroyed) {
          void events.return?.();
          return;
        }
        writeHead(reply, res);
        // Nothing reads the session after a hijack (no onSend hook runs); the stream is revoked by its id.
        request.session = null as unknown as typeof request.session;
        new LiveStreamWriter(res, connected, events, fail, clock, completionLog(request.log, reply.elapsedTime));
        releaseHeaderBlock(res);
        return;
      }
      const body = new PassThrough();
      new LiveStreamWriter(body, connected, events, fail, clock, null);
      return reply.headers(SSE_HEADERS).send(body);
    });
  }
}

/** Sends the status line and headers: the reply's (security headers), then the SSE ones. */
function writeHead(reply: FastifyReply, res: ServerResponse): void {
  res.writeHead(200, { ...(reply.getHeaders() as Record<string, string | string[]>), ...SSE_HEADERS });
}

/** Authorised and registered: the stream needs neither the request's EntityManager nor the user it loaded. */
function forgetEntityManager(request: FastifyRequest): void {
  try {
    request.em = null as unknown as EntityManager;
  } catch {
    // A read-only `em` (e.g. forked lazily by a getter) is left as it is.
  }
}

/** Whether @fastify/session's onSend hook would write this request's session (and set its cookie). */
function sessionNeedsSaving(request: FastifyRequest): boolean {
  const session = request.session as { isModified?: () => boolean } | null | undefined;
  return typeof session?.isModified !== 'function' || session.isModified();
}

/** Fastify's "request completed" line for a stream, logged when it closes: the request's logger and when it started. */
interface CompletionLog {
  log: FastifyBaseLogger;
  /** performance.now() when Fastify received the request. */
  startedAt: number;
}

const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

function completionLog(log: FastifyBaseLogger, elapsedMs: number): CompletionLog | null {
  return INFO_OR_BELOW.has(log.level) ? { log, startedAt: performance.now() - elapsedMs } : null;
}

/**
 * The error frame a stream ends with (a refusal, a revocation, the server closing), reported as
 * /trpc reports it. It keeps the request's logger, not the request: the /trpc onError reads only
 * `req.log` (plugins/trpc.ts), and a stream outlives what else its request held.
 */
function failureFrames(log: FastifyBaseLogger, path: string, report: LiveStreamRoutesOptions['trpcOptions']['onError']): (cause: unknown) => Buffer {
  return (cause) => {
    const error = getTRPCErrorFromUnknown(cause);
    report?.({ error, type: 'subscription', path, req: { log } as FastifyRequest, input: undefined, ctx: undefined });
    return errorFrame(serialize(getErrorShape({ config, error, type: 'subscription', path, input: undefined, ctx: undefined })));
  };
}

/**
 * Requests tRPC answers differently (a batch, jsonl streaming, connection params, another body
 * type) go to tRPC itself.
 */
function servedHere(request: FastifyRequest, query: URLSearchParams): boolean {
  const { headers } = request;
  const accept = headers['trpc-accept'] ?? (headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl') ? 'application/jsonl' : null);
  const contentType = headers['content-type'];
  return query.get('batch') !== '1' && query.get('connectionParams') === null && accept !== 'application/jsonl' && (!contentType || contentType.startsWith('application/json'));
}

/** The call's input as tRPC reads a GET: `?input=<json>`, plus the id to resume from after a reconnection. */
function rawInputOf(query: URLSearchParams, request: FastifyRequest): () => Promise<unknown> {
  return async () => {
    let input: unknown;
    try {
      const text = query.get('input');
      input = text ? config.transformer.input.deserialize(JSON.parse(text)) : undefined;
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: cause instanceof Error ? cause.message : 'Invalid input', cause });
    }
    const header = request.headers['last-event-id'];
    const lastEventId = (typeof header === 'string' ? header : undefined) ?? query.get('lastEventId') ?? query.get('Last-Event-Id');
    if (!lastEventId) return input;
    return isObject(input) ? { ...input, lastEventId } : (input ?? { lastEventId });
  };
}

/**
 * Writes one stream: the `connected` frame, then a frame per event, pulled from the hub only as
 * fast as the client reads (a slow client's backlog waits in the hub's queue, which turns it into
 * one `sync` when it grows too long), pings from the shared clock, and a last frame when the
 * events end: `return`, or the error (a refusal, a revocation, the server shutting down).
 */
class LiveStreamWriter implements Pingable {
  private finished = false;
  /** The client has not taken what was written yet: nothing more is read from the hub until it does. */
  private blocked = false;
  // Created once per stream, not once per event; assigned in the constructor rather than declared
  // as named arrow fields, which the TypeScript loader would rename one by one (a property
  // dictionary per function, per stream).
  private readonly onEvent: (result: IteratorResult<unknown>) => void;
  private readonly onError: (cause: unknown) => void;
  private readonly onDrain: () => void;

  constructor(
    private readonly out: ServerResponse | Writable,
    connected: Buffer,
    private readonly events: AsyncIterator<unknown>,
    private readonly fail: (cause: unknown) => Buffer,
    private readonly clock: PingClock | null,
    private readonly completion: CompletionLog | null,
  ) {
    this.onEvent = (result) => this.write(result);
    this.onError = (cause) => {
      if (!this.finished) this.end(isAbortError(cause) ? null : this.fail(cause));
    };
    this.onDrain = () => {
      this.blocked = false;
      this.readNext();
    };
    // The client went away (or the response ended): the hub forgets the subscriber.
    out.on('close', () => this.stop());
    out.write(connected);
    clock?.add(this);
    this.readNext();
  }

  ping(): void {
    if (!this.finished && !this.blocked) this.out.write(PING_FRAME);
  }

  private readNext(): void {
    if (this.finished) return;
    let next: Promise<IteratorResult<unknown>>;
    try {
      next = this.events.next();
    } catch (cause) {
      next = Promise.reject(cause);
    }
    next.then(this.onEvent, this.onError);
  }

  private write(result: IteratorResult<unknown>): void {
    if (this.finished) return;
    if (result.done) return this.end(RETURN_FRAME);
    let frame: Buffer;
    try {
      frame = dataFrame(result.value, serialize);
    } catch (cause) {
      return this.onError(cause);
    }
    if (this.out.write(frame)) this.readNext();
    else {
      this.blocked = true;
      this.out.once('drain', this.onDrain);
    }
  }

  private end(last: Buffer | null): void {
    this.finished = true;
    this.clock?.remove(this);
    // Ended by a frame that failed to serialise, the subscriber is still registered.
    void this.events.return?.();
    if (last) this.out.write(last);
    this.out.end();
  }

  private stop(): void {
    this.out.off('drain', this.onDrain);
    // 'close' comes once, whether the client left or the stream ended (end() sets finished first).
    const completion = this.completion;
    if (completion) completion.log.info({ res: { statusCode: 200 }, responseTime: performance.now() - completion.startedAt }, 'request completed');
    if (this.finished) return;
    this.finished = true;
    this.clock?.remove(this);
    void this.events.return?.();
  }
}
