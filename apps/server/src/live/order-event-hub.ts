import { TRPCError } from '@trpc/server';
import { AppError, type LiveStreamHolder, type OrderEventFilter, type OrderEventSource } from '@direto/api';
import type { LiveOrderEvent, LiveRevocation, LiveSyncEvent, OrderEvent } from '@direto/contracts';

/** Events a subscriber may have waiting; beyond this it is told to refetch instead (see overflow). */
const MAX_QUEUED_EVENTS = 500;

export const SERVER_CLOSING_MESSAGE = 'O servidor está reiniciando; reconectando...';

/**
 * Streams one session may hold open in this process (a few tabs); more are refused. This is the
 * default of LIVE_STREAMS_PER_SESSION; there is no cap on the process's total.
 */
export const MAX_STREAMS_PER_SESSION = 5;
export const tooManyStreamsMessage = (limit: number) =>
  `Você já tem ${limit} conexões ao vivo abertas nesta sessão. Feche outras abas do Direto e tente novamente.`;
export const TOO_MANY_STREAMS_MESSAGE = tooManyStreamsMessage(MAX_STREAMS_PER_SESSION);
export const SESSION_ENDED_MESSAGE = 'Sua sessão terminou. Entre novamente para acompanhar os pedidos.';
export const RESTAURANT_REMOVED_MESSAGE = 'Este restaurante foi removido.';

export interface OrderEventHubOptions {
  /** Streams one session may hold open in this process (LIVE_STREAMS_PER_SESSION). */
  maxStreamsPerSession?: number;
}

/**
 * Fans the order events this process hears from PostgreSQL out to its subscribers (one per open
 * SSE stream). Each subscriber has its own queue, so a slow client never holds up the others.
 * Subscribers are indexed by what they follow and by session, so an event or a new stream costs
 * the same with 5 or 5 000 streams open.
 */
export class OrderEventHub implements OrderEventSource {
  private readonly subscribers = new Set<Subscriber>();
  /** Subscribers by the key of what they follow (restaurant, customer or order). */
  private readonly byTopic = new Map<string, Set<Subscriber>>();
  private readonly streamsBySession = new Map<string, number>();
  private readonly maxStreamsPerSession: number;
  private readonly tooManyStreams: string;
  private closed = false;

  /**
   * @param onSubscribed called once a stream is registered: a revocation announced between the
   * caller's session check and this moment was not heard by it, so the owner of the hub checks
   * the holder again and revokes it if its session or restaurant is already gone.
   */
  constructor(
    private readonly onSubscribed: (holder: LiveStreamHolder) => void = () => {},
    options: OrderEventHubOptions = {},
  ) {
    this.maxStreamsPerSession = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
    this.tooManyStreams = tooManyStreamsMessage(this.maxStreamsPerSession);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe(filter: OrderEventFilter, holder: LiveStreamHolder, signal: AbortSignal | undefined): AsyncIterable<LiveOrderEvent> {
    if (this.closed) throw serverClosing();
    if ((this.streamsBySession.get(holder.sessionId) ?? 0) >= this.maxStreamsPerSession) throw new AppError('TOO_MANY_REQUESTS', this.tooManyStreams);
    const subscriber = new Subscriber(filter, holder);
    // Registered now, not on first read: the opening sync event promises that nothing after it is missed.
    this.add(subscriber);
    subscriber.push({ type: 'sync', reason: 'subscribed' });
    this.onSubscribed(holder);

    const stop = () => {
      signal?.removeEventListener('abort', stop);
      this.remove(subscriber);
      subscriber.end();
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    return eventsOf(subscriber, stop);
  }

  /** An event heard on the database channel: only the subscribers following its restaurant, customer or order. */
  publish(event: OrderEvent): void {
    const topics = [topicOf({ restaurantId: event.restaurantId }), topicOf({ orderId: event.orderId })];
    if (event.customerId) topics.push(topicOf({ customerId: event.customerId }));
    for (const topic of topics) {
      const subscribers = this.byTopic.get(topic);
      if (!subscribers) continue;
      for (const subscriber of subscribers) subscriber.push(event);
    }
  }

  private add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
    const { topic, holder } = subscriber;
    let followers = this.byTopic.get(topic);
    if (!followers) this.byTopic.set(topic, (followers = new Set()));
    followers.add(subscriber);
    this.streamsBySession.set(holder.sessionId, (this.streamsBySession.get(holder.sessionId) ?? 0) + 1);
  }

  /** Idempotent: a stream stopped by its client after a revocation already removed it is not counted twice. */
  private remove(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    const { topic, holder } = subscriber;
    const followers = this.byTopic.get(topic);
    followers?.delete(subscriber);
    if (followers?.size === 0) this.byTopic.delete(topic);
    const streams = (this.streamsBySession.get(holder.sessionId) ?? 1) - 1;
    if (streams > 0) this.streamsBySession.set(holder.sessionId, streams);
    else this.streamsBySession.delete(holder.sessionId);
  }

  /**
   * Ends, with an error, every stream whose access is gone (heard on the revocations channel).
   * The web app retries a failed stream: with a still-valid session (e.g. the one whose id was
   * just renewed) it gets a new stream; otherwise the retry is refused.
   */
  revoke(revocation: LiveRevocation): void {
    for (const subscriber of this.subscribers) {
      const error = subscriber.revokedBy(revocation);
      if (!error) continue;
      this.remove(subscriber);
      subscriber.end(error);
    }
  }

  /** The sessions and restaurants the open streams rest on (to check after a lost connection). */
  holders(): { sessionIds: string[]; restaurantIds: string[] } {
    const holders = [...this.subscribers].map((subscriber) => subscriber.holder);
    return {
      sessionIds: [...new Set(holders.map((holder) => holder.sessionId))],
      restaurantIds: [...new Set(holders.flatMap((holder) => (holder.restaurantId ? [holder.restaurantId] : [])))],
    };
  }

  /** Tells every subscriber to refetch: events may have been lost (the database connection dropped). */
  resync(reason: LiveSyncEvent['reason']): void {
    for (const subscriber of this.subscribers) subscriber.push({ type: 'sync', reason });
  }

  /**
   * Ends every stream with a retryable error (SERVICE_UNAVAILABLE), so browsers reconnect (to this
   * server once it is back, or to another) instead of treating the subscription as finished, and
   * the HTTP server can close.
   */
  close(): void {
    this.closed = true;
    for (const subscriber of this.subscribers) subscriber.end(serverClosing());
    this.subscribers.clear();
    this.byTopic.clear();
    this.streamsBySession.clear();
  }
}

const DONE = Symbol('done');

/**
 * A subscriber's events as an async iterator. Deliberately not an async generator: tRPC's SSE
 * stream asks for the next event before it hands on the current one, so when the stream's
 * reader stops pulling (a client whose socket is full), that early read is pending with nobody
 * awaiting it yet. If close() or a revocation then ends it with an error, a generator's
 * rejection would be unhandled and crash the process. Each read here is marked as seen when
 * it is made; whoever awaits it later still gets the error and sends it to the client.
 */
function eventsOf(subscriber: Subscriber, stop: () => void): AsyncIterable<LiveOrderEvent, void> {
  const finished = (): IteratorReturnResult<void> => ({ done: true, value: undefined });
  const iterator: AsyncIterator<LiveOrderEvent, void> = {
    next() {
      const read = subscriber.next().then(
        (event): IteratorResult<LiveOrderEvent, void> => (event === DONE ? finished() : { done: false, value: event }),
        (error: unknown) => {
          stop();
          throw error;
        },
      );
      read.catch(() => {});
      return read;
    },
    return() {
      stop();
      return Promise.resolve(finished());
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/** The index key of what a filter follows; an event's own keys are built the same way. */
function topicOf(filter: OrderEventFilter): string {
  if ('restaurantId' in filter) return `r:${filter.restaurantId}`;
  if ('customerId' in filter) return `c:${filter.customerId}`;
  return `o:${filter.orderId}`;
}

class Subscriber {
  /** Created on the first event that waits in line: most subscribers never have one waiting. */
  private queue: LiveOrderEvent[] | null = null;
  private waiting: { resolve: (value: LiveOrderEvent | typeof DONE) => void; reject: (error: Error) => void } | null = null;
  private ended: { error?: Error } | null = null;

  readonly topic: string;

  constructor(
    filter: OrderEventFilter,
    readonly holder: LiveStreamHolder,
  ) {
    this.topic = topicOf(filter);
  }

  /** The error this stream ends with under `revocation`, or null if it is not concerned. */
  revokedBy(revocation: LiveRevocation): Error | null {
    const { holder } = this;
    switch (revocation.type) {
      case 'session':
        return holder.sessionId === revocation.sessionId ? sessionEnded() : null;
      case 'user':
        return holder.userId === revocation.userId && holder.sessionId !== revocation.keepSessionId ? sessionEnded() : null;
      case 'restaurant':
        return holder.restaurantId === revocation.restaurantId ? new AppError('NOT_FOUND', RESTAURANT_REMOVED_MESSAGE) : null;
    }
  }

  push(event: LiveOrderEvent): void {
    if (this.ended) return;
    if (this.waiting) {
      this.waiting.resolve(event);
      this.waiting = null;
      return;
    }
    // A client this far behind gets one "refetch everything" instead of an ever-growing backlog.
    if (!this.queue) this.queue = [event];
    else if (this.queue.length >= MAX_QUEUED_EVENTS) this.queue = [{ type: 'sync', reason: 'overflow' }];
    else this.queue.push(event);
  }

  end(error?: Error): void {
    if (this.ended) return;
    this.ended = error ? { error } : {};
    if (this.waiting) {
      if (error) this.waiting.reject(error);
      else this.waiting.resolve(DONE);
      this.waiting = null;
    }
  }

  next(): Promise<LiveOrderEvent | typeof DONE> {
    const queued = this.queue?.shift();
    if (queued) return Promise.resolve(queued);
    if (this.ended) return this.ended.error ? Promise.reject(this.ended.error) : Promise.resolve(DONE);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }
}

function serverClosing(): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVER_CLOSING_MESSAGE });
}

function sessionEnded(): AppError {
  return new AppError('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
}
