import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@/test/render-app';
import { makeProduct, makeRestaurant, SPEC_ORDER_DELIVERY } from '@/test/fixtures';
import { pending } from '@/test/fake-server';

const restaurant = makeRestaurant();
const moqueca = makeProduct();
const suco = makeProduct({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Suco de cajá', price: '11.00', tags: [], prepTime: 5 });
const acaraje = makeProduct({ id: 'cccccccc-0000-4000-8000-000000000003', name: 'Acarajé', price: '24.50', isAvailable: false });
const ORDER_ID = 'dddddddd-0000-4000-8000-000000000009';
const placedOrder = {
  id: ORDER_ID,
  restaurantId: restaurant.id,
  restaurantName: restaurant.name,
  customerId: makeUser().id,
  customerName: 'Ana Souza',
  status: 'pending',
  subtotal: '111.90',
  deliveryFee: '6.90',
  total: '118.80',
  customerPhone: '(11) 99999-8888',
  deliveryAddress: 'Rua das Flores, 123',
  notes: 'sem cebola',
  createdAt: '2026-11-21T15:05:00.000Z',
  updatedAt: '2026-11-21T15:05:00.000Z',
  deliveredAt: null,
  cancelReason: null,
  ...SPEC_ORDER_DELIVERY,
  items: [],
};

function handlers(extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'auth.me': () => makeUser(),
    'restaurant.bySlug': (input: unknown) => {
      if ((input as { slug: string }).slug === restaurant.shareableSlug) return restaurant;
      throw new Error('Restaurante não encontrado');
    },
    'product.listByRestaurant': () => [moqueca, suco, acaraje],
    'order.place': () => ({ id: ORDER_ID }),
    'order.byId': () => placedOrder,
    ...extra,
  };
}

/** The side column (large screens); the bottom sheet shows the same panel. */
const cartColumn = () => screen.getByRole('complementary', { name: 'Seu Pedido' });

/** Issue 16: the checkout asks how the customer pays; cash without change is the plainest answer. */
async function payCashWithoutChange(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  // The checkout form's code loads on demand (issue 20): it shows a moment after 'Finalizar Pedido'.
  await user.click(await within(panel).findByRole('radio', { name: 'Dinheiro' }));
  await user.click(within(panel).getByRole('radio', { name: 'Não' }));
}

describe('restaurant menu page (spec §2, §4, §5)', () => {
  it('shows the banner and the menu, with unavailable products disabled', async () => {
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Sabor da Bahia', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4,8')).toBeInTheDocument();
    // Issue 17: the header shows the delivery time with the flat fee.
    expect(screen.getByText('Entrega 40–55 min · R$ 6,90')).toBeInTheDocument();
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

  it('places the order with two-decimal strings and the checkout details, then empties the cart, closes the sheet and shows the order', async () => {
    const user = userEvent.setup();
    const { server, unmount } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho: 3 itens' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seu Pedido' });
    await user.click(within(sheet).getByRole('button', { name: 'Finalizar Pedido' }));
    // The checkout step, inside the sheet: the profile's phone and address, a summary, nothing sent yet.
    expect(await within(sheet).findByLabelText('Telefone')).toHaveValue('(11) 99999-8888');
    expect(within(sheet).getByLabelText('Endereço de entrega')).toHaveValue('Rua das Flores, 123');
    expect(within(sheet).getByText('R$ 118,80')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'order.place')).toBe(false);
    await user.type(within(sheet).getByLabelText('Observações'), 'sem cebola');
    await payCashWithoutChange(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The customer lands on the order's page, which says the spec's 'Pedido realizado!' in its flow.
    expect((await screen.findByText('Pedido realizado!')).closest('main')).not.toBeNull();
    expect(screen.getByText('Seu pedido foi enviado para o restaurante.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pedido #0009' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(server.calls.some((c) => c.path === 'user.updateProfile')).toBe(false);
    expect(server.calls.find((c) => c.path === 'order.place')?.input).toEqual({
      order: {
        restaurantId: restaurant.id,
        subtotal: '111.90',
        deliveryFee: '6.90',
        total: '118.80',
        status: 'pending',
        customerPhone: '(11) 99999-8888',
        deliveryAddress: 'Rua das Flores, 123',
        notes: 'sem cebola',
        payment: { method: 'cash' },
      },
      items: [
        { productId: moqueca.id, quantity: 1, unitPrice: '89.90', totalPrice: '89.90' },
        { productId: suco.id, quantity: 2, unitPrice: '11.00', totalPrice: '22.00' },
      ],
      // One key per checkout attempt, so a retried request never places a second order.
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Back on the menu, the cart is empty.
    unmount();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Moqueca de peixe' })).toBeInTheDocument();
    expect(within(cartColumn()).getByText('Seu carrinho está vazio')).toBeInTheDocument();
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
    await payCashWithoutChange(user, cartColumn());
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
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

describe('the checkout step (issue 14)', () => {
  it('requires a phone and an address, in pt-BR, and sends nothing until they are there', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      path: '/restaurant/sabor-da-bahia',
      handlers: handlers({ 'auth.me': () => makeUser({ phone: null, address: null }), 'user.updateProfile': () => makeUser() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(within(cartColumn()).getByLabelText('Telefone')).toHaveValue('');
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(cartColumn()).findByText('Informe um telefone para a entrega')).toBeInTheDocument();
    expect(within(cartColumn()).getByText('Informe o endereço de entrega')).toBeInTheDocument();
    expect(within(cartColumn()).getByLabelText('Telefone')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(cartColumn()).getByLabelText('Telefone'), '7198');
    await user.type(within(cartColumn()).getByLabelText('Endereço de entrega'), 'Rua');
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(cartColumn()).findByText('Telefone deve ter pelo menos 10 dígitos')).toBeInTheDocument();
    expect(within(cartColumn()).getByText('Endereço deve ter pelo menos 5 caracteres')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'order.place' || c.path === 'user.updateProfile')).toBe(false);
  });

  it("'Salvar no meu perfil' saves phone and address to the profile, keeping city and CEP", async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      path: '/restaurant/sabor-da-bahia',
      handlers: handlers({ 'auth.me': () => makeUser({ phone: null, address: null }), 'user.updateProfile': () => makeUser() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    // Ticked by default when the profile has no phone or address.
    expect(within(cartColumn()).getByRole('checkbox', { name: 'Salvar no meu perfil' })).toBeChecked();
    await user.type(within(cartColumn()).getByLabelText('Telefone'), '71998765432');
    expect(within(cartColumn()).getByLabelText('Telefone')).toHaveValue('(71) 99876-5432');
    await user.type(within(cartColumn()).getByLabelText('Endereço de entrega'), 'Rua Chile, 22');
    await payCashWithoutChange(user, cartColumn());
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === 'user.updateProfile')?.input).toEqual({
        phone: '(71) 99876-5432',
        address: 'Rua Chile, 22',
        city: 'São Paulo',
        zipCode: '01310-100',
      }),
    );
    expect(server.calls.find((c) => c.path === 'order.place')?.input).toMatchObject({
      order: { customerPhone: '(71) 99876-5432', deliveryAddress: 'Rua Chile, 22', notes: '' },
    });
  });

  it("'Observações' counts up to 500 characters and takes no more", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    const notes = within(cartColumn()).getByLabelText('Observações');
    // Change has its own field (issue 16), so the example no longer suggests writing it here.
    expect(notes).toHaveAttribute('placeholder', 'Ex.: sem cebola, campainha não funciona…');
    expect(within(cartColumn()).getByText('0/500 caracteres')).toBeInTheDocument();
    await user.type(notes, 'sem cebola ok');
    expect(within(cartColumn()).getByText('13/500 caracteres')).toBeInTheDocument();
    await user.clear(notes);
    await user.click(notes);
    await user.paste('x'.repeat(520));
    expect(notes).toHaveValue('x'.repeat(500));
    expect(within(cartColumn()).getByText('500/500 caracteres')).toBeInTheDocument();
  });

  it("'Voltar ao carrinho' returns to the cart's lines with focus on 'Finalizar Pedido'", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(within(cartColumn()).getByRole('heading', { name: 'Dados da entrega' })).toHaveFocus();
    await user.click(within(cartColumn()).getByRole('button', { name: 'Voltar ao carrinho' }));
    expect(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' })).toHaveFocus();
    expect(within(cartColumn()).getByRole('group', { name: 'Quantidade de Suco de cajá' })).toHaveTextContent('1');
  });
});

describe('adding on a small screen', () => {
  /** A screen narrower than Tailwind's lg: the cart lives behind the bottom bar. */
  function narrowScreen() {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    return () => {
      window.matchMedia = matchMedia;
    };
  }

  it('pulses the bottom bar and tells screen readers instead of showing a toast', async () => {
    const restore = narrowScreen();
    try {
      const user = userEvent.setup();
      renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
      await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
      const said = await screen.findByText('Suco de cajá foi adicionado ao carrinho.');
      expect(said.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByText('Item adicionado!')).not.toBeInTheDocument();
      const bar = screen.getByRole('button', { name: /Ver carrinho \(1\)/ });
      const pulse = bar.querySelector('.motion-safe\\:animate-cart-pulse');
      expect(pulse).not.toBeNull();
      // Each addition is a new pulse (a new element restarts the animation).
      await user.click(screen.getByRole('button', { name: 'Adicionar Suco de cajá' }));
      expect(bar.querySelector('.motion-safe\\:animate-cart-pulse')).not.toBe(pulse);
      expect(screen.getByRole('button', { name: /Ver carrinho \(2\)/ })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
