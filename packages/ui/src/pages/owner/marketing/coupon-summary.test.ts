import { describe, expect, it } from 'vitest';
import { NO_COUPON_CONDITIONS } from '@direto/contracts/testing/coupon-conditions';
import { benefitSummary, conditionsSummary, suggestedOfferTitle, usesSummary } from './coupon-summary';

describe('the Cupons list lines', () => {
  it('say each benefit in a few words', () => {
    expect(benefitSummary({ type: 'percent', percent: 10, maxDiscount: null })).toBe('10% de desconto');
    expect(benefitSummary({ type: 'percent', percent: 15, maxDiscount: '20.00' })).toBe('15% de desconto (até R$ 20,00)');
    expect(benefitSummary({ type: 'amount', amount: '5.00' })).toBe('R$ 5,00 de desconto');
    expect(benefitSummary({ type: 'free_delivery' })).toBe('Frete grátis');
    expect(benefitSummary({ type: 'free_item', productId: 'p1', productName: 'Pastel' })).toBe('1 Pastel grátis');
    expect(benefitSummary({ type: 'free_item', productId: null, productName: null })).toBe('Produto grátis (o produto saiu do cardápio)');
  });

  it('say every condition, the validity by days in the restaurant’s time zone (the end is the midnight after the last day)', () => {
    expect(conditionsSummary(NO_COUPON_CONDITIONS)).toBe('Sem condições');
    expect(
      conditionsSummary({
        ...NO_COUPON_CONDITIONS,
        minSubtotal: '40.00',
        weekdays: [2, 3, 4],
        timeFrom: '18:00',
        timeTo: '23:00',
        orderTypes: ['pickup'],
        districts: ['Centro', 'Barra'],
        firstOrderOnly: true,
        perCustomerLimit: 1,
        startsAt: '2026-12-01T03:00:00.000Z',
        endsAt: '2027-01-01T03:00:00.000Z',
      }),
    ).toBe('Pedido mínimo R$ 40,00 · de terça a quinta, das 18h às 23h · só retirada · bairros: Centro, Barra · só no primeiro pedido · 1 por cliente · de 01/12/2026 a 31/12/2026');
    expect(conditionsSummary({ ...NO_COUPON_CONDITIONS, orderTypes: ['delivery', 'pickup'], endsAt: '2026-12-11T03:00:00.000Z' })).toBe('até 10/12/2026');
  });

  it('count the uses against the limit', () => {
    expect(usesSummary(0, null)).toBe('0 usos');
    expect(usesSummary(1, null)).toBe('1 uso');
    expect(usesSummary(3, 100)).toBe('3 de 100 usos');
  });

  it('suggest the offer’s banner line as the issue writes it', () => {
    expect(suggestedOfferTitle({ type: 'percent', percent: 10, maxDiscount: null }, { minSubtotal: '50.00', weekdays: [2] })).toBe('10% off acima de R$ 50 · terças');
    expect(suggestedOfferTitle({ type: 'amount', amount: '7.50' }, { minSubtotal: '49.90', weekdays: [6, 0] })).toBe('R$ 7,50 off acima de R$ 49,90 · domingos, sábados');
    expect(suggestedOfferTitle({ type: 'free_delivery' }, { minSubtotal: null, weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe('Frete grátis');
  });
});
