import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink, type TRPCLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
// Type only: the browser bundle never contains server code.
import type { AppRouter } from '@direto/api';
// The constants alone: the whole contracts index would pull every zod schema into the login bundle.
import { TRPC_MAX_BATCH_CALLS } from '@direto/contracts/constants';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The signed-in user as the server describes it (auth.me). */
export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/**
 * Every call goes to /trpc with the session cookie (spec §7: all requests carry credentials).
 * Subscriptions (live orders) are server-sent events: one EventSource per subscription, which
 * the browser reconnects by itself; queries and mutations are batched HTTP requests.
 */
export function createTrpcClient(links?: TRPCLink<AppRouter>[]) {
  return trpc.createClient({
    links: links ?? [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', eventSourceOptions: { withCredentials: true } }),
        false: httpBatchLink({
          url: '/trpc',
          // The server refuses larger batches; more calls at once go in several requests.
          maxItems: TRPC_MAX_BATCH_CALLS,
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}
