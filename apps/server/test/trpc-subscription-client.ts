import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

/**
 * A subscription made by the real tRPC client, as the web app makes it: @trpc/client's
 * httpSubscriptionLink over a WHATWG EventSource (Node's own, behind --experimental-eventsource,
 * in a child process so this test process keeps its flags). Node's EventSource has no cookie jar,
 * so the child adds the session cookie to its requests, as a browser would.
 */

/** What the client's subscription callbacks reported, in order. */
export type ClientObservation =
  | { type: 'started' }
  | { type: 'data'; data: unknown }
  | { type: 'error'; message: string; code: string | null }
  | { type: 'state'; state: string; error: { message: string; code: string | null } | null }
  | { type: 'complete' };

export interface TrpcSubscription {
  /** The first observation (from the start) matching `match`; fails after `timeoutMs`. */
  waitFor<T extends ClientObservation>(match: (observation: ClientObservation) => observation is T, timeoutMs?: number): Promise<T>;
  waitFor(match: (observation: ClientObservation) => boolean, timeoutMs?: number): Promise<ClientObservation>;
  observations(): ClientObservation[];
  close(): void;
}

// Where @direto/client (a dependency of this package) finds @trpc/client.
const trpcClientPath = createRequire(createRequire(import.meta.url).resolve('@direto/client')).resolve('@trpc/client');

const CHILD = `
const config = JSON.parse(process.argv[1]);
const { createTRPCClient, httpSubscriptionLink } = require(config.trpcClientPath);
const out = (observation) => process.stdout.write(JSON.stringify(observation) + '\\n');
const described = (error) => (error ? { message: error.message, code: error.data?.code ?? null } : null);
(async () => {
  await (await fetch(config.baseUrl + '/healthz')).arrayBuffer();
  const base = globalThis[Symbol.for('undici.globalDispatcher.1')];
  const withCookie = (headers) =>
    !config.cookie ? headers : Array.isArray(headers) ? [...headers, 'cookie', config.cookie] : { ...headers, cookie: config.cookie };
  const dispatcher = { dispatch: (options, handler) => base.dispatch({ ...options, headers: withCookie(options.headers) }, handler) };
  const client = createTRPCClient({
    links: [httpSubscriptionLink({ url: config.baseUrl + '/trpc', EventSource, eventSourceOptions: { dispatcher } })],
  });
  const [router, procedure] = config.path.split('.');
  client[router][procedure].subscribe(config.input, {
    onStarted: () => out({ type: 'started' }),
    onData: (data) => out({ type: 'data', data }),
    onError: (error) => out({ type: 'error', ...described(error) }),
    onConnectionStateChange: (state) => out({ type: 'state', state: state.state, error: described(state.error) }),
    onComplete: () => out({ type: 'complete' }),
  });
})().catch((error) => out({ type: 'error', message: String(error), code: null }));
`;

export function subscribeWithTrpcClient(baseUrl: string, path: string, input: unknown, cookie?: string): TrpcSubscription {
  const child = spawn(process.execPath, ['--experimental-eventsource', '--no-warnings', '-e', CHILD, JSON.stringify({ trpcClientPath, baseUrl, path, input, cookie })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seen: ClientObservation[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    seen.push(JSON.parse(line) as ClientObservation);
    for (const wake of waiters) wake();
  });

  return {
    async waitFor(match: (observation: ClientObservation) => boolean, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`O cliente tRPC de ${path} não viu o esperado em ${timeoutMs} ms; viu: ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    observations: () => [...seen],
    close: () => child.kill(),
  } as TrpcSubscription;
}
