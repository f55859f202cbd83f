import { describe, expect, it } from 'vitest';
import { allocatePayments, equalShares, itemShares, serviceChargeCents, spreadCents, tabFigures } from './tab-money';

describe("a conta's arithmetic (issue 33)", () => {
  it('takes the service charge half-up to the centavo', () => {
    expect(serviceChargeCents(12345, '10.00')).toBe(1235); // R$ 12,345 → R$ 12,35
    expect(serviceChargeCents(12344, '10.00')).toBe(1234);
    expect(serviceChargeCents(10000, '12.50')).toBe(1250);
    expect(serviceChargeCents(9999, '0.00')).toBe(0);
  });

  it('spreads an amount by weights in centavos that always add up, the leftovers to the largest remainders', () => {
    expect(spreadCents(1235, [10000, 2345])).toEqual([1000, 235]);
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(7, [0, 0])).toEqual([4, 3]);
    for (let amount = 0; amount < 500; amount += 37) {
      const weights = [3, 7, 11, 0, 5];
      expect(spreadCents(amount, weights).reduce((sum, part) => sum + part, 0)).toBe(amount);
    }
  });

  it("covers each order's due with the payments in the order both were made, leaving out what was paid beyond", () => {
    expect(allocatePayments([11000, 2580], [8000, 5580])).toEqual([
      [
        { paymentIndex: 0, cents: 8000 },
        { paymentIndex: 1, cents: 3000 },
      ],
      [{ paymentIndex: 1, cents: 2580 }],
    ]);
    expect(allocatePayments([500], [300, 400])).toEqual([
      [
        { paymentIndex: 0, cents: 300 },
        { paymentIndex: 1, cents: 200 },
      ],
    ]);
  });

  it('splits equally by N and by items, the shares adding up to the total and the service charge', () => {
    const figures = tabFigures([10000, 2345], '10.00', []);
    expect(figures).toEqual({ subtotal: 12345, serviceCharge: 1235, total: 13580, paid: 0, remaining: 13580 });
    expect(equalShares(figures, 3).map((share) => [share.amount, share.serviceCharge])).toEqual([
      [4527, 412],
      [4527, 412],
      [4526, 411],
    ]);
    const lines = [
      { itemId: 'moqueca', cents: 10000 },
      { itemId: 'pudim', cents: 2000 },
      { itemId: 'agua', cents: 345 },
    ];
    // The water is no one's: shared by both.
    const shares = itemShares(figures, lines, new Map([['moqueca', 1], ['pudim', 2]]));
    expect(shares.map((share) => share.itemIds)).toEqual([['moqueca'], ['pudim']]);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(13580);
    expect(shares.reduce((sum, share) => sum + share.serviceCharge, 0)).toBe(1235);
  });
});
