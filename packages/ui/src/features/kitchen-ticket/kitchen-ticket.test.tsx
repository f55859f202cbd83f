import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ticketRestaurantAddress } from './restaurant-address';
import { FLAT_DELIVERY } from '@/test/fixtures';
import { KitchenTicket, type TicketOrder } from './kitchen-ticket';
import { KitchenTicketSheet } from './kitchen-ticket-sheet';
import { pageRule, ticketStyleSheet } from './ticket-styles';

/** Ana's order: 19:42 in São Paulo is 22:42 UTC. */
function makeTicketOrder(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    id: '5f0c2d1e-8a4b-4c3d-9e2f-0a1b2c3d6eb8',
    restaurantName: 'Sabor da Bahia',
    customerName: 'Ana Souza',
    customerPhone: '(71) 98765-4321',
    deliveryAddress: 'Rua das Flores, 123, apto 4 — Rio Vermelho',
    notes: 'Sem cebola, por favor.\nTroco para R$ 100.',
    status: 'confirmed',
    subtotal: '104.80',
    deliveryFee: '12.50',
    total: '117.30',
    createdAt: '2026-11-21T22:42:00.000Z',
    items: [
      { id: 'line-1', productName: 'Moqueca de peixe', quantity: 1, totalPrice: '89.90' },
      { id: 'line-2', productName: 'Acarajé', quantity: 2, totalPrice: '14.90', notes: 'Sem camarão' },
    ],
    ...overrides,
  };
}

const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the kitchen ticket', () => {
  it('shows the restaurant, the short id and the date and time in São Paulo', () => {
    render(<KitchenTicket order={makeTicketOrder()} paper={80} />);
    const ticket = screen.getByRole('article', { name: 'Comanda do pedido #6eb8' });
    expect(textOf(ticket)).toContain('Sabor da Bahia');
    expect(textOf(ticket)).toContain('Pedido #6eb8');
    expect(textOf(ticket)).toContain('21/11/2026 19:42');
  });

  it("prints the restaurant's address under its name when it has one (issue 17)", () => {
    const address = ticketRestaurantAddress({
      delivery: { ...FLAT_DELIVERY, address: { cep: '40020000', street: 'Rua Chile', number: '22', complement: null, district: 'Centro', city: 'Salvador', state: 'BA', reference: 'em frente à praça' } },
    });
    expect(address).toBe('Rua Chile, 22 - Centro, Salvador/BA, 40020-000');
    render(<KitchenTicket order={makeTicketOrder({ restaurantAddress: address })} paper={80} />);
    expect(screen.getByText('Rua Chile, 22 - Centro, Salvador/BA, 40020-000')).toBeInTheDocument();
    expect(ticketRestaurantAddress({ delivery: FLAT_DELIVERY })).toBeNull();
  });

  it('lists every item with its quantity first ("2x Acarajé") and its item note as an OBS: line', () => {
    render(<KitchenTicket order={makeTicketOrder()} paper={80} />);
    const lines = within(screen.getByRole('list', { name: 'Itens' })).getAllByRole('listitem').map(textOf);
    expect(lines).toEqual(['1x Moqueca de peixe R$ 89,90', '2x Acarajé R$ 14,90 OBS: Sem camarão']);
  });

  it("puts the customer's notes on an OBS: line, keeping its line breaks", () => {
    render(<KitchenTicket order={makeTicketOrder()} paper={80} />);
    const notes = screen.getByText(/^OBS: Sem cebola/);
    expect(notes.textContent).toBe('OBS: Sem cebola, por favor.\nTroco para R$ 100.');
  });

  it('has no OBS: line when there are no notes', () => {
    render(<KitchenTicket order={makeTicketOrder({ notes: '  ', items: [{ id: 'line-1', productName: 'Quindim', quantity: 3, totalPrice: '27.00' }] })} paper={58} />);
    expect(textOf(screen.getByRole('article'))).not.toContain('OBS:');
  });

  it('shows who and where to deliver, and the amounts in reais', () => {
    render(<KitchenTicket order={makeTicketOrder()} paper={80} />);
    const text = textOf(screen.getByRole('article'));
    expect(text).toContain('Cliente: Ana Souza');
    expect(text).toContain('Telefone: (71) 98765-4321');
    expect(text).toContain('Endereço: Rua das Flores, 123, apto 4 — Rio Vermelho');
    expect(text).toContain('Subtotal R$ 104,80');
    expect(text).toContain('Taxa de entrega R$ 12,50');
    expect(text).toContain('TOTAL R$ 117,30');
  });

  it("prints a coupon's discount between the subtotal and the fee, and a fee zeroed by free delivery (issue 31)", () => {
    render(<KitchenTicket order={makeTicketOrder({ discount: '10.48', couponCode: 'CUPOM10', total: '106.82' })} paper={80} />);
    const amounts = [...screen.getByRole('article').querySelectorAll<HTMLElement>('.kt-amount')].map(textOf);
    expect(amounts).toEqual(['Subtotal R$ 104,80', 'Desconto (CUPOM10) \u2212R$ 10,48', 'Taxa de entrega R$ 12,50', 'TOTAL R$ 106,82']);
    cleanup();
    render(<KitchenTicket order={makeTicketOrder({ discount: '0.00', couponCode: 'FRETE', deliveryFee: '0.00', total: '104.80' })} paper={58} />);
    const text = textOf(screen.getByRole('article'));
    expect(text).toContain('Taxa de entrega Grátis (FRETE)');
    expect(text).not.toContain('Desconto');
  });

  it('says so on a cancelled order', () => {
    render(<KitchenTicket order={makeTicketOrder({ status: 'cancelled' })} paper={80} />);
    expect(screen.getByText('PEDIDO CANCELADO')).toBeInTheDocument();
  });

  it('prints the payment line in bold under the total: what to charge and the change to bring', () => {
    const payment = { method: 'cash', brand: null, changeFor: '150.00', changeDue: '32.70', status: 'not_applicable', confirmedAt: null } as const;
    const { container } = render(<KitchenTicketSheet order={makeTicketOrder({ payment })} paper={80} copies={1} />);
    const line = screen.getByText('COBRAR R$ 117,30 — DINHEIRO, troco p/ R$ 150,00 (levar R$ 32,70)');
    expect(line.previousElementSibling).toHaveTextContent('TOTAL R$ 117,30');
    expect(line).toHaveClass('kt-payment');
    expect(container.querySelector('style')?.textContent).toMatch(/\.kt-payment \{[^}]*font-weight: 800/);
  });

  it('tells the courier to take the card machine, and shows whether a Pix is paid', () => {
    const card = { method: 'credit', brand: 'elo', changeFor: null, changeDue: null, status: 'not_applicable', confirmedAt: null } as const;
    const { unmount } = render(<KitchenTicket order={makeTicketOrder({ payment: card })} paper={58} />);
    expect(screen.getByText('LEVAR MAQUININHA — CRÉDITO ELO')).toBeInTheDocument();
    unmount();

    const pix = { method: 'pix', brand: null, changeFor: null, changeDue: null, status: 'pending', confirmedAt: null } as const;
    const { rerender } = render(<KitchenTicket order={makeTicketOrder({ payment: pix })} paper={80} />);
    expect(screen.getByText('PIX · aguardando confirmação')).toBeInTheDocument();
    rerender(<KitchenTicket order={makeTicketOrder({ payment: { ...pix, status: 'confirmed', confirmedAt: '2026-11-21T22:45:00.000Z' } })} paper={80} />);
    expect(screen.getByText('PIX · pago (recebimento confirmado)')).toBeInTheDocument();
  });

  it('prints one ticket per copy, each on its own page', () => {
    const { container } = render(<KitchenTicketSheet order={makeTicketOrder()} paper={58} copies={3} />);
    expect(screen.getAllByRole('article', { name: 'Comanda do pedido #6eb8' })).toHaveLength(3);
    expect(container.querySelectorAll('.kitchen-ticket--58')).toHaveLength(3);
    expect(container.querySelector('style')?.textContent).toContain('.kitchen-ticket + .kitchen-ticket { break-before: page; }');
  });
});

describe('the ticket page layout', () => {
  it('is 72 mm wide on 80 mm paper and 48 mm on 58 mm paper', () => {
    expect(ticketStyleSheet(80)).toContain('width: 72mm');
    expect(ticketStyleSheet(58)).toContain('width: 48mm');
  });

  it('sizes the page to the roll width and the ticket height, with no margin', () => {
    // 378 px = 100.0125 mm → 101 mm, plus 2 mm so the last line never spills onto a second page.
    expect(pageRule(80, 378)).toBe('@page { size: 80mm 103mm; margin: 0; }');
    expect(pageRule(58, 96)).toBe('@page { size: 58mm 28mm; margin: 0; }');
  });
});
