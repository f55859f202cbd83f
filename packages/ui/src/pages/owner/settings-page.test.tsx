import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from './settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva', email: 'maria@direto.app', phone: null });

const restaurant = makeOwnedRestaurant({ ownerId: owner.id, description: 'Massas frescas' });

function renderSettings(handlers: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithProviders(<SettingsPage />, {
    handlers: { 'auth.me': () => owner, 'restaurant.mine': () => [restaurant], ...handlers },
  });
}

describe('settings page (spec §2, §5)', () => {
  it('without a restaurant says so and links back to the dashboard', async () => {
    renderSettings({ 'restaurant.mine': () => [] });
    expect(await screen.findByText('Nenhum restaurante encontrado')).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: 'Voltar ao painel' });
    expect(backLinks.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard']);
  });

  it('has the four tabs of the spec, with WhatsApp and Impressão (issue 15) before Conta', async () => {
    renderSettings();
    const tabs = await screen.findAllByRole('tab');
    // Pagamento: issue 16, after Entrega; Equipe: issue 21 (staff), before Conta.
    // Pedidos: issue 30 ('Aceitar pedidos sem cadastro'), after Pagamento.
    // Mesas: issue 33 (the tables and their QR codes), after Pedidos.
    // Integrações: issue 34 (Open Delivery), after Impressão.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Restaurante', 'Entrega', 'Pagamento', 'Pedidos', 'Mesas', 'Funcionamento', 'WhatsApp', 'Impressão', 'Integrações', 'Equipe', 'Conta']);
  });

  it('validates the fields of the tab being saved, and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Restaurante' }));
    await user.clear(screen.getByLabelText('Nome'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Entrega' }));
    await user.clear(screen.getByLabelText('Taxa de entrega (R$)'));
    await user.clear(screen.getByLabelText('Tempo de entrega'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Taxa deve ser um valor válido')).toBeInTheDocument();
    expect(screen.getByText('Tempo de entrega é obrigatório')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'restaurant.update')).toBe(false);
  });

  it('each tab saves only its own fields (issue 28): the fee as a two-decimal string, then the open switch', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings({ 'restaurant.update': (input) => ({ ...restaurant, ...(input as object) }) });
    // An edit waiting on another tab is not sent with this one.
    await user.click(await screen.findByRole('tab', { name: 'Restaurante' }));
    await user.type(screen.getByLabelText('Nome'), ' Nova');
    await user.click(screen.getByRole('tab', { name: 'Entrega' }));
    await user.clear(screen.getByLabelText('Taxa de entrega (R$)'));
    // The money field fills from the right and ignores the comma: 7 → 0,07 → 0,75 → 7,50.
    await user.type(screen.getByLabelText('Taxa de entrega (R$)'), '7,50');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Configurações atualizadas!')).toBeInTheDocument();
    const updates = () => server.calls.filter((call) => call.path === 'restaurant.update').map((call) => call.input);
    expect(updates()).toEqual([{ id: restaurant.id, deliveryFee: '7.50', deliveryTime: '30-45 min', expectedVersions: { delivery: 'v-delivery' } }]);

    await user.click(screen.getByRole('tab', { name: 'Funcionamento' }));
    // The open switch (the tab also holds 'Receber alertas no celular').
    await user.click(screen.getByRole('switch', { name: 'Aberto' }));
    expect(screen.getByText('Fechado')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Salvar alterações' })[0] as HTMLElement);
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toEqual({ id: restaurant.id, isOpen: false, expectedVersions: { open: 'v-open' } });

    // The name edit is still there, and goes with its own tab.
    await user.click(screen.getByRole('tab', { name: 'Restaurante' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Cantina da Nonna Nova');
  });

  it('shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    renderSettings({
      'restaurant.update': () => {
        throw new Error('Você não é o dono deste restaurante.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(screen.getByText('Você não é o dono deste restaurante.')).toBeInTheDocument();
  });

  it('validates the account form with the spec messages', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Conta' }));
    const panel = screen.getByRole('tabpanel');
    await user.clear(within(panel).getByLabelText('Nome'));
    await user.clear(within(panel).getByLabelText('Sobrenome'));
    await user.clear(within(panel).getByLabelText('Email'));
    await user.type(within(panel).getByLabelText('Email'), 'maria@');
    await user.type(within(panel).getByLabelText('Nova senha'), 'novasenha123');
    await user.type(within(panel).getByLabelText('Confirmar nova senha'), 'outrasenha');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conta' }));

    expect(await within(panel).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(panel).getByText('Sobrenome é obrigatório')).toBeInTheDocument();
    expect(within(panel).getByText('Email inválido')).toBeInTheDocument();
    const mismatch = within(panel).getByText('Senhas não coincidem');
    // Shown on confirmPassword.
    expect(within(panel).getByLabelText('Confirmar nova senha')).toHaveAttribute('aria-describedby', mismatch.id);
    expect(server.calls.some((call) => call.path === 'user.updateAccount')).toBe(false);
  });

  it('shows and hides the passwords, and saves the account', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings({ 'user.updateAccount': (input) => ({ ...owner, ...(input as object) }) });
    await user.click(await screen.findByRole('tab', { name: 'Conta' }));
    const panel = screen.getByRole('tabpanel');
    const newPassword = within(panel).getByLabelText('Nova senha');
    expect(newPassword).toHaveAttribute('type', 'password');
    await user.click(within(panel).getByRole('button', { name: 'Mostrar senhas' }));
    expect(newPassword).toHaveAttribute('type', 'text');
    await user.click(within(panel).getByRole('button', { name: 'Ocultar senhas' }));
    expect(newPassword).toHaveAttribute('type', 'password');

    await user.type(within(panel).getByLabelText('Telefone'), '11988887777');
    expect(within(panel).getByLabelText('Telefone')).toHaveValue('(11) 98888-7777');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conta' }));
    expect(await screen.findByText('Conta atualizada!')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'user.updateAccount')?.input).toMatchObject({
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria@direto.app',
      phone: '(11) 98888-7777',
    });
  });

  it("'Sair de todos os outros dispositivos' ends the other sessions and says how many", async () => {
    const user = userEvent.setup();
    const { server } = renderSettings({ 'user.revokeOtherSessions': () => ({ revoked: 2 }) });
    await user.click(await screen.findByRole('tab', { name: 'Conta' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Sair de todos os outros dispositivos' }));
    expect(await screen.findByText('Outros dispositivos desconectados')).toBeInTheDocument();
    expect(screen.getByText('2 sessões encerradas. Este dispositivo continua conectado.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === 'user.revokeOtherSessions')).toHaveLength(1);
  });

  it('a new password says the other devices were signed out', async () => {
    const user = userEvent.setup();
    renderSettings({ 'user.updateAccount': (input) => ({ ...owner, ...(input as object) }) });
    await user.click(await screen.findByRole('tab', { name: 'Conta' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Senha atual'), 'senha-antiga-1');
    await user.type(within(panel).getByLabelText('Nova senha'), 'senha-nova-123');
    await user.type(within(panel).getByLabelText('Confirmar nova senha'), 'senha-nova-123');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conta' }));
    expect(await screen.findByText('Senha alterada. Os outros dispositivos foram desconectados.')).toBeInTheDocument();
  });
});
