import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { makeUser, renderApp } from '@/test/render-app';
import { pending } from '@/test/fake-server';

const signedOut = { 'auth.me': () => { throw new Error('Faça login para continuar.'); } };
const as = (user: ReturnType<typeof makeUser>) => ({
  'auth.me': () => user,
  'restaurant.list': () => ({ items: [], nextCursor: null }),
  'restaurant.mine': () => [],
  'order.mine': () => [],
  'restaurant.bySlug': () => { throw new Error('Restaurante não encontrado'); },
  'auth.providers': () => ({ google: false }),
});

describe('routing by login state (spec §2)', () => {
  it('shows a spinner while the current user loads', () => {
    renderApp({ path: '/', handlers: { 'auth.me': pending } });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it.each(['/', '/r/cantina-da-nonna'])('not logged in: %s shows the authentication screen', async (path) => {
    renderApp({ path, handlers: { ...signedOut, 'auth.providers': () => ({ google: false }), 'restaurant.bySlug': pending } });
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
  });

  it.each(['/qualquer', '/dashboard/x', '/orders/1/2', '/r'])('not logged in: %s is not found', async (path) => {
    renderApp({ path, handlers: signedOut });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/profile', '/admin', '/settings', '/orders', '/orders/abc?x=1', '/restaurant/x'])(
    'not logged in: %s (a signed-in screen) shows the login screen, which brings the visitor back after signing in',
    async (path) => {
      const user = userEvent.setup();
      const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => {});
      const admin = makeUser({ isAdmin: true });
      const customer = makeUser();
      const owner = makeUser({ userType: 'restaurant' });
      // Someone who has that screen signs in.
      const signingIn = path === '/admin' ? admin : path === '/settings' ? owner : customer;
      renderApp({ path, handlers: { ...signedOut, 'auth.providers': () => ({ google: false }), 'auth.login': () => signingIn } });
      const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
      expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
      await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
      await user.type(within(form).getByLabelText('Senha'), 'segredo123');
      await user.click(within(form).getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(path));
      navigate.mockRestore();
    },
  );

  it.each(['/', '/admin'])('admin: %s shows the admin panel, even with userType restaurant', async (path) => {
    renderApp({ path, handlers: as(makeUser({ isAdmin: true, userType: 'restaurant' })) });
    expect(await screen.findByRole('tab', { name: 'Usuários' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/settings', '/r/x'])('admin: %s is not found', async (path) => {
    renderApp({ path, handlers: as(makeUser({ isAdmin: true })) });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it.each(['/', '/dashboard'])('restaurant user: %s shows the owner dashboard', async (path) => {
    renderApp({ path, handlers: as(makeUser({ userType: 'restaurant' })) });
    // An owner without a restaurant starts with the create-restaurant form.
    expect(await screen.findByText('Cadastre seu restaurante')).toBeInTheDocument();
  });

  it('restaurant user: /settings shows the settings', async () => {
    renderApp({ path: '/settings', handlers: as(makeUser({ userType: 'restaurant' })) });
    expect(await screen.findByText('Nenhum restaurante encontrado')).toBeInTheDocument();
  });

  it.each(['/admin', '/restaurant/x', '/orders'])('restaurant user: %s is not found', async (path) => {
    renderApp({ path, handlers: as(makeUser({ userType: 'restaurant' })) });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it.each(['/', '/dashboard'])('customer: %s shows the customer home', async (path) => {
    renderApp({ path, handlers: as(makeUser()) });
    expect(await screen.findByText('Meu Cardápio')).toBeInTheDocument();
  });

  it.each(['/r/x', '/restaurant/x'])('customer: %s shows the restaurant page', async (path) => {
    renderApp({ path, handlers: as(makeUser()) });
    expect(await screen.findByText('Restaurante não encontrado')).toBeInTheDocument();
  });

  it.each(['/settings', '/admin'])('customer: %s is not found', async (path) => {
    renderApp({ path, handlers: as(makeUser()) });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it.each([
    ['customer', makeUser()],
    ['restaurant user', makeUser({ userType: 'restaurant' })],
    ['admin', makeUser({ isAdmin: true })],
  ])('%s: /profile shows the profile', async (_role, user) => {
    renderApp({ path: '/profile', handlers: as(user) });
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
  });

  it('a Google account without password and incomplete profile completes it instead of the dashboard', async () => {
    const user = makeUser({ profileCompleted: false, hasPassword: false, authMethod: 'google' });
    renderApp({ path: '/', handlers: as(user) });
    expect(await screen.findByRole('heading', { name: 'Complete seu perfil' })).toBeInTheDocument();
  });

  it('an account with a password goes to the dashboard even with an incomplete profile', async () => {
    renderApp({ path: '/dashboard', handlers: as(makeUser({ profileCompleted: false, hasPassword: true })) });
    expect(await screen.findByText('Meu Cardápio')).toBeInTheDocument();
  });
});
