import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// Type only: the browser bundle never contains server code.
import type { AppRouter } from '@direto/api';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The signed-in user as the server describes it (auth.me). */
export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/** Every call goes to /trpc with the session cookie (spec §7: all requests carry credentials). */
export function createTrpcClient(links?: TRPCLink<AppRouter>[]) {
  return trpc.createClient({
    links: links ?? [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
