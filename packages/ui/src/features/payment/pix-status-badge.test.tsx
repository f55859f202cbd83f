import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PixStatusBadge } from './pix-status-badge';

describe("the board's Pix badge (issue 16)", () => {
  it("says 'Pix pendente' until the owner confirms the Pix, then 'Pix pago'", () => {
    const { rerender } = render(<PixStatusBadge order={{ status: 'confirmed', payment: { method: 'pix', status: 'pending' } }} />);
    expect(screen.getByText('Pix pendente')).toBeInTheDocument();
    rerender(<PixStatusBadge order={{ status: 'preparing', payment: { method: 'pix', status: 'confirmed' } }} />);
    expect(screen.getByText('Pix pago')).toBeInTheDocument();
  });

  it('shows nothing for other methods, a cancelled order, or a row without its payment', () => {
    const { container, rerender } = render(<PixStatusBadge order={{ status: 'pending', payment: { method: 'cash', status: 'not_applicable' } }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PixStatusBadge order={{ status: 'cancelled', payment: { method: 'pix', status: 'pending' } }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PixStatusBadge order={{ status: 'pending' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
