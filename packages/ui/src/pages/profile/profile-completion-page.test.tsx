import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';

const googleUser = makeUser({ profileCompleted: false, hasPassword: false, authMethod: 'google', phone: null, address: null, city: null, zipCode: null });

function handlers(extra: Record<string, (input: unknown) => unknown> = {}) {
  return { 'auth.me': () => googleUser, 'restaurant.list': () => ({ items: [], nextCursor: null }), ...extra };
}

describe('profile completion screen (spec §2, §5)', () => {
  it('shows every field empty with its hint', async () => {
    renderApp({ handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Complete seu perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Telefone')).toHaveValue('');
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('placeholder', '(11) 99999-9999');
    expect(screen.getByLabelText('Endereço').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Inclua número, complemento e um ponto de referência.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByLabelText('CEP')).toHaveValue('');
  });

  it('shows the exact message of each field that is too short', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ handlers: handlers() });
    await user.type(await screen.findByLabelText('Telefone'), '11999');
    await user.type(screen.getByLabelText('Endereço'), 'Rua');
    await user.type(screen.getByLabelText('Cidade'), 'S');
    await user.type(screen.getByLabelText('CEP'), '0131');
    await user.click(screen.getByRole('button', { name: 'Completar perfil' }));
    expect(await screen.findByText('Telefone deve ter pelo menos 10 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Endereço deve ter pelo menos 5 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Cidade deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('CEP deve ter pelo menos 5 caracteres')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'user.updateProfile')).toBe(false);
  });

  it('formats phone and CEP as they are typed', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: handlers() });
    await user.type(await screen.findByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
  });

  it('saves, replaces the cached user and shows the dashboard', async () => {
    const user = userEvent.setup();
    const saved = { ...googleUser, profileCompleted: true, phone: '(11) 98765-4321', address: 'Rua Augusta, 1200', city: 'São Paulo', zipCode: '01304-001' };
    const { server } = renderApp({ handlers: handlers({ 'user.updateProfile': () => saved }) });
    await user.type(await screen.findByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('Endereço'), 'Rua Augusta, 1200');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.type(screen.getByLabelText('CEP'), '01304001');
    await user.click(screen.getByRole('button', { name: 'Completar perfil' }));
    expect(await screen.findByText('Perfil completado!')).toBeInTheDocument();
    expect(screen.getByText('Suas informações de entrega foram salvas com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('Meu Cardápio')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete seu perfil' })).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'user.updateProfile')?.input).toEqual({
      phone: '(11) 98765-4321',
      address: 'Rua Augusta, 1200',
      city: 'São Paulo',
      zipCode: '01304-001',
    });
    // The current user was replaced from the response, not fetched again.
    expect(server.calls.filter((c) => c.path === 'auth.me')).toHaveLength(1);
  });

  it('keeps the form and shows "Erro ao salvar perfil" on failure', async () => {
    const user = userEvent.setup();
    renderApp({
      handlers: handlers({
        'user.updateProfile': () => {
          throw new Error('Serviço indisponível');
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Completar perfil' }));
    const toast = await screen.findByText('Erro ao salvar perfil');
    expect(within(toast.closest('li') as HTMLElement).getByText('Serviço indisponível')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete seu perfil' })).toBeInTheDocument();
  });
});
