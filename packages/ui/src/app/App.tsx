import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { seedInitialData } from '@/lib/initial-data';
import { createTrpcClient } from '@/lib/trpc';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export default function App() {
  // Created once per page load; a login or registration reloads the page and starts fresh.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialData(client);
    return client;
  });
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
