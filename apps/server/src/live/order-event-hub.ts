import { TRPCError } from '@trpc/server';
import { AppError, type LiveStreamHolder, type OrderEventFilter, type OrderEventSource } from '@direto/api';
import type { LiveOrderEvent, LiveRevocation, LiveSyncEvent, OrderEvent } from '@direto/contracts';

/** Events a subscriber may have waiting; beyond this it is told to refetch instead (see overflow). */
const MAX_QUEUED_EVENTS = 500;

export const SERVER_CLOSING_MESSAGE = 'O servidor está reiniciando; reconectando...';

/** Streams one session may hold open in this process (a few tabs); more are refused. */
export const MAX_STREAMS_PER_SESSION = 5;
export const TOO_MANY_STREAMS_MESSAGE = `Você já tem ${MAX_STREAMS_PER_SESSION} conexões ao vivo abertas nesta sessão. Feche outras abas do Direto e tente novamente.`;
export const SESSION_ENDED_MESSAGE = 'Sua sessão terminou. Entre novamente para acompanhar os pedidos.';
export const RESTAURANT_REMOVED_MESSAGE = 'Este restaurante foi removido.';

/**
 * Fans the order events this process hears from PostgreSQL out to its subscribers (one per open
 * SSE stream). Each subscriber has its own queue, so a slow client never holds up the others.
 */
export class OrderEventHub implements OrderEventSource {
  private readonly subscribers = new Set<Subscriber>();
  private closed = false;

  /**
   * @param onSubscribed called once a stream is registered: a revocation announced between the
   * caller's session check and this moment was not heard by it, so the owner of the hub checks
   * the holder again and revokes it if its session or restaurant is already gone.
   */
  constructor(private readonly onSubscribed: (holder: LiveStreamHolder) => void = () => {}) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe(filter: OrderEventFilter, holder: LiveStreamHolder, signal: AbortSignal | undefined): AsyncIterable<LiveOrderEvent> {
    if (this.closed) throw serverClosing();
    if (this.streamsOf(holder.sessionId) >= MAX_STREAMS_PER_SESSION) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE);
    const subscriber = new Subscriber(filter, holder);
    // Registered now, not on first read: the opening sync event promises that nothing after it is missed.
    this.subscribers.add(subscriber);
    subscriber.push({ type: 'sync', reason: 'subscribed' });
    this.onSubscribed(holder);

    const stop = () => {
      signal?.removeEventListener('abort', stop);
      this.subscribers.delete(subscriber);
      subscriber.end();
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    return eventsOf(subscriber, stop);
  }

  /** An event heard on the database channel. */
  publish(event: OrderEvent): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.wants(event)) subscriber.push(event);
    }
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
      this.subscribers.delete(subscriber);
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

  private streamsOf(sessionId: string): number {
    let count = 0;
    for (const subscriber of this.subscribers) if (subscriber.holder.sessionId === sessionId) count++;
    return count;
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

class Subscriber {
  private queue: LiveOrderEvent[] = [];
  private waiting: { resolve: (value: LiveOrderEvent | typeof DONE) => void; reject: (error: Error) => void } | null = null;
  private ended: { error?: Error } | null = null;

  constructor(
    private readonly filter: OrderEventFilter,
    readonly holder: LiveStreamHolder,
  ) {}

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

  wants(event: OrderEvent): boolean {
    if ('restaurantId' in this.filter) return event.restaurantId === this.filter.restaurantId;
    if ('customerId' in this.filter) return event.customerId === this.filter.customerId;
    return event.orderId === this.filter.orderId;
  }

  push(event: LiveOrderEvent): void {
    if (this.ended) return;
    if (this.waiting) {
      this.waiting.resolve(event);
      this.waiting = null;
      return;
    }
    // A client this far behind gets one "refetch everything" instead of an ever-growing backlog.
    if (this.queue.length >= MAX_QUEUED_EVENTS) this.queue = [{ type: 'sync', reason: 'overflow' }];
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
    const queued = this.queue.shift();
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
