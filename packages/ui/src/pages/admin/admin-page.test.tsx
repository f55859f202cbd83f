import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRestaurant, User } from '@direto/contracts';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderApp } from '@/test/render-app';
import { required } from '@/test/required';

const admin = makeUser({ id: '00000000-0000-4000-8000-00000000ad01', email: 'admin@direto.app', firstName: 'Admin', lastName: null, isAdmin: true });
const maria = makeUser({ id: '00000000-0000-4000-8000-00000000a002', email: 'maria@direto.app', firstName: 'Maria', lastName: 'Silva', userType: 'restaurant' });

const cantina: AdminRestaurant = {
  ...makeOwnedRestaurant({ ownerId: maria.id }),
  ownerName: 'Maria Silva',
  ownerEmail: 'maria@direto.app',
  productCount: 12,
};

/** Renders /admin and waits for the lazily loaded panel (the first load compiles the chunk). */
async function renderAdmin(handlers: Record<string, (input: unknown) => unknown> = {}) {
  let users: User[] = [maria, admin];
  let restaurants = [cantina];
  const result = renderApp({
    path: '/admin',
    handlers: {
      'auth.me': () => admin,
      'admin.stats': () => ({ totalUsers: 2, totalRestaurants: 1, totalOrders: 7, customerCount: 0, restaurantCount: 1, activeRestaurants: 1 }),
      'admin.users': () => users,
      'admin.restaurants': () => restaurants,
      'admin.backups': () => ({ last: null, schedule: null, warning: null }),
      'admin.updateUser': (input) => {
        const changed = { ...required(users.find((u) => u.id === (input as User).id), 'o usuário editado'), ...(input as object) } as User;
        users = users.map((u) => (u.id === changed.id ? changed : u));
        return changed;
      },
      'admin.deleteUser': (input) => {
        users = users.filter((u) => u.id !== (input as { id: string }).id);
        return { ok: true };
      },
      'admin.deleteRestaurant': (input) => {
        restaurants = restaurants.filter((r) => r.id !== (input as { id: string }).id);
        return { id: cantina.id };
      },
      ...handlers,
    },
  });
  await screen.findByRole('heading', { name: 'Painel administrativo' }, { timeout: 10_000 });
  return result;
}

describe('admin panel (spec §2, §6)', () => {
  it('shows the three stat cards and the users', async () => {
    await renderAdmin();
    const stats = await screen.findByRole('region', { name: 'Estatísticas da plataforma' });
    await waitFor(() => expect(stats).toHaveTextContent('Usuários2'));
    expect(stats).toHaveTextContent('Restaurantes1');
    expect(stats).toHaveTextContent('Pedidos7');
    expect(await screen.findByText('maria@direto.app')).toBeInTheDocument();
    // An admin cannot remove their own account.
    expect(screen.getByRole('button', { name: 'Remover admin@direto.app' })).toBeDisabled();
  });

  it('edits a user: first name and email are required', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Editar maria@direto.app' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Nome'));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'maria@');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'admin.updateUser')).toBe(false);

    await user.type(within(dialog).getByLabelText('Nome'), 'Mariana');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'mariana@direto.app');
    await user.type(within(dialog).getByLabelText('CEP'), '01310100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário atualizado')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'admin.updateUser')?.input).toMatchObject({
      id: maria.id,
      firstName: 'Mariana',
      email: 'mariana@direto.app',
      userType: 'restaurant',
      isAdmin: false,
      zipCode: '01310-100',
    });
    expect(await screen.findByText('mariana@direto.app')).toBeInTheDocument();
  });

  it('shows the server message when an edit is refused', async () => {
    const user = userEvent.setup();
    await renderAdmin({
      'admin.updateUser': () => {
        throw new Error('Este email já está em uso.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar maria@direto.app' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar usuário')).toBeInTheDocument();
    expect(screen.getByText('Este email já está em uso.')).toBeInTheDocument();
  });

  it('removes a user after confirmation', async () => {
    const user = userEvent.setup();
    await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Remover maria@direto.app' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Usuário removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('maria@direto.app')).not.toBeInTheDocument());
  });

  it('removes a restaurant after confirmation', async () => {
    const user = userEvent.setup();
    await renderAdmin();
    await user.click(await screen.findByRole('tab', { name: 'Restaurantes' }));
    await user.click(await screen.findByRole('button', { name: 'Remover Cantina da Nonna' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Restaurante removido')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum restaurante cadastrado.')).toBeInTheDocument();
  });

  it('shows the logo upload and the system information', async () => {
    // Not limited by the input's accept list, as a drop or a permissive file chooser is not.
    const user = userEvent.setup({ applyAccept: false });
    await renderAdmin();
    await user.click(await screen.findByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar novo logo' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await user.upload(within(dialog).getByLabelText(/Clique para escolher/), file);
    expect(await within(dialog).findByText('Escolha um arquivo PNG, JPG ou JPEG.')).toBeInTheDocument();
  });

  it('logs out through the account menu and goes to /', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    await renderAdmin({
      'auth.me': () => {
        if (!signedIn) throw new Error('Faça login para continuar.');
        return admin;
      },
      'auth.logout': () => {
        signedIn = false;
        return { ok: true };
      },
      'auth.providers': () => ({ google: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Menu da conta de Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('Logout realizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Painel administrativo')).not.toBeInTheDocument());
  });
});

describe('the backups card (issue 36)', () => {
  const schedule = { at: '03:30', timeZone: 'America/Sao_Paulo', folder: '/srv/direto/.data/backups' };

  it('shows the last backup’s time, size and result, and the schedule', async () => {
    const last = { at: '2026-11-28T06:30:12.000Z', ok: true, name: 'direto-20261128-033012', folder: schedule.folder, bytes: 1_468_006, message: null, scheduled: true };
    await renderAdmin({ 'admin.backups': () => ({ last, schedule, warning: null }) });
    const card = await screen.findByRole('region', { name: 'Backups do banco de dados' });
    await waitFor(() => expect(card).toHaveTextContent('· 1,4 MB · Concluído'));
    expect(card).toHaveTextContent(`Último backup: ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(last.at))}`);
    expect(card).toHaveTextContent('Automático todo dia às 03:30 (America/Sao_Paulo), em /srv/direto/.data/backups.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the last backup failed', async () => {
    const last = { at: '2026-11-28T06:30:12.000Z', ok: false, name: null, folder: schedule.folder, bytes: null, message: 'Não foi possível gravar o backup em /srv/direto/.data/backups: o disco está cheio.', scheduled: true };
    const warning = `O último backup falhou: ${last.message}`;
    await renderAdmin({ 'admin.backups': () => ({ last, schedule, warning }) });
    const card = await screen.findByRole('region', { name: 'Backups do banco de dados' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(warning);
    expect(card).toHaveTextContent('· Falhou');
  });

  it('warns when the last backup is too old', async () => {
    const last = { at: '2026-11-20T06:30:12.000Z', ok: true, name: 'direto-20261120-033012', folder: schedule.folder, bytes: 900, message: null, scheduled: true };
    await renderAdmin({ 'admin.backups': () => ({ last, schedule, warning: 'O último backup tem mais de 26 horas.' }) });
    const card = await screen.findByRole('region', { name: 'Backups do banco de dados' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('O último backup tem mais de 26 horas.');
    expect(card).toHaveTextContent('· 900 bytes · Concluído');
  });
});
