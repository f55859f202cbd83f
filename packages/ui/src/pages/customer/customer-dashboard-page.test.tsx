import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
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

type Listed = ReturnType<typeof makeRestaurant>;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The server's restaurant.list as the dashboard sees it: search, cuisine filter and pages (cursor = index). */
function listPage(restaurants: readonly Listed[], input: unknown) {
  const { q, cuisine, limit = restaurants.length, cursor } = input as { q?: string; cuisine?: string; limit?: number; cursor?: string };
  const matching = restaurants.filter(
    (restaurant) => (!cuisine || restaurant.cuisine === cuisine) && (!q || fold(`${restaurant.name}\n${restaurant.cuisine ?? ''}`).includes(fold(q))),
  );
  const start = cursor ? Number(cursor) : 0;
  const end = start + limit;
  return { items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null };
}

function handlers(restaurants: readonly Listed[] | typeof pending) {
  return {
    'auth.me': () => makeUser(),
    'restaurant.list': typeof restaurants === 'function' ? restaurants : (input: unknown) => listPage(restaurants, input),
  };
}

const listCalls = (server: { calls: { path: string; input: unknown }[] }) => server.calls.filter((c) => c.path === 'restaurant.list').map((c) => c.input);

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
    expect(listCalls(server)[0]).toMatchObject({ customerId: makeUser().id, limit: 24 });
    expect(listCalls(server)[0]).not.toHaveProperty('q');
    expect(listCalls(server)[0]).not.toHaveProperty('cuisine');
    // Everything fits in one page: no 'Carregar mais'.
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('asks the server to search name or cuisine once typing pauses, filters by cuisine, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/dashboard', handlers: handlers([bahia, napoli]) });
    const search = await screen.findByPlaceholderText('Buscar restaurantes...');
    await screen.findByRole('link', { name: /Sabor da Bahia/ });
    await user.type(search, 'ITALI');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sabor da Bahia/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Cantina Bella Napoli/ })).toBeInTheDocument();
    // Debounced: one call for the whole word, not one per key.
    expect(listCalls(server).map((input) => (input as { q?: string }).q)).toEqual([undefined, 'ITALI']);
    await user.clear(search);
    await user.type(search, 'bahia');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Cantina/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Sabor da Bahia/ })).toBeInTheDocument();

    // The cuisines seen so far stay on offer while a search narrows the list.
    await user.click(screen.getByRole('combobox', { name: 'Tipo de cozinha' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos os tipos', 'Brasileira', 'Italiana']);
    await user.click(screen.getByRole('option', { name: 'Italiana' }));
    expect(await screen.findByText('Nenhum restaurante encontrado com os filtros aplicados.')).toBeInTheDocument();
    expect(listCalls(server).at(-1)).toMatchObject({ q: 'bahia', cuisine: 'Italiana' });
  });

  it("loads the next page with 'Carregar mais' (the fallback of infinite scroll) until the last", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makeRestaurant({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Restaurante ${String(i + 1).padStart(2, '0')}`, shareableSlug: `restaurante-${i + 1}` }),
    );
    const { server } = renderApp({ path: '/dashboard', handlers: handlers(many) });
    await screen.findByRole('link', { name: /Restaurante 24/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    expect(screen.queryByRole('link', { name: /Restaurante 25/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: /Restaurante 30/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(listCalls(server).at(-1)).toMatchObject({ cursor: '24', limit: 24 });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
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

describe("the invited customer's home (issue 14)", () => {
  const acaraje = makeRestaurant({ id: '55555555-5555-4555-8555-555555555555', name: 'Acarajé da Cira', shareableSlug: 'acaraje-da-cira' });

  it("shows the restaurants whose link they registered through first, under 'Seus restaurantes', then 'Descubra outros'", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', handlers: handlers([acaraje, bahia, { ...napoli, registeredViaLink: true }]) });
    const mine = await screen.findByRole('region', { name: 'Seus restaurantes' });
    const others = screen.getByRole('region', { name: 'Descubra outros' });
    expect(within(mine).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/restaurant/cantina-bella-napoli']);
    expect(within(others).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/restaurant/acaraje-da-cira', '/restaurant/sabor-da-bahia']);
    // 'Seus restaurantes' comes first on the page.
    expect(mine.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Filters apply to both; an emptied group disappears.
    await user.type(screen.getByPlaceholderText('Buscar restaurantes...'), 'bahia');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Seus restaurantes' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Descubra outros' })).getByRole('link', { name: /Sabor da Bahia/ })).toBeInTheDocument();
  });

  it('a customer who came on their own sees one list, without those groups', async () => {
    renderApp({ path: '/dashboard', handlers: handlers([bahia, napoli]) });
    await screen.findByRole('link', { name: /Sabor da Bahia/ });
    expect(screen.queryByRole('heading', { name: 'Seus restaurantes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Descubra outros' })).not.toBeInTheDocument();
  });
});

describe("'Pedido em andamento' (issue 14)", () => {
  const ORDER_ID = 'aaaaaaaa-0000-4000-8000-00000000ab12';
  const order = (status: string) => ({
    id: ORDER_ID,
    restaurantId: bahia.id,
    restaurantName: bahia.name,
    customerId: makeUser().id,
    customerName: 'Ana Souza',
    status,
    subtotal: '11.00',
    deliveryFee: '6.90',
    total: '17.90',
    customerPhone: null,
    deliveryAddress: null,
    notes: null,
    createdAt: '2026-11-21T15:05:00.000Z',
    updatedAt: '2026-11-21T15:05:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    items: [],
  });

  it('links to the open order while there is one, and leaves when the live stream says it was delivered', async () => {
    let status = 'preparing';
    const { server } = renderApp({ path: '/dashboard', handlers: { ...handlers([bahia]), 'order.mine': () => [order(status)] } });
    const banner = await screen.findByRole('link', { name: 'Pedido em andamento · Acompanhar' });
    expect(banner).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.getByText('Sabor da Bahia · Preparando')).toBeInTheDocument();
    await waitFor(() => expect(server.subscriptions('live.myOrders')).toHaveLength(1));

    status = 'delivered';
    act(() => server.emit('live.myOrders', { type: 'order.status', orderId: ORDER_ID, restaurantId: bahia.id, customerId: makeUser().id, status, at: '2026-11-21T15:40:00.000Z' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pedido em andamento · Acompanhar' })).not.toBeInTheDocument());
  });

  it('is absent when every order is delivered or cancelled', async () => {
    const { server } = renderApp({ path: '/dashboard', handlers: { ...handlers([bahia]), 'order.mine': () => [order('delivered'), { ...order('cancelled'), id: 'bbbbbbbb-0000-4000-8000-00000000cd34' }] } });
    await screen.findByRole('link', { name: /Sabor da Bahia/ });
    await waitFor(() => expect(server.calls.some((c) => c.path === 'order.mine')).toBe(true));
    expect(screen.queryByText(/Pedido em andamento/)).not.toBeInTheDocument();
  });
});
