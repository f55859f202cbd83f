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

  it('writes reais and ratings exactly as Intl does for pt-BR (they are written by hand, issue 37)', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const rating = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const cents = [0, 1, 5, 99, 100, 101, 99_999, 100_000, 123_456_789, 999_999_999_999];
    for (let value = -250_000; value <= 250_000; value += 997) cents.push(value);
    for (const value of cents) {
      const asString = fromCents(value);
      expect(formatBRL(asString)).toBe(brl.format(value / 100).replace(/\u00a0/g, ' '));
      expect(formatBRL(value / 100)).toBe(brl.format(value / 100).replace(/\u00a0/g, ' '));
    }
    for (let hundredths = -1000; hundredths <= 100_000; hundredths += 7) {
      const value = hundredths / 100;
      expect(formatRating(value)).toBe(rating.format(value));
      expect(formatRating(String(value))).toBe(rating.format(value));
    }
    for (const value of [0.05, 0.15, 0.25, 0.35, 4.45, 4.75, 2.65, 1234.55]) expect(formatRating(value)).toBe(rating.format(value));
  });
});
