import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, totalsWithBenefit, type CouponBenefitType } from '@direto/contracts';
import { NO_COUPON_CONDITIONS } from '@direto/contracts/testing/coupon-conditions';
import { evaluateCoupon, type CouponCart, type CouponCustomerHistory, type CouponRow } from './coupon-rules';

const TZ = 'America/Sao_Paulo';
/** Wednesday 2026-12-02 20:00 in São Paulo (UTC−3). */
const WEDNESDAY_EVENING = new Date('2026-12-02T23:00:00Z');
const NEW_CUSTOMER: CouponCustomerHistory = { priorOrders: 0, redemptions: 0 };

function coupon(fields: Partial<CouponRow> = {}): CouponRow {
  return {
    id: 'c1',
    code: 'CUPOM10',
    title: '10% off',
    benefitType: 'percent',
    percent: 10,
    maxDiscount: null,
    amount: null,
    freeProductId: null,
    freeProductName: null,
    freeProductPrice: null,
    ...NO_COUPON_CONDITIONS,
    active: true,
    uses: 0,
    source: 'owner',
    restaurantCustomerId: null,
    ownedByCustomer: true,
    ...fields,
  };
}

function cart(fields: Partial<CouponCart> = {}): CouponCart {
  return { subtotalCents: 5000, feeCents: 700, orderType: 'delivery', district: 'Centro', unitCentsOf: () => null, ...fields };
}

const reasonOf = (row: CouponRow, basket: CouponCart = cart(), history = NEW_CUSTOMER, at = WEDNESDAY_EVENING) => {
  const outcome = evaluateCoupon(row, basket, history, at, TZ);
  return outcome.applies ? null : outcome.reason;
};

describe('the discount of a benefit', () => {
  const benefitArbitrary = fc.record({
    benefitType: fc.constantFrom<CouponBenefitType>('percent', 'amount', 'free_delivery', 'free_item'),
    percent: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 50_000 }).map(fromCents), { nil: null }),
    amount: fc.integer({ min: 1, max: 50_000 }).map(fromCents),
    minSubtotal: fc.option(fc.integer({ min: 0, max: 20_000 }).map(fromCents), { nil: null }),
  });
  const cartArbitrary = fc.record({
    subtotalCents: fc.integer({ min: 1, max: 9_999_999 }),
    feeCents: fc.integer({ min: 0, max: 5_000 }),
    orderType: fc.constantFrom('delivery' as const, 'pickup' as const),
    freeUnitCents: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  });

  it('keeps total = subtotal − discount + fee, 0 ≤ discount ≤ subtotal, the fee zeroed only by free delivery, two decimals', () => {
    fc.assert(
      fc.property(benefitArbitrary, cartArbitrary, (benefit, basket) => {
        const feeCents = basket.orderType === 'pickup' ? 0 : basket.feeCents;
        // A free unit is part of the subtotal, so never above it.
        const freeUnit = basket.freeUnitCents === null ? null : Math.min(basket.freeUnitCents, basket.subtotalCents);
        const row = coupon({ ...benefit, freeProductId: 'p1', freeProductName: 'Coxinha' });
        const outcome = evaluateCoupon(row, cart({ subtotalCents: basket.subtotalCents, feeCents, orderType: basket.orderType, unitCentsOf: () => freeUnit }), NEW_CUSTOMER, WEDNESDAY_EVENING, TZ);
        if (!outcome.applies) return;
        const totals = totalsWithBenefit(basket.subtotalCents, feeCents, outcome);
        expect(totals.discountCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(basket.subtotalCents);
        expect(totals.totalCents).toBe(basket.subtotalCents - totals.discountCents + totals.feeCents);
        expect(totals.feeCents).toBe(outcome.freeDelivery ? 0 : feeCents);
        expect(outcome.freeDelivery).toBe(benefit.benefitType === 'free_delivery');
        if (outcome.freeDelivery) expect(totals.discountCents).toBe(0);
        for (const amount of [totals.discountCents, totals.feeCents, totals.totalCents]) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(fromCents(amount)).toMatch(/^\d+\.\d{2}$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the percent rounded half-up, capped; a fixed amount never above the subtotal; a free item at its cart price', () => {
    const applied = (row: CouponRow, basket: CouponCart) => {
      const outcome = evaluateCoupon(row, basket, NEW_CUSTOMER, WEDNESDAY_EVENING, TZ);
      return outcome.applies ? outcome.discountCents : outcome.reason;
    };
    expect(applied(coupon({ percent: 15 }), cart({ subtotalCents: 3333 }))).toBe(500);
    expect(applied(coupon({ percent: 50, maxDiscount: '10.00' }), cart({ subtotalCents: 8000 }))).toBe(1000);
    expect(applied(coupon({ benefitType: 'amount', amount: '30.00' }), cart({ subtotalCents: 2000 }))).toBe(2000);
    expect(applied(coupon({ benefitType: 'free_item', freeProductId: 'p1', freeProductName: 'Coxinha' }), cart({ unitCentsOf: (id) => (id === 'p1' ? 800 : null) }))).toBe(800);
    expect(applied(coupon({ benefitType: 'free_item', freeProductId: 'p1', freeProductName: 'Coxinha' }), cart())).toBe('Adicione Coxinha ao carrinho para ganhar 1 grátis');
  });
});

describe('weekdays and hours, of the business day', () => {
  // 22:00–02:00 on Fridays (5).
  const lateFriday = coupon({ weekdays: [5], timeFrom: '22:00', timeTo: '02:00' });
  const at = (local: string) => new Date(`${local}-03:00`);

  it('accepts an order at 01:30 on Saturday (the window started on Friday)', () => {
    expect(reasonOf(lateFriday, cart(), NEW_CUSTOMER, at('2026-12-05T01:30:00'))).toBeNull();
    expect(reasonOf(lateFriday, cart(), NEW_CUSTOMER, at('2026-12-04T22:00:00'))).toBeNull();
  });

  it('refuses 01:30 on Friday (Thursday’s night), 02:00 on Saturday and 21:59 on Friday, saying when it is valid', () => {
    for (const local of ['2026-12-04T01:30:00', '2026-12-05T02:00:00', '2026-12-04T21:59:00']) {
      expect(reasonOf(lateFriday, cart(), NEW_CUSTOMER, at(local)), local).toBe('Válido às sextas, das 22h às 2h');
    }
  });

  it("words a run of days and the hours as the issue does: 'Válido de terça a quinta, das 18h às 23h'", () => {
    const row = coupon({ weekdays: [2, 3, 4], timeFrom: '18:00', timeTo: '23:00' });
    expect(reasonOf(row, cart(), NEW_CUSTOMER, at('2026-12-06T19:00:00'))).toBe('Válido de terça a quinta, das 18h às 23h');
    expect(reasonOf(row, cart(), NEW_CUSTOMER, at('2026-12-02T17:59:00'))).toBe('Válido de terça a quinta, das 18h às 23h');
    expect(reasonOf(row, cart(), NEW_CUSTOMER, at('2026-12-02T18:00:00'))).toBeNull();
  });
});

describe('every refusal says why', () => {
  it.each([
    ['expired', coupon({ endsAt: new Date('2026-12-10T23:00:00-03:00') }), cart(), NEW_CUSTOMER, new Date('2026-12-11T12:00:00-03:00'), 'Cupom expirado em 10/12/2026'],
    ['minimum', coupon({ minSubtotal: '40.00' }), cart({ subtotalCents: 3999 }), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Pedido mínimo de R$ 40,00 para este cupom'],
    ['first order', coupon({ firstOrderOnly: true }), cart(), { priorOrders: 1, redemptions: 0 }, WEDNESDAY_EVENING, 'Válido só no primeiro pedido'],
    ['per customer', coupon({ perCustomerLimit: 1 }), cart(), { priorOrders: 3, redemptions: 1 }, WEDNESDAY_EVENING, 'Você já usou este cupom'],
    ['sold out', coupon({ totalLimit: 10, uses: 10 }), cart(), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Cupom esgotado'],
    ['order type', coupon({ orderTypes: ['delivery'] }), cart({ orderType: 'pickup', feeCents: 0, district: null }), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Não vale para retirada'],
    ['bairro', coupon({ districts: ['Centro', 'Jardins'] }), cart({ district: 'Pinheiros' }), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Não vale para Pinheiros'],
    ['paused', coupon({ active: false }), cart(), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Cupom pausado'],
    ['someone else’s', coupon({ restaurantCustomerId: 'rc1', ownedByCustomer: false }), cart(), NEW_CUSTOMER, WEDNESDAY_EVENING, 'Este cupom é pessoal e não vale para este telefone'],
  ])('%s', (_, row, basket, history, at, message) => {
    expect(reasonOf(row, basket, history, at)).toBe(message);
  });

  it('takes a bairro however it is spelled, and limits no pickup by bairro', () => {
    expect(reasonOf(coupon({ districts: ['São Benedito'] }), cart({ district: 'sao  benedito' }))).toBeNull();
    expect(reasonOf(coupon({ districts: ['Centro'] }), cart({ orderType: 'pickup', district: null }))).toBeNull();
  });
});
