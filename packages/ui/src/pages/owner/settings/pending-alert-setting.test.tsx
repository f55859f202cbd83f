import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '../settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({ ownerId: owner.id, name: 'Cantina', deliveryFee: '6.50', deliveryTime: '20-30 min', isOpen: false });

describe("Configurações › Funcionamento: 'Alerta de pedido pendente'", () => {
  it('shows the current limit, refuses values outside 1–60 and saves it with the other settings unchanged', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<SettingsPage />, {
      handlers: {
        'auth.me': () => owner,
        'restaurant.mine': () => [restaurant],
        'restaurant.update': (input) => ({ ...restaurant, ...(input as object) }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Funcionamento' }));
    const field = screen.getByLabelText('Avisar depois de (minutos)');
    expect(field).toHaveValue('5');

    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(await screen.findByText('Informe de 1 a 60 minutos')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '61');
    await user.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(screen.getByText('Informe de 1 a 60 minutos')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'restaurant.update')).toBe(false);

    // Letters never get in.
    await user.clear(field);
    await user.type(field, '1a2');
    expect(field).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    const toastTitle = await screen.findByText('Alerta atualizado!');
    expect(within(toastTitle.parentElement ?? document.body).getByText('Pedidos pendentes há 12 min ficam em destaque.')).toBeInTheDocument();
    // Only this setting (issue 28), against the version it was loaded with.
    expect(server.calls.find((call) => call.path === 'restaurant.update')?.input).toEqual({
      id: restaurant.id,
      pendingAlertMinutes: 12,
      expectedVersions: { pendingAlert: 'v-alert' },
    });
    expect(screen.queryByText('Informe de 1 a 60 minutos')).not.toBeInTheDocument();
  });

  it('is only on the Funcionamento tab', async () => {
    renderWithProviders(<SettingsPage />, { handlers: { 'auth.me': () => owner, 'restaurant.mine': () => [restaurant] } });
    expect(await screen.findByRole('tab', { name: 'Restaurante', selected: true })).toBeInTheDocument();
    expect(screen.queryByLabelText('Avisar depois de (minutos)')).not.toBeInTheDocument();
  });
});
