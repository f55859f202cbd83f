import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '@direto/api';
import { CookieJar } from './cookie-jar';

export interface DiretoClientOptions {
  /** Where the Direto server runs, e.g. 'http://localhost:3000'. */
  baseUrl: string;
  email: string;
  password: string;
}

/** Every procedure of the server, typed: `client.restaurant.orders.query({ id })`. */
export type DiretoClient = TRPCClient<AppRouter>;

/**
 * Signs in with email and password and returns a typed tRPC client that carries the session
 * cookie on every call. Throws the server's message (in Portuguese) when the sign-in is refused.
 * Sign out with `client.auth.logout.mutate()`.
 */
export async function createDiretoClient({ baseUrl, email, password }: DiretoClientOptions): Promise<DiretoClient> {
  const origin = new URL(baseUrl).origin;
  const jar = new CookieJar();

  const fetchWithSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    // What a browser on the site would send: the server refuses state changes from other origins.
    headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    jar.store(response.headers.getSetCookie());
    return response;
  };

  const client = createTRPCClient<AppRouter>({
    // The server refuses batches of more than 10 calls (TRPC_MAX_BATCH_CALLS of @direto/contracts).
    links: [httpBatchLink({ url: `${baseUrl.replace(/\/+$/, '')}/trpc`, fetch: fetchWithSession, maxItems: 10 })],
  });
  await client.auth.login.mutate({ email, password });
  return client;
}
