import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from './trpc';

/** The block the server writes into a page that comes with its data (apps/server/src/plugins/spa.ts). */
const INITIAL_DATA_ID = 'direto-initial-data';

/** One tRPC query's answer, as the server got it for this request (apps/server/src/plugins/page-first-view.ts). */
export interface SeededQuery {
  /** The procedure's path, e.g. 'guestOrder.byToken'. */
  path: string;
  input?: unknown;
  data: unknown;
}

/** What a page other than the menu embeds: the answers of the queries it asks first, for this path only. */
interface SeededPage {
  page: string;
  /** When the server rendered the page's first view (ISO): what texts relative to now are rendered from (first-view-now.ts). */
  now?: string;
  queries: SeededQuery[];
}

/**
 * Puts those answers into a query cache under the very keys the screens ask for (getQueryKey), so
 * the page renders without a round trip: the server's render (entry-server.tsx) and the browser's
 * before it hydrates (initial-data.ts) alike. Queries never go stale (query-client.ts).
 */
export function seedQueries(queryClient: QueryClient, queries: readonly SeededQuery[]): void {
  for (const { path, input, data } of queries) {
    // The proxy names any path; getQueryKey reads the path from it, as the hooks do.
    const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc);
    queryClient.setQueryData(getQueryKey(procedure as Parameters<typeof getQueryKey>[0], input as never, 'query'), data);
  }
}

/** The queries the server embedded in this page, when written for the page's own path; else none. */
export function embeddedQueries(doc: Document = document): SeededQuery[] {
  const block = embeddedPage(doc);
  return block && Array.isArray(block.queries) ? block.queries : [];
}

/** When the server rendered this page's first view (ISO), when it sent one for the page's own path; else null. */
export function embeddedNow(doc: Document = document): string | null {
  const now = embeddedPage(doc)?.now;
  return typeof now === 'string' ? now : null;
}

function embeddedPage(doc: Document): Partial<SeededPage> | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const block = JSON.parse(text) as Partial<SeededPage>;
    return block.page === doc.location.pathname ? block : null;
  } catch {
    return null;
  }
}
