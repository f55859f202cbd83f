import { TRPCError } from '@trpc/server';
import { AppError, GUEST_HOLDER_PREFIX, type LiveStreamHolder, type OrderEventFilter, type OrderEventSource } from '@direto/api';
import type { ChannelEvent, LiveOrderEvent, LiveRevocation, LiveSyncEvent } from '@direto/contracts';

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
    const subscriber = new Subscriber(this, filter, holder, signal);
    // Registered now, not on first read: the opening sync event promises that nothing after it is missed.
    this.add(subscriber);
    subscriber.push({ type: 'sync', reason: 'subscribed' });
    this.onSubscribed(holder);
    if (signal?.aborted) subscriber.stop();
    else signal?.addEventListener('abort', subscriber, { once: true });
    return subscriber;
  }

  /** An event heard on the database channel: only the subscribers following its restaurant, customer or order. */
  publish(event: ChannelEvent): void {
    const topics = [topicOf({ restaurantId: event.restaurantId })];
    // A scheduled order's reminder and a table's call are for the restaurant's board, not the customer's screens.
    if (event.type !== 'order.reminder' && event.type !== 'table.call') {
      topics.push(topicOf({ orderId: event.orderId }));
      if (event.customerId) topics.push(topicOf({ customerId: event.customerId }));
    }
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
  remove(subscriber: Subscriber): void {
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
      // A guest's tracking link (issue 30) is no session to look up.
      sessionIds: [...new Set(holders.flatMap((holder) => (holder.sessionId.startsWith(GUEST_HOLDER_PREFIX) ? [] : [holder.sessionId])))],
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

const FINISHED: IteratorReturnResult<void> = Object.freeze({ done: true, value: undefined });
const ignore = (): void => {};

/** The index key of what a filter follows; an event's own keys are built the same way. */
function topicOf(filter: OrderEventFilter): string {
  if ('restaurantId' in filter) return `r:${filter.restaurantId}`;
  if ('customerId' in filter) return `c:${filter.customerId}`;
  return `o:${filter.orderId}`;
}

/**
 * One open stream: its queue of events, read as an async iterator (it is its own iterable), and
 * the listener of its abort signal. One object, its methods on the prototype: thousands are held
 * for hours, so a stream keeps no closures of its own (issue 20).
 * Deliberately not an async generator: tRPC's SSE stream asks for the next event before it
 * hands on the current one, so when the stream's reader stops pulling (a client whose socket is
 * full), that early read is pending with nobody awaiting it yet. If close() or a revocation then
 * ends it with an error, a generator's rejection would be unhandled and crash the process. Each
 * read here is marked as seen when it is made; whoever awaits it later still gets the error and
 * sends it to the client.
 */
class Subscriber implements AsyncIterableIterator<LiveOrderEvent, void> {
  /** Created on the first event that waits in line, dropped once read: most subscribers have none waiting. */
  private queue: LiveOrderEvent[] | null = null;
  /** The pending read's settle functions. */
  private resolveRead: ((result: IteratorResult<LiveOrderEvent, void>) => void) | null = null;
  private rejectRead: ((error: Error) => void) | null = null;
  private ended: { error?: Error } | null = null;

  readonly topic: string;

  constructor(
    private readonly hub: OrderEventHub,
    filter: OrderEventFilter,
    readonly holder: LiveStreamHolder,
    private readonly signal: AbortSignal | undefined,
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
    const resolve = this.resolveRead;
    if (resolve) {
      this.resolveRead = this.rejectRead = null;
      resolve({ done: false, value: event });
      return;
    }
    // A client this far behind gets one "refetch everything" instead of an ever-growing backlog.
    if (!this.queue) this.queue = [event];
    else if (this.queue.length >= MAX_QUEUED_EVENTS) this.queue = [{ type: 'sync', reason: 'overflow' }];
    else this.queue.push(event);
  }

  /** Ends the stream (the hub has already forgotten it): a pending read gets the error, or the end. */
  end(error?: Error): void {
    if (this.ended) return;
    this.ended = error ? { error } : {};
    this.signal?.removeEventListener('abort', this);
    const resolve = this.resolveRead;
    const reject = this.rejectRead;
    this.resolveRead = this.rejectRead = null;
    if (error) reject?.(error);
    else resolve?.(FINISHED);
  }

  /** The client stopped (its request aborted, or the iterator returned): the hub forgets the stream. */
  stop(): void {
    this.hub.remove(this);
    this.end();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<LiveOrderEvent, void>> {
    const queue = this.queue;
    if (queue) {
      const event = queue.shift() as LiveOrderEvent;
      if (queue.length === 0) this.queue = null;
      return Promise.resolve({ done: false, value: event });
    }
    if (this.ended) {
      if (!this.ended.error) return Promise.resolve(FINISHED);
      const failed = Promise.reject(this.ended.error);
      failed.catch(ignore);
      return failed;
    }
    const read = new Promise<IteratorResult<LiveOrderEvent, void>>((resolve, reject) => {
      this.resolveRead = resolve;
      this.rejectRead = reject;
    });
    read.catch(ignore);
    return read;
  }

  return(): Promise<IteratorResult<LiveOrderEvent, void>> {
    this.stop();
    return Promise.resolve(FINISHED);
  }

  /** The request's abort signal fired (an EventListener object: no closure per stream). */
  handleEvent(): void {
    this.stop();
  }
}

function serverClosing(): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVER_CLOSING_MESSAGE });
}

function sessionEnded(): AppError {
  return new AppError('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
}
