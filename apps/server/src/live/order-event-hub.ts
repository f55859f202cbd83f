import { TRPCError } from '@trpc/server';
import type { OrderEventFilter, OrderEventSource } from '@direto/api';
import type { LiveOrderEvent, LiveSyncEvent, OrderEvent } from '@direto/contracts';

/** Events a subscriber may have waiting; beyond this it is told to refetch instead (see overflow). */
const MAX_QUEUED_EVENTS = 500;

export const SERVER_CLOSING_MESSAGE = 'O servidor está reiniciando; reconectando...';

/**
 * Fans the order events this process hears from PostgreSQL out to its subscribers (one per open
 * SSE stream). Each subscriber has its own queue, so a slow client never holds up the others.
 */
export class OrderEventHub implements OrderEventSource {
  private readonly subscribers = new Set<Subscriber>();
  private closed = false;

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe(filter: OrderEventFilter, signal: AbortSignal | undefined): AsyncIterable<LiveOrderEvent> {
    if (this.closed) throw serverClosing();
    const subscriber = new Subscriber(filter);
    // Registered now, not on first read: the opening sync event promises that nothing after it is missed.
    this.subscribers.add(subscriber);
    subscriber.push({ type: 'sync', reason: 'subscribed' });

    const stop = () => {
      this.subscribers.delete(subscriber);
      subscriber.end();
    };
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });

    return (async function* () {
      try {
        for (;;) {
          const next = await subscriber.next();
          if (next === DONE) return;
          yield next;
        }
      } finally {
        signal?.removeEventListener('abort', stop);
        stop();
      }
    })();
  }

  /** An event heard on the database channel. */
  publish(event: OrderEvent): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.wants(event)) subscriber.push(event);
    }
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

class Subscriber {
  private queue: LiveOrderEvent[] = [];
  private waiting: { resolve: (value: LiveOrderEvent | typeof DONE) => void; reject: (error: Error) => void } | null = null;
  private ended: { error?: Error } | null = null;

  constructor(private readonly filter: OrderEventFilter) {}

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
