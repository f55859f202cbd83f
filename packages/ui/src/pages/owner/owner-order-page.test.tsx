import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderEvent, OrderStatus, RestaurantOrderSummary } from '@direto/contracts';
import { makeOwnedRestaurant, SPEC_ORDER_DELIVERY } from '@/test/fixtures';
import { makeUser, renderApp } from '@/test/render-app';
import { required } from '@/test/required';

const ORDER_ID = 'aaaaaaaa-0000-4000-8000-00000000b777';
const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({ ownerId: owner.id });

/** The order as order.detail answers it: placed 19:42 São Paulo time (22:42 UTC). */
function detail(status: OrderStatus = 'pending', overrides: Partial<OrderDetail> = {}): OrderDetail {
  const history: OrderDetail['statusHistory'] = [{ status: 'pending', at: '2026-11-21T22:42:00.000Z' }];
  if (status !== 'pending') history.push({ status, at: '2026-11-21T22:50:00.000Z' });
  return {
    id: ORDER_ID,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    customerId: '00000000-0000-4000-8000-000000000001',
    customerName: 'Ana Souza',
    status,
    subtotal: '111.90',
    deliveryFee: '6.90',
    total: '118.80',
    customerPhone: '(11) 98765-4321',
    deliveryAddress: 'Rua Augusta, 1200, apto 52',
    notes: 'Sem cebola, por favor',
    createdAt: '2026-11-21T22:42:00.000Z',
    updatedAt: '2026-11-21T22:42:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    ...SPEC_ORDER_DELIVERY,
    items: [
      { id: 'i1', productId: null, productName: 'Moqueca de peixe', quantity: 1, unitPrice: '89.90', totalPrice: '89.90', options: [], notes: null },
      { id: 'i2', productId: null, productName: 'Suco de cajá', quantity: 2, unitPrice: '11.00', totalPrice: '22.00', options: [], notes: null },
    ],
    statusHistory: history,
    ...overrides,
  };
}

const statusEvent = (status: OrderStatus): OrderEvent => ({
  type: 'order.status',
  orderId: ORDER_ID,
  restaurantId: restaurant.id,
  customerId: '00000000-0000-4000-8000-000000000001',
  status,
  at: '2026-11-21T22:50:00.000Z',
});

const asOwner = { 'auth.me': () => owner };
const timeline = () => screen.getByRole('list', { name: 'Histórico do pedido' });
const currentStep = () => within(timeline()).getByRole('listitem', { current: 'step' });

describe("the owner's order detail (/dashboard/orders/{orderId})", () => {
  it('shows what to cook and deliver: items, notes, customer, phone, address, amounts and the time of each step', async () => {
    const { server } = renderApp({ path: `/dashboard/orders/${ORDER_ID}`, handlers: { ...asOwner, 'order.detail': () => detail('confirmed') } });

    expect(await screen.findByRole('heading', { name: 'Pedido #b777' })).toBeInTheDocument();
    // The heading comes from the URL; the items only from the detail, so the call has been made by then.
    const items = await screen.findByRole('list', { name: 'Itens do pedido' });
    expect(server.calls.find((call) => call.path === 'order.detail')?.input).toEqual({ orderId: ORDER_ID });
    const [moqueca, suco] = within(items).getAllByRole('listitem');
    expect(moqueca).toHaveTextContent('1×Moqueca de peixeR$ 89,90 cadaR$ 89,90');
    expect(suco).toHaveTextContent('2×Suco de cajáR$ 11,00 cadaR$ 22,00');
    expect(screen.getByRole('note', { name: 'Observações do cliente' })).toHaveTextContent('OBS: Sem cebola, por favor');
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(screen.getByText('Rua Augusta, 1200, apto 52')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rua%20Augusta%2C%201200%2C%20apto%2052',
    );
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('R$ 111,90');
    expect(screen.getByText('Taxa de entrega').nextSibling).toHaveTextContent('R$ 6,90');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('R$ 118,80');

    const steps = within(timeline()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pendente21/11/2026 19:42',
      'Confirmado21/11/2026 19:50',
      'PreparandoA seguir',
      'ProntoA seguir',
      'EntregueA seguir',
    ]);
    const actions = screen.getByRole('region', { name: 'Ações do pedido' });
    expect(within(actions).getByRole('button', { name: 'Próximo Status · Iniciar preparo' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Imprimir pedido #b777' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it("follows the order live and moves it with 'Próximo Status'", async () => {
    const user = userEvent.setup();
    let current = detail('pending');
    const { server } = renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: {
        ...asOwner,
        'order.detail': () => current,
        'order.updateStatus': () => {
          current = detail('confirmed');
          return current;
        },
      },
    });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Pendente'));
    await waitFor(() => expect(server.subscriptions('live.order')).toEqual([{ orderId: ORDER_ID }]));

    await user.click(screen.getByRole('button', { name: 'Próximo Status · Confirmar' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Confirmado21/11/2026 19:50'));
    expect(server.calls.find((call) => call.path === 'order.updateStatus')?.input).toEqual({ orderId: ORDER_ID, status: 'confirmed' });

    // Changed elsewhere (another device of the restaurant): the page follows.
    current = detail('preparing');
    act(() => server.emit('live.order', statusEvent('preparing')));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Preparando'));
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('cancels with a preset reason, and refuses to without one', async () => {
    const user = userEvent.setup();
    let current = detail('pending');
    const { server } = renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: {
        ...asOwner,
        'order.detail': () => current,
        'order.updateStatus': (input) => {
          current = detail('cancelled', { cancelReason: (input as { reason: string }).reason });
          return current;
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido #b777' });
    const reasons = within(dialog).getByRole('group', { name: 'Motivo do cancelamento' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Item em falta',
      'Fora da área de entrega',
      'Restaurante fechando',
      'Pedido duplicado',
      'Outro motivo',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe o motivo do cancelamento');
    expect(server.calls.some((call) => call.path === 'order.updateStatus')).toBe(false);

    await user.click(within(reasons).getByRole('radio', { name: 'Fora da área de entrega' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.path === 'order.updateStatus')?.input).toEqual({
      orderId: ORDER_ID,
      status: 'cancelled',
      reason: 'Fora da área de entrega',
    });
    expect(await screen.findByText('Pedido cancelado: Fora da área de entrega')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveTextContent('Cancelado'));
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('cancels with a reason typed under "Outro motivo"', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: { ...asOwner, 'order.detail': () => detail('confirmed'), 'order.updateStatus': () => detail('cancelled', { cancelReason: 'Sem entregador agora' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
    const text = within(dialog).getByRole('textbox', { name: 'Descreva o motivo' });
    await user.type(text, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe o motivo do cancelamento');
    await user.type(text, 'Sem entregador agora');
    expect(text).toHaveAttribute('maxlength', '200');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(server.calls.find((call) => call.path === 'order.updateStatus')?.input).toMatchObject({ reason: 'Sem entregador agora' }));
  });

  it("shows the payment line: what to charge and the change to bring ('troco p/')", async () => {
    const cash: OrderDetail['payment'] = { method: 'cash', brand: null, changeFor: '150.00', changeDue: '31.20', status: 'not_applicable', confirmedAt: null };
    renderApp({ path: `/dashboard/orders/${ORDER_ID}`, handlers: { ...asOwner, 'order.detail': () => detail('confirmed', { payment: cash }) } });
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('COBRAR R$ 118,80 — DINHEIRO, troco p/ R$ 150,00 (levar R$ 31,20)');
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  });

  it("an order placed without a payment (the spec's payload) is charged on delivery, to be agreed", async () => {
    renderApp({ path: `/dashboard/orders/${ORDER_ID}`, handlers: { ...asOwner, 'order.detail': () => detail('pending') } });
    expect(await screen.findByRole('region', { name: 'Pagamento' })).toHaveTextContent('COBRAR R$ 118,80 — pagamento na entrega, a combinar');
  });

  it("confirms a Pix received ('Confirmar recebimento'), then the line says it is paid", async () => {
    const user = userEvent.setup();
    const pix = (status: 'pending' | 'confirmed'): OrderDetail['payment'] => ({
      method: 'pix',
      brand: null,
      changeFor: null,
      changeDue: null,
      status,
      confirmedAt: status === 'confirmed' ? '2026-11-21T22:47:00.000Z' : null,
      pixPayload: '00020126...6304ABCD',
      pixReceiverName: 'CANTINA DA NONNA',
    });
    let current = detail('confirmed', { payment: pix('pending') });
    const { server } = renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: {
        ...asOwner,
        'order.detail': () => current,
        'payment.confirm': () => {
          current = detail('confirmed', { payment: pix('confirmed') });
          return current;
        },
      },
    });
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('PIX · aguardando confirmação');
    expect(payment).toHaveTextContent('Valor a conferir no extrato: R$ 118,80');
    const confirm = within(payment).getByRole('button', { name: 'Confirmar recebimento' });
    // The warning is the tooltip and, for keyboards and screen readers, the button's description.
    expect(confirm).toHaveAttribute('title', 'Confira no extrato do banco; comprovantes podem ser falsificados.');
    expect(confirm).toHaveAccessibleDescription('Confira no extrato do banco; comprovantes podem ser falsificados.');

    confirm.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pix confirmado')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'payment.confirm')?.input).toEqual({ orderId: ORDER_ID });
    await waitFor(() => expect(payment).toHaveTextContent('PIX · pago (recebimento confirmado)'));
    expect(payment).toHaveTextContent('Confirmado em 21/11/2026 19:47');
    expect(within(payment).queryByRole('button', { name: 'Confirmar recebimento' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to prepare an unconfirmed Pix (409) as a toast", async () => {
    const user = userEvent.setup();
    const pending: OrderDetail['payment'] = { method: 'pix', brand: null, changeFor: null, changeDue: null, status: 'pending', confirmedAt: null };
    renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: {
        ...asOwner,
        'order.detail': () => detail('confirmed', { payment: pending }),
        'order.updateStatus': () => {
          throw new Error('Confirme o recebimento do Pix antes de preparar o pedido: confira no extrato do banco.');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Próximo Status · Iniciar preparo' }));
    expect(await screen.findByText('Erro ao atualizar status')).toBeInTheDocument();
    expect(screen.getByText('Confirme o recebimento do Pix antes de preparar o pedido: confira no extrato do banco.')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveTextContent('Confirmado'));
  });

  it("says so when the order is not the owner's, and does not subscribe", async () => {
    const { server } = renderApp({
      path: `/dashboard/orders/${ORDER_ID}`,
      handlers: {
        ...asOwner,
        'order.detail': () => {
          throw new Error('Você não tem acesso a este pedido.');
        },
      },
    });
    expect(await screen.findByText('Pedido não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Você não tem acesso a este pedido.')).toBeInTheDocument();
    for (const back of screen.getAllByRole('link', { name: 'Voltar ao painel' })) expect(back).toHaveAttribute('href', '/dashboard');
    expect(server.subscriptions('live.order')).toEqual([]);
  });
});

describe('one click from every list of orders', () => {
  const summary: RestaurantOrderSummary = {
    id: ORDER_ID,
    total: '118.80',
    status: 'pending',
    createdAt: new Date().toISOString(),
    itemCount: 3,
    customerName: 'Ana Souza',
  };
  let orders: RestaurantOrderSummary[] = [];
  const dashboard = {
    ...asOwner,
    'restaurant.mine': () => [restaurant],
    'restaurant.stats': () => ({ todayOrders: orders.length, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '4.75' }),
    'restaurant.orders': () => orders,
    'order.detail': () => detail(),
  };
  const openedDetail = () => screen.findByRole('heading', { name: 'Pedido #b777' });

  it('opens the order from the orders table', async () => {
    orders = [summary];
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', handlers: dashboard });
    const table = await screen.findByRole('table', { name: 'Pedidos em andamento' });
    await user.click(within(table).getByRole('link', { name: 'Ver pedido #b777' }));
    expect(await openedDetail()).toBeInTheDocument();
  });

  it('opens the order from the recent orders card', async () => {
    orders = [summary];
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', handlers: dashboard });
    const recent = required((await screen.findByText('Pedidos recentes')).closest('.rounded-lg'), 'o cartão de pedidos recentes');
    await user.click(await within(recent as HTMLElement).findByRole('link', { name: 'Ver pedido #b777' }));
    expect(await openedDetail()).toBeInTheDocument();
  });

  it("opens a new order from the live toast's 'Ver pedido'", async () => {
    orders = [];
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/dashboard', handlers: dashboard });
    await waitFor(() => expect(server.subscriptions('live.restaurantOrders')).toHaveLength(1));
    orders = [summary];
    act(() => server.emit('live.restaurantOrders', { ...statusEvent('pending'), type: 'order.placed' }));
    expect(await screen.findByText('Pedido #b777 aguardando confirmação.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver pedido' }));
    expect(await openedDetail()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Novo pedido!')).not.toBeInTheDocument());
  });
});
