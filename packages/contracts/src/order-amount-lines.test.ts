import { describe, expect, it } from 'vitest';
import { orderAmountLines } from './order-amount-lines';

const shown = (lines: ReturnType<typeof orderAmountLines>) => lines.map((line) => `${line.label} ${line.value}`);

describe('the amounts of an order, as every screen, ticket and e-mail shows them', () => {
  it('shows no discount line for an order without a benefit (every order before coupons)', () => {
    expect(shown(orderAmountLines({ subtotal: '50.00', deliveryFee: '7.00', total: '57.00' }))).toEqual([
      'Subtotal R$ 50,00',
      'Taxa de entrega R$ 7,00',
      'Total R$ 57,00',
    ]);
    expect(shown(orderAmountLines({ subtotal: '50.00', deliveryFee: '7.00', total: '57.00', discount: '0.00', couponCode: null }))).toHaveLength(3);
  });

  it("names the coupon's code in the discount line, with a minus sign", () => {
    expect(shown(orderAmountLines({ subtotal: '50.00', deliveryFee: '7.00', total: '52.00', discount: '5.00', couponCode: 'CUPOM10' }))).toEqual([
      'Subtotal R$ 50,00',
      'Desconto (CUPOM10) \u2212R$ 5,00',
      'Taxa de entrega R$ 7,00',
      'Total R$ 52,00',
    ]);
  });

  it("calls an automatic offer's discount 'oferta'", () => {
    const lines = orderAmountLines({ subtotal: '60.00', deliveryFee: '0.00', total: '54.00', discount: '6.00', couponCode: null });
    expect(lines[1]).toEqual({ kind: 'discount', label: 'Desconto (oferta)', value: '\u2212R$ 6,00' });
  });

  it("shows a fee zeroed by free delivery as 'Grátis (CUPOM)', from the checkout's quote or a placed order's snapshot", () => {
    const quoted = orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '40.00', couponCode: 'FRETE', freeDelivery: true });
    expect(shown(quoted)).toEqual(['Subtotal R$ 40,00', 'Taxa de entrega Grátis (FRETE)', 'Total R$ 40,00']);
    const placed = orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '40.00', discount: '0.00', couponCode: 'FRETE' });
    expect(shown(placed)).toEqual(shown(quoted));
    const offer = orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '40.00', couponCode: null, freeDelivery: true });
    expect(offer[1]?.value).toBe('Grátis (oferta)');
  });

  it("names a placed order's automatic offer by its title, and reads its free delivery from the snapshot", () => {
    const freeDelivery = orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '40.00', discount: '0.00', couponCode: null, offerTitle: 'Frete grátis às terças' });
    expect(shown(freeDelivery)).toEqual(['Subtotal R$ 40,00', 'Taxa de entrega Grátis (oferta: Frete grátis às terças)', 'Total R$ 40,00']);
    const discount = orderAmountLines({ subtotal: '60.00', deliveryFee: '5.00', total: '59.00', discount: '6.00', couponCode: null, offerTitle: '10% acima de R$ 50' });
    expect(shown(discount)).toEqual(['Subtotal R$ 60,00', 'Desconto (oferta: 10% acima de R$ 50) \u2212R$ 6,00', 'Taxa de entrega R$ 5,00', 'Total R$ 59,00']);
  });

  it('keeps a zero fee in reais when no benefit zeroed it (a pickup, a restaurant without fee)', () => {
    expect(orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '40.00', discount: '0.00', couponCode: null })[1]?.value).toBe('R$ 0,00');
    expect(orderAmountLines({ subtotal: '40.00', deliveryFee: '0.00', total: '36.00', discount: '4.00', couponCode: 'CUPOM10' })[2]?.value).toBe('R$ 0,00');
  });
});
