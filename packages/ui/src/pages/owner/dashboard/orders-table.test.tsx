import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestaurantOrderSummary } from '@direto/contracts';
import { answerRestaurantOrders, makeOrderSummary } from '@/test/fake-restaurant-orders';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import OwnerDashboardPage from '../owner-dashboard-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({ ownerId: owner.id });

let orders: RestaurantOrderSummary[];
const handlers = {
  'auth.me': () => owner,
  'restaurant.mine': () => [restaurant],
  'restaurant.stats': () => ({ todayOrders: 0, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '4.75' }),
  'restaurant.orders': answerRestaurantOrders(() => orders),
};

/** The short ids in the list's tables, in order. */
const listedIds = () =>
  screen
    .queryAllByRole('table')
    .flatMap((table) => within(table).queryAllByText(/^#[0-9a-f]{4}$/))
    .map((cell) => cell.textContent);

/** What the list last asked the server (the dashboard's other order queries filter by status alone). */
function lastListCall(server: ReturnType<typeof renderWithProviders>['server']) {
  return server.calls.filter((call) => call.path === 'restaurant.orders' && !isPendingProbe(call.input)).at(-1)?.input;
}
const isPendingProbe = (input: unknown) => JSON.stringify((input as { status?: unknown }).status) === '["pending"]';

beforeEach(() => {
  orders = [
    makeOrderSummary('a001', 'pending', { minutesAgo: 1, customerName: 'Ana Souza' }),
    makeOrderSummary('a002', 'confirmed', { minutesAgo: 2, customerName: 'Bruno Lima' }),
    makeOrderSummary('a003', 'delivered', { minutesAgo: 3 * 24 * 60, customerName: 'Carla Dias' }),
  ];
});

describe("the owner's order list ('Lista'): filters and pages", () => {
  it('searches by customer name or short id, after a pause in typing', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await waitFor(() => expect(listedIds()).toEqual(['#a001', '#a002', '#a003']));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bruno');
    await waitFor(() => expect(listedIds()).toEqual(['#a002']));
    expect(lastListCall(server)).toEqual({ id: restaurant.id, search: 'bruno' });

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '#a003');
    await waitFor(() => expect(listedIds()).toEqual(['#a003']));

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ninguém');
    expect(await screen.findByText('Nenhum pedido encontrado com esses filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(listedIds()).toEqual(['#a001', '#a002', '#a003']));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('filters by status: one, or every open one', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await waitFor(() => expect(listedIds()).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Entregue' }));
    await waitFor(() => expect(listedIds()).toEqual(['#a003']));
    expect(lastListCall(server)).toEqual({ id: restaurant.id, status: ['delivered'] });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Em andamento' }));
    await waitFor(() => expect(listedIds()).toEqual(['#a001', '#a002']));
    expect(lastListCall(server)).toEqual({ id: restaurant.id, status: ['pending', 'confirmed', 'preparing', 'ready'] });
  });

  it("filters by a range of days typed dd/mm/aaaa, asks only for whole days, and refuses a start after the end", async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await waitFor(() => expect(listedIds()).toHaveLength(3));
    const day = (minutesAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - minutesAgo * 60_000));
    const threeDaysAgo = day(3 * 24 * 60);
    const [year, month, dayOfMonth] = threeDaysAgo.split('-');

    expect(screen.getByLabelText('De')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(screen.getByLabelText('De'), `${dayOfMonth}/${month}/${year}`);
    await user.type(screen.getByLabelText('Até'), `${dayOfMonth}${month}${year}`);
    await waitFor(() => expect(listedIds()).toEqual(['#a003']));
    expect(lastListCall(server)).toEqual({ id: restaurant.id, from: threeDaysAgo, to: threeDaysAgo });
    // Typing the year sent no half-typed day ('0002-…', which the API refuses).
    const daysAsked = server.calls.filter((call) => call.path === 'restaurant.orders').flatMap((call) => {
      const { from, to } = call.input as { from?: string; to?: string };
      return [from, to].filter(Boolean);
    });
    expect(new Set(daysAsked)).toEqual(new Set([threeDaysAgo]));

    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), day(0).split('-').reverse().join('/'));
    expect(await screen.findByText('A data inicial deve ser igual ou anterior à data final')).toBeInTheDocument();
    // The dates are left out until they make sense.
    await waitFor(() => expect(listedIds()).toHaveLength(3));

    // A date that is no real day, or one the API does not take, is marked and not sent.
    for (const text of ['31/02/2026', '05/03/1999']) {
      await user.clear(screen.getByLabelText('De'));
      await user.type(screen.getByLabelText('De'), text);
      expect(await screen.findByText('Data inválida: use o formato dd/mm/aaaa')).toBeInTheDocument();
      expect(screen.getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(lastListCall(server)).toEqual({ id: restaurant.id, to: threeDaysAgo }));
    }
  });

  it("shows 100 orders at a time and the next ones with 'Carregar mais pedidos'", async () => {
    const user = userEvent.setup();
    orders = Array.from({ length: 130 }, (_, i) =>
      makeOrderSummary((0xb000 + i).toString(16), 'delivered', { minutesAgo: i + 1, customerName: i % 2 ? 'Ana Souza' : 'Bruno Lima' }),
    );
    const { server } = renderWithProviders(<OwnerDashboardPage />, { handlers });
    await waitFor(() => expect(listedIds()).toHaveLength(100));

    await user.click(screen.getByRole('button', { name: 'Carregar mais pedidos' }));
    await waitFor(() => expect(listedIds()).toHaveLength(130));
    expect(new Set(listedIds()).size).toBe(130);
    expect(lastListCall(server)).toEqual({ id: restaurant.id, before: orders[99]?.id });
    expect(screen.queryByRole('button', { name: 'Carregar mais pedidos' })).not.toBeInTheDocument();

    // Pages follow the filters: a new search starts again from its first page.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await waitFor(() => expect(listedIds()).toHaveLength(65));
    expect(lastListCall(server)).toEqual({ id: restaurant.id, search: 'ana' });
  });
});
