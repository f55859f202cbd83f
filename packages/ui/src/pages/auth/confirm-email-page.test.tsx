import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';

const signedOut = () => {
  throw new Error('Faça login para continuar.');
};

describe('/confirmar-email (issue 28)', () => {
  it('confirms on a tap, signed out, and says which e-mail the account now uses', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      path: '/confirmar-email?token=abc123',
      handlers: { 'auth.me': signedOut, 'user.confirmEmail': () => ({ email: 'nova@direto.app' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email confirmado! Sua conta agora usa nova@direto.app.');
    expect(server.calls.find((call) => call.path === 'user.confirmEmail')?.input).toEqual({ token: 'abc123' });
  });

  it('shows the refusal of a used or expired link', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/confirmar-email?token=velho',
      handlers: {
        'auth.me': () => makeUser(),
        'user.confirmEmail': () => {
          throw new Error('Link inválido ou expirado');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado');
  });
});
