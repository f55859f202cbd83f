import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '../settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva', email: 'maria@direto.app' });
const member = { userId: '00000000-0000-4000-8000-0000000000b1', name: 'João Pereira', email: 'joao@direto.app', role: 'staff' as const, since: '2026-11-20T12:00:00.000Z' };

async function openTeamTab() {
  const restaurant = makeOwnedRestaurant({ ownerId: owner.id });
  const user = userEvent.setup();
  let team = { members: [member], invitations: [] as { id: string; email: string; expiresAt: string }[] };
  const rendered = renderWithProviders(<SettingsPage />, {
    handlers: {
      'auth.me': () => owner,
      'restaurant.mine': () => [restaurant],
      'staff.list': () => team,
      'staff.invite': (input) => {
        team = { ...team, invitations: [{ id: '00000000-0000-4000-8000-0000000000c1', email: (input as { email: string }).email, expiresAt: '2026-11-30T12:00:00.000Z' }] };
        return team;
      },
      'staff.remove': () => {
        team = { ...team, members: [] };
        return team;
      },
      'orderEmails.get': () => ({ orderEmails: true }),
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Equipe' }));
  return { user, restaurant, ...rendered };
}

describe('Configurações › Equipe', () => {
  it('lists the members, invites an e-mail (shown as pending) and removes a member after confirming', async () => {
    const { user, server, restaurant } = await openTeamTab();
    expect(await screen.findByText('João Pereira')).toBeInTheDocument();
    expect(screen.getByText('Atendente')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email do atendente'), 'Nova@Equipe.com');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Convites pendentes')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'staff.invite')?.input).toEqual({ id: restaurant.id, email: 'nova@equipe.com' });

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Ninguém na equipe ainda.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'staff.remove')?.input).toEqual({ id: restaurant.id, userId: member.userId });
  });
});
