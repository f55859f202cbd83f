import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/hooks/use-toast';
import { trpc, type createTrpcClient } from '@/lib/trpc';
import { whenIdle } from '@/lib/when-idle';

// The toast region (Radix Toast) is not needed to paint the first screen: it loads once the page
// is idle, or at once when a toast is raised before that (the store in use-toast keeps it).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** A few seconds after the load: the first screen (its data, its code) has had the network to itself. */
const TOASTER_DELAY_MS = 3000;

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
        <DeferredToaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

function DeferredToaster() {
  const { toasts } = useToast();
  // Once mounted it stays, so a toast's exit animation and the F8 region survive.
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  useEffect(() => whenIdle(() => setMounted(true), TOASTER_DELAY_MS), []);
  if (!mounted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
