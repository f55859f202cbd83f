import type { ReactElement, ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, type CurrentUser } from '@/lib/trpc';
import { createFakeServer, type FakeHandlers } from './fake-server';

interface RenderOptions {
  /** Start URL of the in-memory router. */
  path?: string;
  /** Route pattern the element is mounted at (for pages reading params), default '*'. */
  routePattern?: string;
  handlers?: FakeHandlers;
}

function setup(options: RenderOptions) {
  const server = createFakeServer({
    'logo.get': () => ({ logoPath: null }),
    // Issue 31: a cart asks what coupon or offer applies; by default, none.
    'coupon.quote': () => ({ valid: false, discount: '0.00', freeDelivery: false }),
    ...options.handlers,
  });
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient([server.link]);
  return { server, queryClient, trpcClient };
}

/** Renders the whole routing table at `path` (the §2 table decides the page). */
export function renderApp(options: RenderOptions = {}) {
  const { server, queryClient, trpcClient } = setup(options);
  const result = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, server, queryClient };
}

/** Renders one element with the app's providers and a router (for a single screen or component). */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  const { server, queryClient, trpcClient } = setup(options);
  const result = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path={options.routePattern ?? '*'} element={element} />
          {options.routePattern ? <Route path="*" element={<p>fora da rota</p>} /> : null}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, server, queryClient };
}

/** Runs a hook inside the app's providers (toasts render too). */
export function renderHookWithProviders<T>(hook: () => T, options: RenderOptions = {}) {
  const { server, queryClient, trpcClient } = setup(options);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...renderHook(hook, { wrapper }), server, queryClient };
}

/** A current user as auth.me returns it, with overrides. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Souza',
    profileImageUrl: null,
    userType: 'customer',
    isAdmin: false,
    phone: '(11) 99999-8888',
    address: 'Rua das Flores, 123',
    city: 'São Paulo',
    zipCode: '01310-100',
    profileCompleted: true,
    hasPassword: true,
    authMethod: 'email',
    emailConfirmed: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  } as CurrentUser;
}
