import { describe, expect, it } from 'vitest';
import { benefitNotice } from './benefit-notice';

describe("what the checkout says about the order's one benefit (issue 31)", () => {
  it('says nothing without a benefit, and confirms the code the customer applied', () => {
    expect(benefitNotice(null, undefined)).toBeNull();
    expect(benefitNotice({ code: 'CUPOM10', discount: '5.00', freeDelivery: false, title: '10% off' }, 'CUPOM10')).toBe('Cupom CUPOM10 aplicado');
  });

  it('names an automatic offer applied without a code', () => {
    expect(benefitNotice({ code: null, discount: '6.00', freeDelivery: false, title: '10% off acima de R$ 50 · terças' }, undefined)).toBe(
      'Oferta aplicada: 10% off acima de R$ 50 · terças',
    );
  });

  it('says which wins when an offer or a reward beats the typed code', () => {
    expect(benefitNotice({ code: null, discount: '8.00', freeDelivery: false, title: '15% off' }, 'CUPOM10')).toBe(
      'A oferta “15% off” vale mais que o cupom CUPOM10 e foi aplicada no lugar dele.',
    );
    expect(benefitNotice({ code: 'FIELX7K2P9', discount: '0.00', freeDelivery: true }, 'CUPOM10')).toBe('O cupom FIELX7K2P9 vale mais que o CUPOM10 e foi aplicado no lugar dele.');
  });

  it("names the customer's own reward coupon, applied without typing it", () => {
    expect(benefitNotice({ code: 'FIELX7K2P9', discount: '0.00', freeDelivery: true, title: 'Frete grátis (cartão fidelidade)' }, undefined)).toBe(
      'Cupom FIELX7K2P9 aplicado: Frete grátis (cartão fidelidade)',
    );
  });
});
