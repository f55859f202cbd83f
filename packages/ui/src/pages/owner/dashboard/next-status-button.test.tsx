import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUSES, type OrderStatus } from '@direto/contracts';
import { trpc } from '@/lib/trpc';
import { renderWithProviders } from '@/test/render-app';
import { NextStatusButton } from './next-status-button';

const RESTAURANT_ID = '00000000-0000-4000-8000-0000000000aa';
const ORDER_ID = '00000000-0000-4000-8000-00000000abcd';

/** The dashboard's orders and stats, as the cards show them: refetched when invalidated. */
function DashboardProbe() {
  trpc.restaurant.orders.useQuery({ id: RESTAURANT_ID });
  trpc.restaurant.stats.useQuery({ id: RESTAURANT_ID });
  return null;
}

function renderButton(status: OrderStatus, updateStatus: (input: unknown) => unknown = () => ({})) {
  return renderWithProviders(
    <>
      <DashboardProbe />
      <NextStatusButton orderId={ORDER_ID} status={status} />
    </>,
    {
      handlers: {
        'restaurant.orders': () => [],
        'restaurant.stats': () => ({ todayOrders: 0, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '0.00' }),
        'order.updateStatus': updateStatus,
      },
    },
  );
}

describe("'Próximo Status' (spec §4)", () => {
  it.each([
    ['pending', 'confirmed', 'Próximo Status · Confirmar'],
    ['confirmed', 'preparing', 'Próximo Status · Iniciar preparo'],
    ['preparing', 'ready', 'Próximo Status · Pronto'],
    ['ready', 'delivered', 'Próximo Status · Entregue'],
  ] as const)('advances %s to %s (named on the button), then refetches orders and stats', async (status, next, label) => {
    const user = userEvent.setup();
    const { server } = renderButton(status);
    await user.click(screen.getByRole('button', { name: label }));

    expect(await screen.findByText('Status atualizado!')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'order.updateStatus')?.input).toEqual({ orderId: ORDER_ID, status: next });
    await waitFor(() => {
      expect(server.calls.filter((call) => call.path === 'restaurant.orders')).toHaveLength(2);
      expect(server.calls.filter((call) => call.path === 'restaurant.stats')).toHaveLength(2);
    });
  });

  it.each(['delivered', 'cancelled'] as const)('is disabled for %s orders', (status) => {
    renderButton(status);
    expect(screen.getByRole('button', { name: 'Próximo Status' })).toBeDisabled();
  });

  it('is enabled for every other status', () => {
    const open = ORDER_STATUSES.filter((status) => status !== 'delivered' && status !== 'cancelled');
    for (const status of open) {
      const { unmount } = renderButton(status);
      expect(screen.getByRole('button', { name: /^Próximo Status · / })).toBeEnabled();
      unmount();
    }
  });

  it('shows the server message when the change is refused', async () => {
    const user = userEvent.setup();
    renderButton('pending', () => {
      throw new Error('O status do pedido mudou. Atualize a página.');
    });
    await user.click(screen.getByRole('button', { name: 'Próximo Status · Confirmar' }));
    expect(await screen.findByText('Erro ao atualizar status')).toBeInTheDocument();
    expect(screen.getByText('O status do pedido mudou. Atualize a página.')).toBeInTheDocument();
  });
});
