import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';
import { makeProduct, makeRestaurant } from '@/test/fixtures';
import { pending } from '@/test/fake-server';

const restaurant = makeRestaurant();
const moqueca = makeProduct();
const suco = makeProduct({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Suco de cajá', price: '11.00', tags: [], prepTime: 5 });
const acaraje = makeProduct({ id: 'cccccccc-0000-4000-8000-000000000003', name: 'Acarajé', price: '24.50', isAvailable: false });

function handlers(extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'auth.me': () => makeUser(),
    'restaurant.bySlug': (input: unknown) => {
      if ((input as { slug: string }).slug === restaurant.shareableSlug) return restaurant;
      throw new Error('Restaurante não encontrado');
    },
    'product.listByRestaurant': () => [moqueca, suco, acaraje],
    'order.place': () => ({ id: 'dddddddd-0000-4000-8000-000000000009' }),
    ...extra,
  };
}

/** The side column (large screens); the bottom sheet shows the same panel. */
const cartColumn = () => screen.getByRole('complementary', { name: 'Seu Pedido' });

describe('restaurant menu page (spec §2, §4, §5)', () => {
  it('shows the banner and the menu, with unavailable products disabled', async () => {
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Sabor da Bahia', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4,8')).toBeInTheDocument();
    expect(screen.getByText('Entrega R$ 6,90')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Moqueca de peixe' })).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Moqueca de peixe' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Acarajé indisponível' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Acarajé indisponível' })).toHaveTextContent('Indisponível');
    expect(within(cartColumn()).getByText('Seu carrinho está vazio')).toBeInTheDocument();
  });

  it('/r/{slug} shows the same page', async () => {
    renderApp({ path: '/r/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Moqueca de peixe' })).toBeInTheDocument();
  });

  it('shows the loading and empty-menu texts', async () => {
    const loading = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers({ 'product.listByRestaurant': pending }) });
    expect(await screen.findByText('Carregando cardápio...')).toBeInTheDocument();
    loading.unmount();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers({ 'product.listByRestaurant': () => [] }) });
    expect(await screen.findByText('Este restaurante ainda não possui itens no cardápio.')).toBeInTheDocument();
  });

  it('an unknown restaurant shows the not-found texts and a way back', async () => {
    renderApp({ path: '/restaurant/nao-existe', handlers: handlers() });
    expect(await screen.findByText('Restaurante não encontrado')).toBeInTheDocument();
    expect(screen.getByText('O restaurante que você procura não existe ou não está disponível.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/dashboard');
  });

  it('adding raises the quantity, toasts, counts on the cart icon and sums with the delivery fee', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    expect(await screen.findByText('Item adicionado!')).toBeInTheDocument();
    expect(screen.getByText('Moqueca de peixe foi adicionado ao carrinho.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
    expect(screen.getByRole('button', { name: 'Abrir carrinho: 3 itens' })).toBeInTheDocument();
    const cart = cartColumn();
    expect(within(cart).getByRole('group', { name: 'Quantidade de Moqueca de peixe' })).toHaveTextContent('2');
    expect(within(cart).getByText('R$ 190,80')).toBeInTheDocument(); // subtotal 2×89,90 + 11,00
    expect(within(cart).getByText('R$ 197,70')).toBeInTheDocument(); // + 6,90
  });

  it('lowering a quantity to 0 removes the line', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Remover Suco de cajá' }));
    expect(within(cartColumn()).getByText('Seu carrinho está vazio')).toBeInTheDocument();
  });

  it('keeps the cart of this restaurant across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    first.unmount();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByRole('button', { name: 'Abrir carrinho: 1 item' })).toBeInTheDocument();
    expect(within(cartColumn()).getByText('Moqueca de peixe')).toBeInTheDocument();
  });

  it('the small-screen cart opens as a sheet from the cart icon', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho: 1 item' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seu Pedido' });
    expect(sheet).toHaveClass('max-h-[80dvh]');
    expect(within(sheet).getByText('Suco de cajá')).toBeInTheDocument();
  });

  it('places the order with two-decimal strings, then empties the cart and closes the sheet', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho: 3 itens' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seu Pedido' });
    await user.click(within(sheet).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(screen.getByText('Seu pedido foi enviado para o restaurante.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cartColumn()).getByText('Seu carrinho está vazio')).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(server.calls.find((c) => c.path === 'order.place')?.input).toEqual({
      order: { restaurantId: restaurant.id, subtotal: '111.90', deliveryFee: '6.90', total: '118.80', status: 'pending' },
      items: [
        { productId: moqueca.id, quantity: 1, unitPrice: '89.90', totalPrice: '89.90' },
        { productId: suco.id, quantity: 2, unitPrice: '11.00', totalPrice: '22.00' },
      ],
    });
  });

  it('a price change refused by the server shows its message, keeps the cart and shows the new price', async () => {
    const user = userEvent.setup();
    let price = '89.90';
    const { server } = renderApp({
      path: '/restaurant/sabor-da-bahia',
      handlers: handlers({
        'product.listByRestaurant': () => [{ ...moqueca, price }],
        'order.place': () => {
          price = '95.00';
          throw new Error('O preço de Moqueca de peixe mudou para R$ 95,00. Revise o carrinho.');
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(await screen.findByText('Erro ao realizar pedido')).toBeInTheDocument();
    expect(screen.getByText('O preço de Moqueca de peixe mudou para R$ 95,00. Revise o carrinho.')).toBeInTheDocument();
    expect(await within(cartColumn()).findByText('R$ 101,90')).toBeInTheDocument(); // 95,00 + 6,90
    expect(server.calls.filter((c) => c.path === 'product.listByRestaurant').length).toBeGreaterThan(1);
  });

  it('a closed restaurant cannot take the order', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/restaurant/sabor-da-bahia',
      handlers: handlers({ 'restaurant.bySlug': () => ({ ...restaurant, isOpen: false }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    expect(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
    expect(within(cartColumn()).getByText(/está fechado/)).toBeInTheDocument();
  });
});
