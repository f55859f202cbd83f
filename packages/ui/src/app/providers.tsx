import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { trpc, type createTrpcClient } from '@/lib/trpc';

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
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
