import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §9 cache policy: no refetch interval, no refetch on window focus, data never stale,
 * no retries. Screens refresh data by invalidating what a mutation changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
