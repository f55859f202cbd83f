import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KitchenTicket, type TicketOrder } from './kitchen-ticket';
import { ticketStyleSheet } from './ticket-styles';

/** Issue 33: two chopes ordered through table 12's QR link. */
const tableOrder: TicketOrder = {
  id: '5f0c2d1e-8a4b-4c3d-9e2f-0a1b2c3d7a12',
  restaurantName: 'Bar do Chope',
  customerName: 'Ana',
  customerPhone: null,
  deliveryAddress: null,
  notes: null,
  status: 'pending',
  subtotal: '24.00',
  deliveryFee: '0.00',
  total: '24.00',
  createdAt: '2026-11-28T22:00:00.000Z',
  items: [{ id: 'line-1', productName: 'Chope', quantity: 2, totalPrice: '24.00' }],
  origin: 'table',
  tableName: '12',
};

describe("a table's kitchen ticket", () => {
  it("says 'MESA 12' in large type at the top", () => {
    render(<KitchenTicket order={tableOrder} paper={80} />);
    const mesa = screen.getByText('MESA 12');
    expect(mesa).toHaveClass('kt-table');
    expect(mesa.closest('header')).not.toBeNull();
    const rule = /\.kt-table \{[^}]*font-size: ([\d.]+)em/.exec(ticketStyleSheet(80))?.[1];
    // Larger than the order's number (1.7em), the largest line before.
    expect(Number(rule)).toBeGreaterThan(1.7);
  });

  it('has no table line for an order that is not a table’s', () => {
    render(<KitchenTicket order={{ ...tableOrder, id: '5f0c2d1e-8a4b-4c3d-9e2f-0a1b2c3d7a13', origin: null, tableName: null }} paper={80} />);
    expect(screen.queryByText(/^MESA/)).toBeNull();
  });
});
