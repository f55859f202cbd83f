import { describe, expect, it } from 'vitest';
import { formatBRL, formatRating, fromCents, normalizeMoney, toCents } from './money';

describe('money', () => {
  it('converts numeric strings to integer cents and back without floats', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('99999999.99')).toBe(9999999999);
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(5)).toBe('0.05');
    expect(normalizeMoney('5')).toBe('5.00');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });

  it('refuses what is not money', () => {
    expect(() => toCents('12.345')).toThrow();
    expect(() => toCents('abc')).toThrow();
    expect(() => toCents('1e3')).toThrow();
  });

  it('formats as Brazilian reais and ratings with one decimal', () => {
    expect(formatBRL('12.5')).toBe('R$ 12,50');
    expect(formatBRL('1234.56')).toBe('R$ 1.234,56');
    expect(formatBRL(null)).toBe('R$ 0,00');
    expect(formatRating('4.75')).toBe('4,8');
    expect(formatRating(undefined)).toBe('0,0');
  });
});
