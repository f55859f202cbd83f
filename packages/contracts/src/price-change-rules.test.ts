import { describe, expect, it } from 'vitest';
import { adjustedCents, percentToBasisPoints, roundedUpCents } from './price-change-rules';

describe('roundedUpCents', () => {
  it.each([
    // The two examples.
    [1234, '90', 1290],
    [1295, '90', 1390],
    [1290, '90', 1290],
    [1234, '99', 1299],
    [1299, '99', 1299],
    [1300, '99', 1399],
    [1234, '00', 1300],
    [1200, '00', 1200],
    [1201, '00', 1300],
    [5, '90', 90],
    [1234, 'none', 1234],
  ] as const)('%i cents rounded to ,%s is %i', (cents, rounding, expected) => {
    expect(roundedUpCents(cents, rounding)).toBe(expected);
  });
});

describe('adjustedCents', () => {
  it('applies a percentage half away from zero, in whole cents', () => {
    expect(adjustedCents(1234, { basisPoints: 1000 })).toBe(1357); // 12,34 + 1,234
    expect(adjustedCents(1235, { basisPoints: 1000 })).toBe(1359); // 12,35 + 1,235 → 1,24
    expect(adjustedCents(1235, { basisPoints: -1000 })).toBe(1111); // 12,35 − 1,24
    expect(adjustedCents(1999, { basisPoints: 1 })).toBe(1999); // + 0,01999 %: less than half a cent
    // A float would say 0.1 + 0.2; integers say exactly 33 cents.
    expect(adjustedCents(30, { basisPoints: 1000 })).toBe(33);
  });

  it('adds or subtracts an amount in cents', () => {
    expect(adjustedCents(800, { cents: 100 })).toBe(900);
    expect(adjustedCents(800, { cents: -800 })).toBe(0);
  });
});

describe('percentToBasisPoints', () => {
  it('reads up to two decimals and refuses more', () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints('-12.5')).toBe(-1250);
    expect(percentToBasisPoints(7.25)).toBe(725);
    expect(percentToBasisPoints(0.001)).toBeNull();
    expect(percentToBasisPoints(1e-7)).toBeNull();
    expect(percentToBasisPoints('abc')).toBeNull();
  });
});
