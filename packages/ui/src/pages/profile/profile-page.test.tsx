import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp, renderWithProviders } from '@/test/render-app';
import ProfilePage from './profile-page';

describe('profile page (spec §2)', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderWithProviders(<ProfilePage />, {
      handlers: {
        'auth.me': () => {
          throw new Error('Faça login para continuar.');
        },
      },
    });
    expect(await screen.findByText('Você precisa estar logado para ver seu perfil.')).toBeInTheDocument();
  });

  it('shows the account facts and delivery info in view mode', async () => {
    renderApp({ path: '/profile', handlers: { 'auth.me': () => makeUser({ authMethod: 'google', profileCompleted: false }) } });
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Cliente')).toBeInTheDocument();
    expect(screen.getByText('Não')).toBeInTheDocument();
    expect(screen.getByText('Google OAuth')).toBeInTheDocument();
    expect(screen.getByText('(11) 99999-8888')).toBeInTheDocument();
    expect(screen.getByText('01310-100')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an admin is shown as administrator; an owner as restaurant owner with email/password', async () => {
    const admin = renderApp({ path: '/profile', handlers: { 'auth.me': () => makeUser({ isAdmin: true }) } });
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
    admin.unmount();
    renderApp({ path: '/profile', handlers: { 'auth.me': () => makeUser({ userType: 'restaurant' }) } });
    expect(await screen.findByText('Dono de Restaurante')).toBeInTheDocument();
    expect(screen.getByText('Email/senha')).toBeInTheDocument();
  });

  it('edits the delivery info, validates it and saves into the cached user', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      path: '/profile',
      handlers: {
        'auth.me': () => makeUser(),
        'user.updateProfile': (input) => makeUser(input as object),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const city = screen.getByLabelText('Cidade');
    expect(city).toHaveValue('São Paulo');
    await user.clear(city);
    await user.type(city, 'R');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cidade deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    await user.type(city, 'io de Janeiro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument();
    expect(screen.getByText('Rio de Janeiro')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'user.updateProfile')?.input).toMatchObject({ city: 'Rio de Janeiro' });
  });

  it('a failed save keeps edit mode and shows "Erro ao atualizar perfil"', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/profile',
      handlers: {
        'auth.me': () => makeUser(),
        'user.updateProfile': () => {
          throw new Error('Serviço indisponível');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toBeInTheDocument();
  });
});

describe('profile page: setting a password for a Google account', () => {
  it('offers it only without a password, sends the account email and refreshes the user', async () => {
    const user = userEvent.setup();
    let hasPassword = false;
    const { server } = renderApp({
      path: '/profile',
      handlers: {
        'auth.me': () => makeUser({ hasPassword, authMethod: hasPassword ? 'email' : 'google' }),
        'auth.setPassword': () => {
          hasPassword = true;
          return { ok: true };
        },
      },
    });
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    await user.type(screen.getByLabelText(/^Nova senha/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Definir Senha' }));
    expect(await screen.findByText('Senha definida com sucesso! Agora você pode fazer login.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'auth.setPassword')?.input).toEqual({ email: 'ana@example.com', password: 'segredo123' });
    expect(await screen.findByText('Email/senha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Definir Senha' })).not.toBeInTheDocument();
  });
});
