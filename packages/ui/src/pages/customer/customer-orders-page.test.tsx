import { describe, expect, it } from 'vitest';
import { SPEC_ORDER_DELIVERY } from '@/test/fixtures';
import { screen, within } from '@testing-library/react';
import type { OrderWithItems } from '@direto/contracts';
import { makeUser, renderApp } from '@/test/render-app';

function order(id: string, status: OrderWithItems['status']): OrderWithItems {
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
    customerPhone: null,
    deliveryAddress: null,
    notes: null,
    createdAt: '2026-11-21T15:05:00.000Z',
    updatedAt: '2026-11-21T15:05:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    ...SPEC_ORDER_DELIVERY,
    items: [
      { id: `${id}-1`, productId: null, productName: 'Moqueca de peixe', quantity: 1, unitPrice: '89.90', totalPrice: '89.90', options: [], notes: null },
      { id: `${id}-2`, productId: null, productName: 'Suco de cajá', quantity: 2, unitPrice: '11.00', totalPrice: '22.00', options: [], notes: null },
    ],
  };
}

describe("customer's orders ('Pedidos Anteriores')", () => {
  it('lists each order with its pt-BR status, items and total', async () => {
    renderApp({
      path: '/orders',
      handlers: {
        'auth.me': () => makeUser(),
        'order.mine': () => [
          { ...order('aaaaaaaa-0000-4000-8000-00000000ab12', 'preparing'), payment: { ...SPEC_ORDER_DELIVERY.payment, method: 'credit', brand: 'elo' } },
          order('bbbbbbbb-0000-4000-8000-00000000cd34', 'delivered'),
        ],
      },
    });
    const items = await screen.findAllByRole('listitem');
    const first = items.find((li) => li.textContent?.includes('#ab12')) as HTMLElement;
    expect(within(first).getByText('Preparando')).toBeInTheDocument();
    expect(within(first).getByText('2× Suco de cajá')).toBeInTheDocument();
    expect(within(first).getByText('Total R$ 118,80')).toBeInTheDocument();
    // Issue 16: how it is paid; an order that chose nothing shows no line.
    expect(within(first).getByText('Cartão de crédito · Elo')).toBeInTheDocument();
    expect(screen.queryByText('Pagamento na entrega, a combinar')).not.toBeInTheDocument();
    expect(screen.getByText('Entregue')).toBeInTheDocument();
  });

  it('says when there is no order yet', async () => {
    renderApp({ path: '/orders', handlers: { 'auth.me': () => makeUser(), 'order.mine': () => [] } });
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
  });
});
