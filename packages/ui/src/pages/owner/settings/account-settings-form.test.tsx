import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '@/test/render-app';
import { AccountSettingsForm } from './account-settings-form';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva', email: 'maria@direto.app' });

describe('Conta: changing the e-mail (issue 28)', () => {
  it('asks for the current password before sending a new e-mail', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<AccountSettingsForm user={owner} />, { handlers: { 'auth.me': () => owner } });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'maria.nova@direto.app');
    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(await screen.findByText('Informe a senha atual para alterar o email.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'user.updateAccount')).toBe(false);
  });

  it('says a link went to the new address, which waits while the old one stays', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<AccountSettingsForm user={owner} />, {
      handlers: { 'auth.me': () => owner, 'user.updateAccount': () => ({ ...owner, pendingEmail: 'maria.nova@direto.app' }) },
    });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'maria.nova@direto.app');
    await user.type(screen.getByLabelText('Senha atual'), 'senha-atual-1');
    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));

    expect(await screen.findByText('Confirme o novo email')).toBeInTheDocument();
    expect(screen.getByText('Enviamos um link de confirmação para maria.nova@direto.app. O email da conta muda quando você abrir o link.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'user.updateAccount')?.input).toMatchObject({ email: 'maria.nova@direto.app', currentPassword: 'senha-atual-1' });
    // The form shows the account's e-mail, which has not changed yet.
    expect(screen.getByLabelText('Email')).toHaveValue('maria@direto.app');
  });

  it('shows a pending e-mail and sends its link again', async () => {
    const user = userEvent.setup();
    const pending = { ...owner, pendingEmail: 'maria.nova@direto.app' };
    const { server } = renderWithProviders(<AccountSettingsForm user={pending} />, {
      handlers: { 'auth.me': () => pending, 'user.resendEmailConfirmation': () => ({ email: 'maria.nova@direto.app' }) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Aguardando a confirmação de maria.nova@direto.app');
    expect(screen.getByRole('status')).toHaveTextContent('o email da conta continua maria@direto.app');
    await user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText('Link reenviado')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === 'user.resendEmailConfirmation')).toHaveLength(1);
  });
});
