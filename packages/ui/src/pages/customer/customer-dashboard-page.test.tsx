import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';
import { makeRestaurant } from '@/test/fixtures';
import { pending } from '@/test/fake-server';

const bahia = makeRestaurant();
const napoli = makeRestaurant({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Cantina Bella Napoli',
  description: null,
  cuisine: 'Italiana',
  deliveryFee: '5.00',
  rating: '4.60',
  isOpen: false,
  shareableSlug: 'cantina-bella-napoli',
});

function handlers(restaurants: unknown) {
  return { 'auth.me': () => makeUser(), 'restaurant.list': typeof restaurants === 'function' ? (restaurants as () => unknown) : () => restaurants };
}

describe('customer dashboard (spec §2)', () => {
  it('shows the header, the cards and the quick actions', async () => {
    const { server } = renderApp({ path: '/dashboard', handlers: handlers([bahia, napoli]) });
    const bahiaCard = await screen.findByRole('link', { name: /Sabor da Bahia/ });
    expect(bahiaCard).toHaveAttribute('href', '/restaurant/sabor-da-bahia');
    expect(within(bahiaCard).getByText('Aberto')).toBeInTheDocument();
    expect(within(bahiaCard).getByText('4,8')).toBeInTheDocument();
    expect(within(bahiaCard).getByText('R$ 6,90')).toBeInTheDocument();
    expect(within(bahiaCard).getByText('40-55 min')).toBeInTheDocument();
    const napoliCard = screen.getByRole('link', { name: /Cantina Bella Napoli/ });
    expect(within(napoliCard).getByText('Fechado')).toBeInTheDocument();
    // No description: the cuisine stands in.
    expect(within(napoliCard).getByText('Italiana')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carrinho: 0 itens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pedidos Anteriores/ })).toHaveAttribute('href', '/orders');
    for (const name of [/Favoritos/, /Promoções/, /Suporte/]) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(server.calls.find((c) => c.path === 'restaurant.list')?.input).toEqual({ customerId: makeUser().id });
  });

  it('searches name or cuisine ignoring case, filters by cuisine, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', handlers: handlers([bahia, napoli]) });
    const search = await screen.findByPlaceholderText('Buscar restaurantes...');
    await screen.findByRole('link', { name: /Sabor da Bahia/ });
    await user.type(search, 'ITALI');
    expect(screen.queryByRole('link', { name: /Sabor da Bahia/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cantina Bella Napoli/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'bahia');
    expect(screen.getByRole('link', { name: /Sabor da Bahia/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cantina/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tipo de cozinha' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos os tipos', 'Brasileira', 'Italiana']);
    await user.click(screen.getByRole('option', { name: 'Italiana' }));
    expect(screen.getByText('Nenhum restaurante encontrado com os filtros aplicados.')).toBeInTheDocument();
  });

  it('shows the loading and no-restaurant texts', async () => {
    const loading = renderApp({ path: '/dashboard', handlers: handlers(pending) });
    expect(await screen.findByText('Carregando restaurantes...')).toBeInTheDocument();
    loading.unmount();
    renderApp({ path: '/dashboard', handlers: handlers([]) });
    expect(await screen.findByText('Nenhum restaurante disponível no momento.')).toBeInTheDocument();
  });

  it('the cart badge counts what is saved and links back to that restaurant', async () => {
    window.localStorage.setItem(
      'direto:cart:v1:' + bahia.id,
      JSON.stringify({
        restaurantId: bahia.id,
        restaurantSlug: bahia.shareableSlug,
        updatedAt: 1,
        lines: [{ product: { id: 'p1', restaurantId: bahia.id, name: 'Moqueca', price: '89.90', imageUrl: null }, quantity: 3 }],
      }),
    );
    renderApp({ path: '/dashboard', handlers: handlers([bahia]) });
    expect(await screen.findByRole('link', { name: 'Carrinho: 3 itens' })).toHaveAttribute('href', '/restaurant/sabor-da-bahia');
  });
});
