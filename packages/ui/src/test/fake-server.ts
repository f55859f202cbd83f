import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@direto/api';

/**
 * The network boundary for component tests: answers tRPC calls by procedure path
 * ('auth.me', 'order.place', ...) instead of a server. A handler returns the data, throws an
 * Error whose message is the server's pt-BR message, or returns a never-settling promise to keep
 * a query loading. Every call is recorded so a test can assert what the screen sent.
 * (End-to-end runs against the real server live in the browser tests.)
 */
type FakeHandler = (input: unknown) => unknown;
export type FakeHandlers = Record<string, FakeHandler>;

interface FakeCall {
  path: string;
  type: string;
  input: unknown;
}

export interface FakeServer {
  link: TRPCLink<AppRouter>;
  calls: FakeCall[];
  handlers: FakeHandlers;
  /**
   * Sends `data` to every open subscription of `path` ('live.restaurantOrders', ...). A
   * subscription stays open (connected, silent) until the screen unsubscribes; no handler needed.
   */
  emit(path: string, data: unknown): void;
  /** Open subscriptions by path, with their inputs. */
  subscriptions(path: string): unknown[];
}

export function createFakeServer(handlers: FakeHandlers = {}): FakeServer {
  const calls: FakeCall[] = [];
  const open = new Set<{ path: string; input: unknown; send: (data: unknown) => void }>();
  const server: FakeServer = {
    calls,
    handlers,
    emit: (path, data) => [...open].filter((subscription) => subscription.path === path).forEach((subscription) => subscription.send(data)),
    subscriptions: (path) => [...open].filter((subscription) => subscription.path === path).map((subscription) => subscription.input),
    link: () => ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, type: op.type, input: op.input });
        if (op.type === 'subscription') {
          const subscription = { path: op.path, input: op.input, send: (data: unknown) => observer.next({ result: { type: 'data', data } }) };
          open.add(subscription);
          observer.next({ result: { type: 'started' } });
          return () => void open.delete(subscription);
        }
        const handler = server.handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`Sem resposta de teste para ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
          );
        return () => {};
      }),
  };
  return server;
}

/** A promise that never settles: keeps a query in its loading state. */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}
