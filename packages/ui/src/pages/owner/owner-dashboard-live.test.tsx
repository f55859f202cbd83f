import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent, RestaurantOrderSummary } from '@direto/contracts';
import type { FakeServer } from '@/test/fake-server';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import OwnerDashboardPage from './owner-dashboard-page';
import { required } from '@/test/required';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({ ownerId: owner.id });

const order = (suffix: string, status: RestaurantOrderSummary['status']): RestaurantOrderSummary => ({
  id: `00000000-0000-4000-8000-00000000${suffix}`,
  total: '42.50',
  status,
  createdAt: '2026-11-21T12:00:00.000Z',
  itemCount: 1,
  customerName: 'Ana Souza',
});

const event = (type: OrderEvent['type'], orderId: string, status: OrderEvent['status']): OrderEvent => ({
  type,
  orderId,
  restaurantId: restaurant.id,
  customerId: '00000000-0000-4000-8000-000000000001',
  status,
  at: '2026-11-21T12:00:00.000Z',
});

/** Web Audio as the browser provides it once sound is allowed; counts the chime's notes. */
class RunningAudioContext {
  static notes = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  addEventListener() {}
  resume = async () => {};
  close = async () => {};
  createOscillator() {
    RunningAudioContext.notes += 1;
    return { type: 'sine', frequency: { value: 0 }, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node };
  }
}

/**
 * Waits until the screen's live subscription is open. It opens in an effect after the render that
 * shows the dashboard, so an event emitted as soon as something is on screen could reach nobody
 * (a real server, too, sends events only once the subscription is registered).
 */
async function liveSubscribed(server: FakeServer): Promise<void> {
  await waitFor(() => expect(server.subscriptions('live.restaurantOrders')).toEqual([{ restaurantId: restaurant.id }]));
}

let orders: RestaurantOrderSummary[];
const handlers = {
  'auth.me': () => owner,
  'restaurant.mine': () => [restaurant],
  'restaurant.stats': () => ({ todayOrders: orders.length, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '4.75' }),
  'restaurant.orders': () => orders,
};

beforeEach(() => {
  orders = [order('a001', 'pending'), order('a002', 'delivered')];
  RunningAudioContext.notes = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner dashboard, live', () => {
  it('shows a new order without reload: table, recent orders, stats, toast and the pending count in the title', async () => {
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    const table = await screen.findByRole('table', { name: 'Pedidos em andamento' });
    await waitFor(() => expect(document.title).toBe('(1) Direto'));
    await liveSubscribed(server);
    expect(await screen.findByText('Pedidos ao vivo')).toBeInTheDocument();
    expect(screen.getByText('1 pedido pendente')).toBeInTheDocument();

    orders = [order('b777', 'pending'), ...orders];
    act(() => server.emit('live.restaurantOrders', event('order.placed', required(orders[0], 'o pedido novo').id, 'pending')));

    expect(await within(table).findByText('#b777')).toBeInTheDocument();
    expect(await screen.findByText('Novo pedido!')).toBeInTheDocument();
    expect(screen.getByText('Pedido #b777 aguardando confirmação.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Direto'));
    expect(screen.getByText('2 pedidos pendentes')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Estatísticas de hoje' });
    await waitFor(() => expect(stats).toHaveTextContent('Pedidos hoje3'));
    const recent = required(required((await screen.findByText('Pedidos recentes')).closest('div'), 'o cartão de pedidos recentes').parentElement, 'o cartão de pedidos recentes');
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('Pedido #b777');
  });

  it('reads a new live order alone (issue 37): its card, the pending count and the stats change, the order lists are not read again', async () => {
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await screen.findByRole('table', { name: 'Pedidos em andamento' });
    await waitFor(() => expect(document.title).toBe('(1) Direto'));
    await liveSubscribed(server);
    const stats = screen.getByRole('region', { name: 'Estatísticas de hoje' });
    await waitFor(() => expect(stats).toHaveTextContent('Pedidos hoje2'));
    const ordersReadsBefore = server.calls.filter((call) => call.path === 'restaurant.orders').length;

    const placed = order('b778', 'pending');
    orders = [placed, ...orders];
    act(() => server.emit('live.restaurantOrders', event('order.placed', placed.id, 'pending')));

    await waitFor(() => expect(document.title).toBe('(2) Direto'));
    await waitFor(() => expect(stats).toHaveTextContent('Pedidos hoje3'));
    const ordersReads = server.calls.filter((call) => call.path === 'restaurant.orders').slice(ordersReadsBefore);
    expect(ordersReads.map((call) => call.input)).toEqual([{ id: restaurant.id, status: ['pending'], search: placed.id }]);
  });

  it('follows status changes (no new-order alert) and refetches everything on a sync after reconnecting', async () => {
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await waitFor(() => expect(document.title).toBe('(1) Direto'));
    await liveSubscribed(server);

    orders = [order('a001', 'confirmed'), order('a002', 'delivered')];
    act(() => server.emit('live.restaurantOrders', event('order.status', required(orders[0], 'o pedido novo').id, 'confirmed')));
    await waitFor(() => expect(document.title).toBe('Direto'));
    expect(screen.getByText('Nenhum pedido pendente')).toBeInTheDocument();
    expect(screen.queryByText('Novo pedido!')).not.toBeInTheDocument();

    // Orders placed while the connection was down arrive through the refetch a sync triggers.
    const fetchesBefore = server.calls.filter((call) => call.path === 'restaurant.orders').length;
    orders = [order('c001', 'pending'), order('c002', 'pending'), ...orders];
    act(() => server.emit('live.restaurantOrders', { type: 'sync', reason: 'subscribed' }));
    await waitFor(() => expect(document.title).toBe('(2) Direto'));
    expect(server.calls.filter((call) => call.path === 'restaurant.orders').length).toBeGreaterThan(fetchesBefore);
    expect(server.calls.filter((call) => call.path === 'restaurant.stats').length).toBeGreaterThan(1);
  });

  it('plays the alert for a new order once the browser allows sound', async () => {
    vi.stubGlobal('AudioContext', RunningAudioContext);
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await screen.findByRole('table', { name: 'Pedidos em andamento' });
    expect(screen.queryByText(/O navegador bloqueou o som/)).not.toBeInTheDocument();
    expect(RunningAudioContext.notes).toBe(0);
    await liveSubscribed(server);

    orders = [order('b777', 'pending'), ...orders];
    act(() => server.emit('live.restaurantOrders', event('order.placed', required(orders[0], 'o pedido novo').id, 'pending')));
    await screen.findByText('Novo pedido!');
    expect(RunningAudioContext.notes).toBeGreaterThan(0);
  });

  it('mutes and unmutes the alert, remembered on this browser', async () => {
    vi.stubGlobal('AudioContext', RunningAudioContext);
    const user = userEvent.setup();
    const first = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Silenciar' }));
    expect(window.localStorage.getItem('direto.alerta-de-pedidos.mudo')).toBe('true');
    await liveSubscribed(first.server);

    orders = [order('b777', 'pending'), ...orders];
    act(() => first.server.emit('live.restaurantOrders', event('order.placed', required(orders[0], 'o pedido novo').id, 'pending')));
    await screen.findByText('Novo pedido!');
    expect(RunningAudioContext.notes).toBe(0);
    first.unmount();

    renderWithProviders(<OwnerDashboardPage />, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Ativar som' }));
    expect(window.localStorage.getItem('direto.alerta-de-pedidos.mudo')).toBe('false');
    expect(await screen.findByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
  });

  it("asks for a click on 'Ativar som' while the browser blocks audio", async () => {
    // jsdom, like a browser before any click, gives no running AudioContext.
    const user = userEvent.setup();
    renderWithProviders(<OwnerDashboardPage />, { handlers });
    expect(await screen.findByText("O navegador bloqueou o som. Clique em 'Ativar som' para ouvir o alerta de novos pedidos.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Silenciar' }));
    expect(screen.queryByText(/O navegador bloqueou o som/)).not.toBeInTheDocument();
  });
});
