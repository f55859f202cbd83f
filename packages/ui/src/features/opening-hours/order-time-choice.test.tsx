import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';
import { makeProduct, makeRestaurant } from '@/test/fixtures';

// Friday 2026-11-27, 23:30 in São Paulo: closed, opens tomorrow at 18:00, takes scheduled orders.
const closed = makeRestaurant({
  isOpen: false,
  openState: { status: 'closed', message: 'Fechado agora · Abre amanhã às 18:00', nextOpenAt: '2026-11-28T21:00:00.000Z', scheduledOnly: true, asOf: '2026-11-28T02:30:00.000Z' },
});
const suco = makeProduct({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Suco de cajá', price: '11.00', tags: [], prepTime: 5 });
const HOURS = {
  timezone: 'America/Sao_Paulo',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' })),
  exceptions: [],
  scheduling: { enabled: true, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 2, alertMinutes: 30 },
};

function handlers(restaurant = closed) {
  return {
    'auth.me': () => makeUser(),
    'restaurant.bySlug': () => restaurant,
    'restaurant.byId': () => restaurant,
    'product.listByRestaurant': () => [suco],
    'openingHours.get': () => HOURS,
    'openingHours.slots': (input: unknown) =>
      (input as { date: string }).date === '2026-11-28'
        ? [
            { start: '2026-11-28T22:00:00.000Z', end: '2026-11-28T22:30:00.000Z' },
            { start: '2026-11-28T22:30:00.000Z', end: '2026-11-28T23:00:00.000Z' },
          ]
        : [],
    'order.place': () => ({ id: 'dddddddd-0000-4000-8000-000000000009' }),
  };
}

const cartColumn = () => screen.getByRole('complementary', { name: 'Seu Pedido' });

/** Issue 16: the checkout asks how the customer pays. */
async function payCashWithoutChange(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(cartColumn()).getByRole('radio', { name: 'Dinheiro' }));
  await user.click(within(cartColumn()).getByRole('radio', { name: 'Não' }));
}

describe('scheduled orders at checkout (issue 18)', () => {
  it('a closed restaurant that takes scheduled orders says so, and the order carries the chosen slot', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByText('Fechado agora · Abre amanhã às 18:00')).toBeInTheDocument();
    expect(screen.getAllByText('Aceitando apenas pedidos agendados').length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    // The checkout form loads on first use (issue 20).
    const confirm = await within(cartColumn()).findByRole('button', { name: 'Confirmar pedido' });
    // No 'Agora' while closed; nothing can be sent before a slot is chosen.
    expect(within(cartColumn()).queryByRole('radio', { name: /^Agora/ })).not.toBeInTheDocument();
    expect(await within(cartColumn()).findByText('Aceitando apenas pedidos agendados')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    // The days start at the server's today (its asOf), in the restaurant's zone.
    expect(within(cartColumn()).getByRole('option', { name: 'Hoje' })).toBeInTheDocument();
    await user.selectOptions(within(cartColumn()).getByLabelText('Dia'), 'Amanhã');
    await user.selectOptions(await within(cartColumn()).findByLabelText('Horário'), '19:30–20:00');
    await payCashWithoutChange(user);
    await user.click(confirm);
    await expect.poll(() => server.calls.find((call) => call.path === 'order.place')?.input).toMatchObject({ order: { scheduledFor: '2026-11-28T22:30:00.000Z' } });
  });

  it('an open restaurant offers Agora (the spec’s order, no scheduledFor) or Agendar', async () => {
    const user = userEvent.setup();
    const open = makeRestaurant({ openState: { status: 'open', message: 'Aberto até 23:00', closesAt: '2026-11-28T02:00:00.000Z', scheduledOnly: false, asOf: '2026-11-27T22:00:00.000Z' } });
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers(open) });
    expect(await screen.findByText('Aberto até 23:00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(await within(cartColumn()).findByRole('radio', { name: 'Agora (40–55 min)' })).toHaveAttribute('aria-checked', 'true');
    expect(within(cartColumn()).getByRole('radio', { name: 'Agendar' })).toBeInTheDocument();
    await payCashWithoutChange(user);
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    await expect.poll(() => server.calls.some((call) => call.path === 'order.place')).toBe(true);
    expect(server.calls.find((call) => call.path === 'order.place')?.input).not.toHaveProperty('order.scheduledFor');
  });
});
