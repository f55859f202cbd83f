import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent, OrderStatus, RestaurantOrderSummary } from '@direto/contracts';
import { answerRestaurantOrders, makeOrderSummary } from '@/test/fake-restaurant-orders';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import OwnerDashboardPage from '../../owner-dashboard-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({ ownerId: owner.id, pendingAlertMinutes: 5 });
/** 15:00 in São Paulo: "today" is the 23rd whatever the time zone of the machine running the test. */
const NOW = new Date('2026-11-23T18:00:00.000Z');

let orders: RestaurantOrderSummary[];
const setStatus = (id: string, status: OrderStatus) => {
  orders = orders.map((order) => (order.id === id ? { ...order, status } : order));
};

const handlers = {
  'auth.me': () => owner,
  'restaurant.mine': () => [restaurant],
  'restaurant.stats': () => ({ todayOrders: orders.length, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '4.75' }),
  'restaurant.orders': answerRestaurantOrders(() => orders),
  'order.updateStatus': (input: unknown) => {
    const { orderId, status } = input as { orderId: string; status: OrderStatus };
    setStatus(orderId, status);
    return {};
  },
};

/** The dashboard with the board chosen on this browser before. */
function renderBoard() {
  window.localStorage.setItem('direto.pedidos.visao', 'quadro');
  return renderWithProviders(<OwnerDashboardPage />, { handlers });
}

const column = (name: string) => screen.getByRole('region', { name });
const cardIds = (region: HTMLElement) => within(region).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  orders = [
    makeOrderSummary('a001', 'pending', { minutesAgo: 2, customerName: 'Ana Souza', itemCount: 3, total: '118.80' }),
    makeOrderSummary('a002', 'pending', { minutesAgo: 1, customerName: 'Bruno Lima' }),
    makeOrderSummary('a003', 'confirmed', { minutesAgo: 20 }),
    makeOrderSummary('a004', 'ready', { minutesAgo: 65 }),
    makeOrderSummary('a005', 'delivered', { minutesAgo: 90 }),
    makeOrderSummary('a006', 'delivered', { minutesAgo: 100 }),
    // Delivered yesterday: not on today's board.
    makeOrderSummary('a007', 'delivered', { minutesAgo: 24 * 60 }),
    makeOrderSummary('a008', 'cancelled', { minutesAgo: 30 }),
  ];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the owner's order board ('Quadro')", () => {
  it('shows the orders as columns by status with their counts, the closed ones folded until opened', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBoard();
    expect(await screen.findByRole('tab', { name: 'Quadro', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(cardIds(column('Pendente'))).toEqual(['Pedido #a001', 'Pedido #a002']));
    expect(within(column('Pendente')).getByRole('heading')).toHaveTextContent('Pendente2');
    expect(cardIds(column('Confirmado'))).toEqual(['Pedido #a003']);
    expect(within(column('Preparando')).getByRole('heading')).toHaveTextContent('Preparando0');
    expect(within(column('Preparando')).getByText('Nenhum pedido.')).toBeInTheDocument();
    expect(cardIds(column('Pronto'))).toEqual(['Pedido #a004']);

    // A card: short id, customer, items, total, time since placed and the next step.
    const card = within(column('Pendente')).getByRole('article', { name: 'Pedido #a001' });
    expect(card).toHaveTextContent('Ana Souza');
    expect(card).toHaveTextContent('3 itens · R$ 118,80');
    expect(card).toHaveTextContent('há 2 min');
    expect(within(card).getByRole('button', { name: 'Próximo Status · Confirmar' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Abrir pedido #a001' })).toHaveAttribute('href', `/dashboard/orders/${orders[0]?.id}`);
    expect(within(column('Pronto')).getByRole('article')).toHaveTextContent('há 1 h 5 min');

    // Closed columns: folded, with today's count only.
    const delivered = within(column('Entregue')).getByRole('button', { name: 'Entregue 2' });
    expect(delivered).toHaveAttribute('aria-expanded', 'false');
    expect(cardIds(column('Entregue'))).toEqual([]);
    expect(within(column('Cancelado')).getByRole('button', { name: 'Cancelado 1' })).toBeInTheDocument();

    await user.click(delivered);
    expect(cardIds(column('Entregue'))).toEqual(['Pedido #a005', 'Pedido #a006']);
    expect(within(column('Entregue')).getAllByRole('button', { name: 'Próximo Status' })[0]).toBeDisabled();
    await user.click(within(column('Entregue')).getByRole('button', { name: 'Recolher Entregue' }));
    expect(cardIds(column('Entregue'))).toEqual([]);
  });

  it("moves a card live: with its own 'Próximo Status' and when another device changes the order", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderBoard();
    await waitFor(() => expect(cardIds(column('Pendente'))).toEqual(['Pedido #a001', 'Pedido #a002']));

    const first = within(column('Pendente')).getByRole('article', { name: 'Pedido #a001' });
    await user.click(within(first).getByRole('button', { name: 'Próximo Status · Confirmar' }));
    await waitFor(() => expect(cardIds(column('Confirmado'))).toEqual(['Pedido #a003', 'Pedido #a001']));
    expect(cardIds(column('Pendente'))).toEqual(['Pedido #a002']);
    expect(within(column('Pendente')).getByRole('heading')).toHaveTextContent('Pendente1');

    // Another tablet marks #a004 delivered: the event moves it into today's 'Entregue'.
    setStatus('00000000-0000-4000-8000-00000000a004', 'delivered');
    const event: OrderEvent = {
      type: 'order.status',
      orderId: '00000000-0000-4000-8000-00000000a004',
      restaurantId: restaurant.id,
      customerId: '00000000-0000-4000-8000-000000000001',
      status: 'delivered',
      at: NOW.toISOString(),
    };
    act(() => server.emit('live.restaurantOrders', event));
    await waitFor(() => expect(within(column('Entregue')).getByRole('button', { name: 'Entregue 3' })).toBeInTheDocument());
    expect(within(column('Pronto')).getByText('Nenhum pedido.')).toBeInTheDocument();
  });

  it('switches to the list and back, remembering the choice on this browser', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<OwnerDashboardPage />, { handlers });
    // The list is the default view.
    expect(await screen.findByRole('table', { name: 'Pedidos em andamento' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Quadro' }));
    await waitFor(() => expect(cardIds(column('Pendente'))).toHaveLength(2));
    expect(screen.queryByRole('table', { name: 'Pedidos em andamento' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('direto.pedidos.visao')).toBe('quadro');
    await user.click(screen.getByRole('tab', { name: 'Lista' }));
    expect(await screen.findByRole('table', { name: 'Pedidos em andamento' })).toBeInTheDocument();
    expect(window.localStorage.getItem('direto.pedidos.visao')).toBe('lista');
  });
});

/** Web Audio as the browser provides it once sound is allowed; records the wave of every note. */
class RecordingAudioContext {
  static waves: string[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  addEventListener() {}
  resume = async () => {};
  close = async () => {};
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => RecordingAudioContext.waves.push(oscillator.type),
      stop() {},
    };
    return oscillator;
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node };
  }
}

describe('an order pending longer than the restaurant allows (pendingAlertMinutes)', () => {
  it("is highlighted with 'Aguardando há N min' and the alert turns insistent until the order is confirmed", async () => {
    vi.stubGlobal('AudioContext', RecordingAudioContext);
    RecordingAudioContext.waves = [];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    orders = [makeOrderSummary('b001', 'pending', { minutesAgo: 4 }), makeOrderSummary('b002', 'confirmed', { minutesAgo: 30 })];
    renderBoard();
    await waitFor(() => expect(cardIds(column('Pendente'))).toEqual(['Pedido #b001']));
    const card = () => within(column('Pendente')).getByRole('article', { name: 'Pedido #b001' });
    expect(card()).not.toHaveTextContent('Aguardando');
    expect(screen.queryByText(/aguardando há mais de/)).not.toBeInTheDocument();

    // The 5th minute: highlighted, a banner, and the insistent sound (square waves) instead of the chime.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(card()).toHaveTextContent('Aguardando há 5 min'));
    expect(card()).toHaveClass('border-red-500');
    expect(screen.getByRole('alert')).toHaveTextContent("1 pedido aguardando há mais de 5 min. Confirme para parar o alerta, ou toque em 'Silenciar'.");
    expect(RecordingAudioContext.waves).toContain('square');
    // The confirmed order is never highlighted, however old.
    expect(within(column('Confirmado')).getByRole('article')).not.toHaveTextContent('Aguardando');

    const insistentSoFar = RecordingAudioContext.waves.filter((wave) => wave === 'square').length;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(RecordingAudioContext.waves.filter((wave) => wave === 'square').length).toBeGreaterThan(insistentSoFar);

    // Confirmed: no highlight, no banner, silence.
    await user.click(within(card()).getByRole('button', { name: 'Próximo Status · Confirmar' }));
    await waitFor(() => expect(screen.queryByText(/aguardando há mais de/)).not.toBeInTheDocument());
    const soundsAfter = RecordingAudioContext.waves.length;
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(RecordingAudioContext.waves).toHaveLength(soundsAfter);
  });

  it("shows the same highlight on the list's rows", async () => {
    orders = [makeOrderSummary('c001', 'pending', { minutesAgo: 7 }), makeOrderSummary('c002', 'pending', { minutesAgo: 2 })];
    renderWithProviders(<OwnerDashboardPage />, { handlers });
    const table = await screen.findByRole('table', { name: 'Pedidos em andamento' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const row = (id: string) => within(table).getAllByRole('row').find((candidate) => candidate.textContent?.includes(id));
    const late = row('#c001');
    const recent = row('#c002');
    expect(late).toHaveTextContent('Aguardando há 7 min');
    expect(recent).not.toHaveTextContent('Aguardando');
  });
});
