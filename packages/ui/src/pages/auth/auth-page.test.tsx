import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { makeUser, renderApp } from '@/test/render-app';
import { pending } from '@/test/fake-server';

const restaurant = {
  id: '22222222-2222-4222-8222-222222222222',
  ownerId: '33333333-3333-4333-8333-333333333333',
  name: 'Sabor da Bahia',
  description: null,
  imageUrl: null as string | null,
  coverUrl: null as string | null,
  cuisine: 'Brasileira',
  deliveryFee: '6.90',
  deliveryTime: '40-55 min',
  rating: '4.80',
  isOpen: true,
  shareableSlug: 'sabor-da-bahia',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

function signedOut(extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'auth.me': () => {
      throw new Error('Faça login para continuar.');
    },
    'auth.providers': () => ({ google: false }),
    'restaurant.bySlug': (input: unknown) => {
      if ((input as { slug: string }).slug === restaurant.shareableSlug) return restaurant;
      throw new Error('Restaurante não encontrado');
    },
    'auth.login': () => makeUser(),
    'auth.register': () => makeUser(),
    ...extra,
  };
}

// The screen and its forms are lazy chunks whose first import (a transform here) can take
// seconds on a busy machine. Load them before the tests, so that a test's findBy waits for React
// to render a module already there instead of racing that first import against its timeout.
beforeAll(async () => {
  await Promise.all([import('./auth-page'), import('./register-form'), import('./set-password-form'), import('./login-validation')]);
});

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom cannot reload; observe the full-page reload the spec asks for instead.
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

describe('authentication screen: login', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ handlers: signedOut() });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await within(form).findByText('Email é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'auth.login')).toBe(false);
  });

  it('refuses a malformed email', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: signedOut() });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    await user.type(within(form).getByLabelText('Email'), 'ana@');
    await user.type(within(form).getByLabelText('Senha'), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await within(form).findByText('Email inválido')).toBeInTheDocument();
  });

  it('signs in, shows "Entrando..." and reloads the page', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ handlers: signedOut() });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    await user.type(within(form).getByLabelText('Email'), 'Ana@Example.com');
    await user.type(within(form).getByLabelText('Senha'), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.find((c) => c.path === 'auth.login')?.input).toEqual({ email: 'ana@example.com', password: 'segredo123' });
    expect(within(form).getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  });

  it('shows the server message in an "Erro no login" toast', async () => {
    const user = userEvent.setup();
    renderApp({
      handlers: signedOut({
        'auth.login': () => {
          throw new Error('Email ou senha incorretos.');
        },
      }),
    });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Senha'), 'errada123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByText('Email ou senha incorretos.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('authentication screen: back to the link that was opened', () => {
  let navigate: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => {});
  });
  afterEach(() => navigate.mockRestore());

  async function signIn(path: string, who: ReturnType<typeof makeUser>) {
    const user = userEvent.setup();
    renderApp({ path, handlers: signedOut({ 'auth.login': () => who }) });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    expect(screen.getByText('Entre para continuar de onde parou.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Senha'), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  }

  it('opens the link after signing in', async () => {
    await signIn('/?voltar=%2Forders%2Fabc%3Fx%3D1', makeUser());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/abc?x=1'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("goes home instead when the account has no such screen (a customer on an owner's link)", async () => {
    await signIn('/?voltar=%2Fsettings', makeUser());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('ignores a link to another site and simply reloads', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/?voltar=https%3A%2F%2Fevil.example%2Fdashboard', handlers: signedOut() });
    const form = await screen.findByRole('tabpanel', { name: 'Entrar' });
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Senha'), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('authentication screen: register', () => {
  it('without a slug: generic subtitle, account type selector, required-field messages', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: signedOut() });
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    expect(screen.getByText('Crie sua conta para começar')).toBeInTheDocument();
    const form = screen.getByRole('tabpanel', { name: 'Cadastrar' });
    // The register form is downloaded when its tab is chosen.
    await within(form).findByRole('button', { name: 'Criar Conta' });
    expect(within(form).getByRole('combobox', { name: 'Tipo de conta' })).toHaveTextContent('Cliente');
    await user.click(within(form).getByRole('button', { name: 'Criar Conta' }));
    expect(await within(form).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Email é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Senha é obrigatória')).toBeInTheDocument();
  });

  it('refuses a password shorter than 8 characters', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: signedOut() });
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    const form = screen.getByRole('tabpanel', { name: 'Cadastrar' });
    // The register form is downloaded when its tab is chosen.
    await within(form).findByRole('button', { name: 'Criar Conta' });
    await user.type(within(form).getByLabelText('Senha'), 'curta');
    await user.click(within(form).getByRole('button', { name: 'Criar Conta' }));
    expect(await within(form).findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
  });

  it('registers a restaurant owner (last name optional) and reloads', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ handlers: signedOut() });
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    const form = screen.getByRole('tabpanel', { name: 'Cadastrar' });
    // The register form is downloaded when its tab is chosen.
    await within(form).findByRole('button', { name: 'Criar Conta' });
    await user.type(within(form).getByLabelText('Nome'), 'Maria');
    await user.type(within(form).getByLabelText('Email'), 'maria@example.com');
    await user.type(within(form).getByLabelText(/^Senha/), 'segredo123');
    await user.click(within(form).getByRole('combobox', { name: 'Tipo de conta' }));
    await user.click(await screen.findByRole('option', { name: 'Dono de Restaurante' }));
    await user.click(within(form).getByRole('button', { name: 'Criar Conta' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.find((c) => c.path === 'auth.register')?.input).toEqual({
      firstName: 'Maria',
      lastName: null,
      email: 'maria@example.com',
      password: 'segredo123',
      userType: 'restaurant',
    });
  });

  it("through /r/{slug}: opens on 'Cadastrar' with the restaurant's name", async () => {
    renderApp({ path: '/r/sabor-da-bahia', handlers: signedOut() });
    expect(await screen.findByRole('heading', { name: 'Cadastre-se para pedir no Sabor da Bahia' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Criar Conta' })).toBeInTheDocument();
  });

  it("through /r/{slug}: shows the restaurant's logo and cover, or its initial without them", async () => {
    const { unmount } = renderApp({ path: '/r/sabor-da-bahia', handlers: signedOut() });
    const invitation = await screen.findByRole('region', { name: 'Convite' });
    expect(within(invitation).queryByRole('img')).not.toBeInTheDocument();
    // The coloured tile with the initial, decorative beside the name.
    expect(invitation.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^S$/);
    unmount();

    const logo = '/objects/11111111-1111-4111-8111-111111111111';
    const cover = '/objects/22222222-2222-4222-8222-222222222222';
    renderApp({
      path: '/r/sabor-da-bahia',
      handlers: signedOut({ 'restaurant.bySlug': () => ({ ...restaurant, imageUrl: logo, coverUrl: cover }) }),
    });
    const withImages = await screen.findByRole('region', { name: 'Convite' });
    expect(within(withImages).getByRole('img', { name: 'Logo de Sabor da Bahia' })).toHaveAttribute('src', logo);
    expect(withImages.querySelector(`img[src="${cover}"]`)).not.toBeNull();
  });

  it('through /r/{slug}: invitation texts, no type selector, registers a customer of that restaurant', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/r/sabor-da-bahia', handlers: signedOut() });
    expect(await screen.findByText(/Você foi convidado por/)).toHaveTextContent('Você foi convidado por Sabor da Bahia');
    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    expect(screen.getByText('Crie sua conta para pedir de Sabor da Bahia')).toBeInTheDocument();
    const form = screen.getByRole('tabpanel', { name: 'Cadastrar' });
    // The register form is downloaded when its tab is chosen.
    await within(form).findByRole('button', { name: 'Criar Conta' });
    expect(within(form).queryByRole('combobox', { name: 'Tipo de conta' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Nome'), 'Bruno');
    await user.type(within(form).getByLabelText(/^Sobrenome/), 'Lima');
    await user.type(within(form).getByLabelText('Email'), 'bruno@example.com');
    await user.type(within(form).getByLabelText(/^Senha/), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Criar Conta' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.find((c) => c.path === 'auth.register')?.input).toMatchObject({
      userType: 'customer',
      restaurantSlug: 'sabor-da-bahia',
      lastName: 'Lima',
    });
  });

  it('shows "Erro no cadastro" with the server message', async () => {
    const user = userEvent.setup();
    renderApp({
      handlers: signedOut({
        'auth.register': () => {
          throw new Error('Este email já está cadastrado.');
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    const form = screen.getByRole('tabpanel', { name: 'Cadastrar' });
    // The register form is downloaded when its tab is chosen.
    await within(form).findByRole('button', { name: 'Criar Conta' });
    await user.type(within(form).getByLabelText('Nome'), 'Ana');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText(/^Senha/), 'segredo123');
    await user.click(within(form).getByRole('button', { name: 'Criar Conta' }));
    expect(await screen.findByText('Erro no cadastro')).toBeInTheDocument();
    expect(screen.getByText('Este email já está cadastrado.')).toBeInTheDocument();
  });
});

describe('authentication screen: set password and Google', () => {
  it('set-password mode replaces both tabs; success closes it with the spec message', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ handlers: signedOut({ 'auth.providers': () => ({ google: true }), 'auth.setPassword': () => ({ ok: true }) }) });
    await user.click(await screen.findByRole('button', { name: 'Definir senha para conta OAuth' }));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // The set-password form is downloaded when asked for.
    await user.click(await screen.findByRole('button', { name: 'Definir Senha' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'google@example.com');
    await user.type(screen.getByLabelText(/^Nova senha/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Definir Senha' }));
    expect(await screen.findByText('Senha definida com sucesso! Agora você pode fazer login.')).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(server.calls.find((c) => c.path === 'auth.setPassword')?.input).toEqual({ email: 'google@example.com', password: 'segredo123' });
  });

  it('"Voltar ao login" leaves set-password mode; failures toast "Erro ao definir senha"', async () => {
    const user = userEvent.setup();
    renderApp({
      handlers: signedOut({
        'auth.providers': () => ({ google: true }),
        'auth.setPassword': () => {
          throw new Error('Entre com o Google para definir a senha desta conta.');
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Definir senha para conta OAuth' }));
    await user.type(await screen.findByLabelText('Email'), 'google@example.com');
    await user.type(screen.getByLabelText(/^Nova senha/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Definir Senha' }));
    expect(await screen.findByText('Erro ao definir senha')).toBeInTheDocument();
    expect(screen.getByText('Entre com o Google para definir a senha desta conta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('shows the Google button only when the server offers it', async () => {
    renderApp({ handlers: signedOut({ 'auth.providers': () => ({ google: true }) }) });
    expect(await screen.findByRole('link', { name: /Continuar com Google/ })).toHaveAttribute('href', '/api/auth/google');
  });

  it('hides the Google button when not configured', async () => {
    const { server } = renderApp({ handlers: signedOut({ 'auth.providers': () => ({ google: false }) }) });
    await screen.findByRole('tab', { name: 'Entrar' });
    await waitFor(() => expect(server.calls.some((c) => c.path === 'auth.providers')).toBe(true));
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it("offers 'Definir senha para conta OAuth' only with Google sign-in (no such account exists without it)", async () => {
    const { server, unmount } = renderApp({ handlers: signedOut({ 'auth.providers': () => ({ google: false }) }) });
    await screen.findByRole('tab', { name: 'Entrar' });
    await waitFor(() => expect(server.calls.some((c) => c.path === 'auth.providers')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Definir senha para conta OAuth' })).not.toBeInTheDocument();
    unmount();

    renderApp({ handlers: signedOut({ 'auth.providers': () => ({ google: true }) }) });
    expect(await screen.findByRole('button', { name: 'Definir senha para conta OAuth' })).toBeInTheDocument();
  });

  it('sends Google sign-in back to the protected link that was opened', async () => {
    renderApp({ path: '/?voltar=%2Forders%2Fabc', handlers: signedOut({ 'auth.providers': () => ({ google: true }) }) });
    expect(await screen.findByRole('link', { name: /Continuar com Google/ })).toHaveAttribute('href', '/api/auth/google?voltar=%2Forders%2Fabc');
  });

  it('shows the marketing panel texts', async () => {
    renderApp({ handlers: signedOut({ 'restaurant.bySlug': pending }) });
    expect(await screen.findByText('Conecte-se diretamente com seus clientes')).toBeInTheDocument();
    expect(screen.getByText('Sem taxas abusivas')).toBeInTheDocument();
    expect(screen.getByText('Controle total')).toBeInTheDocument();
  });
});
