import { describe, expect, it } from 'vitest';
import type { Coupon } from '@direto/contracts';
import { couponInputFrom, EMPTY_COUPON_FORM, formFromCoupon, startOfDayIn, withSuggestedTitle } from './coupon-form-values';

describe('the Cupons form', () => {
  it('sends every field as the API takes it: an offer without a code, days as instants in the restaurant’s time zone, the last day whole', () => {
    const read = couponInputFrom({
      ...EMPTY_COUPON_FORM,
      kind: 'offer',
      code: 'IGNORADO',
      title: '10% off acima de R$ 50 · terças',
      description: '  ',
      percent: '10',
      maxDiscount: '15.00',
      minSubtotal: '50.00',
      startsOn: '01/12/2026',
      endsOn: '31/12/2026',
      weekdays: [2],
      timeFrom: '18:00',
      timeTo: '',
      orderTypes: ['delivery'],
      districts: ' Centro, , Barra ',
      totalLimit: '100',
    });
    expect(read).toEqual({
      input: {
        code: null,
        title: '10% off acima de R$ 50 · terças',
        description: null,
        benefit: { type: 'percent', percent: 10, maxDiscount: '15.00' },
        conditions: {
          minSubtotal: '50.00',
          startsAt: '2026-12-01T03:00:00.000Z',
          endsAt: '2027-01-01T03:00:00.000Z',
          weekdays: [2],
          timeFrom: '18:00',
          timeTo: null,
          orderTypes: ['delivery'],
          districts: ['Centro', 'Barra'],
          firstOrderOnly: false,
          totalLimit: 100,
          perCustomerLimit: null,
        },
        active: true,
      },
    });
  });

  it('refuses a half-typed day before asking the server', () => {
    expect(couponInputFrom({ ...EMPTY_COUPON_FORM, endsOn: '31/12' })).toEqual({ error: 'Fim da validade: Data inválida: use o formato dd/mm/aaaa' });
  });

  it('reads a saved coupon back into the same form', () => {
    const coupon: Coupon = {
      id: 'c1',
      restaurantId: 'r1',
      code: 'CUPOM10',
      title: '10% de desconto',
      description: null,
      benefit: { type: 'amount', amount: '5.00' },
      conditions: {
        minSubtotal: null,
        startsAt: '2026-12-01T03:00:00.000Z',
        endsAt: '2027-01-01T03:00:00.000Z',
        weekdays: [5, 6],
        timeFrom: '22:00',
        timeTo: '02:00',
        orderTypes: null,
        districts: ['Centro'],
        firstOrderOnly: true,
        totalLimit: null,
        perCustomerLimit: 1,
      },
      active: false,
      uses: 3,
      source: 'owner',
      restaurantCustomerId: null,
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    const form = formFromCoupon(coupon);
    expect(form).toMatchObject({ kind: 'coupon', code: 'CUPOM10', benefitType: 'amount', amount: '5.00', startsOn: '01/12/2026', endsOn: '31/12/2026', districts: 'Centro', perCustomerLimit: '1', active: false });
    const read = couponInputFrom(form);
    expect('input' in read && read.input.conditions).toEqual({ ...coupon.conditions, minSubtotal: null });
  });

  it('keeps the title in step with the benefit until the owner writes one', () => {
    const suggested = withSuggestedTitle({ ...EMPTY_COUPON_FORM, percent: '10', minSubtotal: '50.00', weekdays: [2] }, null);
    expect(suggested.title).toBe('10% off acima de R$ 50 · terças');
    expect(withSuggestedTitle({ ...suggested, titleEdited: true, title: 'Terça da massa', percent: '20' }, null).title).toBe('Terça da massa');
    expect(withSuggestedTitle({ ...EMPTY_COUPON_FORM, benefitType: 'free_item', productId: 'p1' }, 'Pastel').title).toBe('Pastel grátis');
  });

  it('finds midnight in the restaurant’s zone', () => {
    expect(startOfDayIn('2026-12-10')).toBe('2026-12-10T03:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'Europe/Lisbon')).toBe('2026-06-30T23:00:00.000Z');
  });
});
