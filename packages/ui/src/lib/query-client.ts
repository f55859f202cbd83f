import { QueryClient } from '@tanstack/react-query';
import { seedInitialData } from './initial-data';

/**
 * Spec §9 cache policy: no refetch interval, no refetch on window focus, data never stale,
 * no retries. Screens refresh data by invalidating what a mutation changed.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
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
  // The menu page's restaurant and menu, when the server embedded them in the HTML (issue 20).
  if (typeof document !== 'undefined') seedInitialData(queryClient);
  return queryClient;
}
