import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';

describe('/convite/{token} with an unconfirmed e-mail (issue 28)', () => {
  it('offers the confirmation link instead of accepting', async () => {
    const user = userEvent.setup();
    const invited = makeUser({ email: 'garcom@direto.app', emailConfirmed: false });
    const { server } = renderApp({
      path: '/convite/tok',
      handlers: {
        'auth.me': () => invited,
        'staff.invitation': () => ({ restaurantName: 'Sabor da Bahia', email: 'garcom@direto.app' }),
        'user.resendEmailConfirmation': () => ({ email: 'garcom@direto.app' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um link de confirmação para garcom@direto.app. Abra-o e depois volte a este convite para aceitá-lo.',
    );
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
    expect(server.calls.some((call) => call.path === 'staff.accept')).toBe(false);
  });
});
