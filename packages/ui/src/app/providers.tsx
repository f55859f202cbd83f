import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { trpc, type createTrpcClient } from '@/lib/trpc';

// The toast region (Radix Toast) is not needed to paint the first screen: it loads right after,
// and still shows a toast raised meanwhile (the store in use-toast keeps it).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  children: ReactNode;
}

/** tRPC + React Query + the toast region: everything a screen needs around it (tests reuse it). */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
