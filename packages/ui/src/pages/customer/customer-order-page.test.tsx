import { describe, expect, it } from 'vitest';
import { SPEC_ORDER_DELIVERY } from '@/test/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent, OrderWithItems } from '@direto/contracts';
import { makeUser, renderApp } from '@/test/render-app';
import { required } from '@/test/required';

const ORDER_ID = 'aaaaaaaa-0000-4000-8000-00000000ab12';

function order(status: OrderWithItems['status'], id = ORDER_ID): OrderWithItems {
  return {
    id,
    restaurantId: '22222222-2222-4222-8222-222222222222',
    restaurantName: 'Sabor da Bahia',
    customerId: makeUser().id,
    customerName: 'Ana Souza',
    status,
    subtotal: '111.90',
    deliveryFee: '6.90',
    total: '118.80',
    customerPhone: '(11) 99999-8888',
    deliveryAddress: 'Rua das Flores, 123',
    notes: 'Sem cebola',
    createdAt: '2026-11-21T15:05:00.000Z',
    updatedAt: '2026-11-21T15:05:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    ...SPEC_ORDER_DELIVERY,
    items: [
      { id: 'i1', productId: null, productName: 'Moqueca de peixe', quantity: 1, unitPrice: '89.90', totalPrice: '89.90', options: [], notes: null },
      { id: 'i2', productId: null, productName: 'Suco de cajá', quantity: 2, unitPrice: '11.00', totalPrice: '22.00', options: [], notes: null },
    ],
  };
}

const statusEvent = (status: OrderEvent['status']): OrderEvent => ({
  type: 'order.status',
  orderId: ORDER_ID,
  restaurantId: '22222222-2222-4222-8222-222222222222',
  customerId: makeUser().id,
  status,
  at: '2026-11-21T15:10:00.000Z',
});

const currentStep = () => within(screen.getByRole('list', { name: 'Andamento do pedido' })).getByRole('listitem', { current: 'step' });
/** The timeline's step names, top to bottom ('Status atual' under the current one left out). */
const stepLabels = () =>
  within(screen.getByRole('list', { name: 'Andamento do pedido' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent);
const DELIVERY_STEPS = ['Pendente', 'Confirmado', 'Preparando', 'Pronto', 'Saiu para entrega', 'Entregue'];

describe('one order (/orders/{id})', () => {
  it('shows the items and a status timeline that moves when the restaurant advances the order', async () => {
    let current = order('confirmed');
    const { server } = renderApp({ path: `/orders/${ORDER_ID}`, handlers: { 'auth.me': () => makeUser(), 'order.byId': () => current } });

    expect(await screen.findByRole('heading', { name: 'Pedido #ab12' })).toBeInTheDocument();
    const items = await screen.findByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('2× Suco de cajá')).toBeInTheDocument();
    expect(screen.getByText('R$ 118,80')).toBeInTheDocument();
    expect(screen.getByText('Sem cebola')).toBeInTheDocument();
    expect(screen.getByText('Rua das Flores, 123')).toBeInTheDocument();
    expect(screen.getByText('(11) 99999-8888')).toBeInTheDocument();
    // The greeting is for the customer arriving from checkout, not for a later visit.
    expect(screen.queryByText('Pedido realizado!')).not.toBeInTheDocument();
    // A delivery shows its steps from the start, 'Saiu para entrega' included.
    expect(stepLabels()).toEqual(DELIVERY_STEPS);
    expect(currentStep()).toHaveTextContent('Confirmado');
    await waitFor(() => expect(server.subscriptions('live.order')).toEqual([{ orderId: ORDER_ID }]));

    current = order('preparing');
    act(() => server.emit('live.order', statusEvent('preparing')));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Preparando'));
    expect(stepLabels()).toEqual(DELIVERY_STEPS);

    current = { ...order('cancelled'), cancelReason: 'Item em falta' };
    act(() => server.emit('live.order', statusEvent('cancelled')));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Cancelado'));
    expect(screen.getByText('O restaurante cancelou este pedido.')).toBeInTheDocument();
    // The restaurant's reason, as the owner gave it.
    expect(screen.getByText('Pedido cancelado: Item em falta')).toBeInTheDocument();
  });

  it("keeps a delivery's steps while it goes out and once it is delivered; a pickup has no 'Saiu para entrega'", async () => {
    let current = order('ready');
    const { server } = renderApp({ path: `/orders/${ORDER_ID}`, handlers: { 'auth.me': () => makeUser(), 'order.byId': () => current } });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Pronto'));
    expect(stepLabels()).toEqual(DELIVERY_STEPS);
    await waitFor(() => expect(server.subscriptions('live.order')).toEqual([{ orderId: ORDER_ID }]));

    for (const status of ['out_for_delivery', 'delivered'] as const) {
      current = order(status);
      act(() => server.emit('live.order', statusEvent(status)));
      await waitFor(() => expect(currentStep()).toHaveTextContent(status === 'delivered' ? 'Entregue' : 'Saiu para entrega'));
      expect(stepLabels()).toEqual(DELIVERY_STEPS);
    }

    current = { ...order('delivered'), orderType: 'pickup' };
    act(() => server.emit('live.order', statusEvent('delivered')));
    await waitFor(() => expect(stepLabels()).toEqual(['Pendente', 'Confirmado', 'Preparando', 'Pronto para retirada', 'Entregue']));
  });

  it("says so when the order is not the customer's, and does not subscribe", async () => {
    const { server } = renderApp({
      path: `/orders/${ORDER_ID}`,
      handlers: {
        'auth.me': () => makeUser(),
        'order.byId': () => {
          throw new Error('Você não tem acesso a este pedido.');
        },
      },
    });
    expect(await screen.findByText('Pedido não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Você não tem acesso a este pedido.')).toBeInTheDocument();
    expect(server.subscriptions('live.order')).toEqual([]);
  });

  it("is reached from 'Pedidos Anteriores', whose statuses update live too", async () => {
    const user = userEvent.setup();
    let mine = [order('pending')];
    const { server } = renderApp({
      path: '/orders',
      handlers: { 'auth.me': () => makeUser(), 'order.mine': () => mine, 'order.byId': () => mine[0] },
    });
    const card = required((await screen.findAllByRole('listitem'))[0], 'o primeiro pedido');
    expect(within(card).getByText('Pendente')).toBeInTheDocument();
    await waitFor(() => expect(server.subscriptions('live.myOrders')).toHaveLength(1));

    mine = [order('ready')];
    act(() => server.emit('live.myOrders', statusEvent('ready')));
    expect(await within(card).findByText('Pronto')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Acompanhar pedido #ab12' }));
    expect(await screen.findByRole('heading', { name: 'Pedido #ab12' })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveTextContent('Pronto'));
  });
});
