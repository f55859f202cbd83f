import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant, RestaurantOrderSummary } from '@direto/contracts';
import { browser } from '@/lib/browser';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import OwnerDashboardPage from './owner-dashboard-page';
import { required } from '@/test/required';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva' });

const restaurant = makeOwnedRestaurant({ ownerId: owner.id });

const order = (suffix: string, status: RestaurantOrderSummary['status'], total: string): RestaurantOrderSummary => ({
  id: `00000000-0000-4000-8000-00000000${suffix}`,
  total,
  status,
  createdAt: '2026-11-21T12:00:00.000Z',
  itemCount: 2,
  customerName: 'Ana Souza',
});

const orders = [order('a001', 'pending', '42.50'), order('a002', 'preparing', '10.00'), order('a003', 'delivered', '7.00'), order('a004', 'cancelled', '3.00')];

const withRestaurant = {
  'auth.me': () => owner,
  'restaurant.mine': () => [restaurant],
  'restaurant.stats': () => ({ todayOrders: 4, todayRevenue: '59.50', avgDeliveryTime: 35, todayDeliveredOrders: 1, rating: '4.75' }),
  'restaurant.orders': () => orders,
};

describe('owner dashboard without a restaurant', () => {
  it('asks for a name with a toast, then creates the restaurant and shows the dashboard', async () => {
    const user = userEvent.setup();
    let mine: Restaurant[] = [];
    const { server } = renderWithProviders(<OwnerDashboardPage />, {
      handlers: { ...withRestaurant, 'restaurant.mine': () => mine, 'restaurant.create': () => ((mine = [restaurant]), restaurant) },
    });
    await user.click(await screen.findByRole('button', { name: 'Criar restaurante' }));
    // The toast (the field shows the message too).
    const toastText = await screen.findByText('Digite o nome do restaurante');
    expect(toastText.parentElement).toHaveTextContent('Nome obrigatórioDigite o nome do restaurante');
    expect(server.calls.some((call) => call.path === 'restaurant.create')).toBe(false);

    await user.type(screen.getByLabelText('Nome do restaurante'), 'Cantina da Nonna');
    await user.click(screen.getByRole('button', { name: 'Criar restaurante' }));
    expect(await screen.findByText('Restaurante criado!')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'restaurant.create')?.input).toEqual({ name: 'Cantina da Nonna', description: '', cuisine: '' });
    expect(await screen.findByRole('textbox', { name: 'Link de cadastro' })).toBeInTheDocument();
  });
});

describe('owner dashboard', () => {
  it("shows today's stats without invented comparisons", async () => {
    renderWithProviders(<OwnerDashboardPage />, { handlers: withRestaurant });
    const stats = await screen.findByRole('region', { name: 'Estatísticas de hoje' });
    await waitFor(() => expect(stats).toHaveTextContent('R$ 59,50'));
    expect(stats).toHaveTextContent('Pedidos hoje4');
    expect(stats).toHaveTextContent('35 min');
    expect(stats).toHaveTextContent('4,8');
    expect(stats).not.toHaveTextContent('%');
  });

  it("a new restaurant shows 'Novo' for the rating and '—' for the time until an order is delivered", async () => {
    renderWithProviders(<OwnerDashboardPage />, {
      handlers: {
        ...withRestaurant,
        'restaurant.mine': () => [{ ...restaurant, rating: '0.00' }],
        'restaurant.stats': () => ({ todayOrders: 1, todayRevenue: '42.50', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '0.00' }),
      },
    });
    const stats = await screen.findByRole('region', { name: 'Estatísticas de hoje' });
    await waitFor(() => expect(stats).toHaveTextContent('R$ 42,50'));
    expect(stats).toHaveTextContent('Tempo médio—');
    expect(stats).toHaveTextContent('AvaliaçãoNovo');
    expect(stats).not.toHaveTextContent('0 min');
    expect(stats).not.toHaveTextContent('0,0');
  });

  it('shares the /r/{slug} link: copy, WhatsApp and Facebook', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OwnerDashboardPage />, { handlers: withRestaurant });
    const link = `${window.location.origin}/r/cantina-da-nonna`;
    expect(await screen.findByRole('textbox', { name: 'Link de cadastro' })).toHaveValue(link);

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);

    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=.*cantina-da-nonna$/));
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
  });

  it('lists the 3 most recent orders by the last 4 characters of their id', async () => {
    renderWithProviders(<OwnerDashboardPage />, { handlers: withRestaurant });
    const recent = required(required((await screen.findByText('Pedidos recentes')).closest('div'), 'o cartão de pedidos recentes').parentElement, 'o cartão de pedidos recentes');
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Pedido #a001R$ 42,50Pendente',
      'Pedido #a002R$ 10,00Preparando',
      'Pedido #a003R$ 7,00Entregue',
    ]);
  });

  it("has an orders table whose 'Próximo Status' is off for delivered and cancelled orders", async () => {
    renderWithProviders(<OwnerDashboardPage />, { handlers: withRestaurant });
    // Open orders and finished ones are separate lists.
    const open = await screen.findByRole('table', { name: 'Pedidos em andamento' });
    const finished = screen.getByRole('table', { name: 'Pedidos finalizados' });
    expect(within(open).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pedido', 'Total', 'Status', 'Ação']);
    // The button names the step it takes.
    const openButtons = within(open).getAllByRole('button', { name: /^Próximo Status/ });
    expect(openButtons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled])).toEqual([
      ['Próximo Status · Confirmar', false],
      ['Próximo Status · Pronto', false],
    ]);
    const finishedButtons = within(finished).getAllByRole('button', { name: 'Próximo Status' });
    expect(finishedButtons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
  });

  it('pins pending orders first among the open ones', async () => {
    const newestFirst = [order('b001', 'ready', '10.00'), order('b002', 'pending', '20.00'), order('b003', 'delivered', '5.00'), order('b004', 'pending', '30.00')];
    renderWithProviders(<OwnerDashboardPage />, { handlers: { ...withRestaurant, 'restaurant.orders': () => newestFirst } });
    const open = await screen.findByRole('table', { name: 'Pedidos em andamento' });
    const ids = (table: HTMLElement) => within(table).getAllByText(/^#b00\d$/).map((cell) => cell.textContent);
    expect(ids(open)).toEqual(['#b002', '#b004', '#b001']);
    expect(ids(screen.getByRole('table', { name: 'Pedidos finalizados' }))).toEqual(['#b003']);
  });

  it('logs out through /api/logout', async () => {
    const user = userEvent.setup();
    // jsdom cannot navigate: observe the navigation instead.
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => {});
    renderWithProviders(<OwnerDashboardPage />, { handlers: withRestaurant });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(navigate).toHaveBeenCalledWith('/api/logout');
    navigate.mockRestore();
  });
});
