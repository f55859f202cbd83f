import type { TicketOrder } from './kitchen-ticket';

/**
 * The order on 'Imprimir página de teste': every part of a real ticket (long names, an item
 * note, the customer's notes, a long address) to check width, cut and legibility.
 */
export function testTicketOrder(restaurantName: string | null, now: Date = new Date()): TicketOrder {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    restaurantName,
    customerName: 'Cliente de Teste',
    customerPhone: '(11) 99999-9999',
    deliveryAddress: 'Rua de Teste, 123, apto 45 — Bairro Exemplo',
    notes: 'Sem cebola. Troco para R$ 100,00.',
    status: 'pending',
    subtotal: '114.80',
    deliveryFee: '6.90',
    total: '121.70',
    createdAt: now.toISOString(),
    items: [
      { id: 'teste-1', productName: 'Moqueca de peixe', quantity: 1, totalPrice: '89.90', notes: 'Pouca pimenta' },
      { id: 'teste-2', productName: 'Acarajé', quantity: 2, totalPrice: '24.90' },
    ],
  };
}

export const TEST_PAGE_BANNER = 'PÁGINA DE TESTE';
