import { describe, expect, it } from 'vitest';
import { displayMoney, moneyFromPaste, moneyFromText } from './money-mask';

/** Types `keys` one at a time into a field holding `start`, as the browser reports each change. */
function typeInto(start: string, keys: string): string[] {
  const seen: string[] = [];
  let value = start;
  for (const key of keys) {
    value = key === '⌫' ? moneyFromText(displayMoney(value).slice(0, -1), value) : moneyFromText(displayMoney(value) + key, value);
    seen.push(displayMoney(value));
  }
  return seen;
}

describe('money input rules', () => {
  it('fills from the right: 1 → 0,01 → 0,12 → 1,25 → 12,50', () => {
    expect(typeInto('', '1250')).toEqual(['R$ 0,01', 'R$ 0,12', 'R$ 1,25', 'R$ 12,50']);
    expect(moneyFromText('R$ 12,50', '12.5')).toBe('12.50');
  });

  it('ignores typed separators, so every keyboard and browser language gives the same amount', () => {
    expect(typeInto('', '12,50').at(-1)).toBe('R$ 12,50');
    expect(typeInto('', '12.50').at(-1)).toBe('R$ 12,50');
    expect(typeInto('', '1.250,00').at(-1)).toBe('R$ 1.250,00');
    expect(typeInto('', '1,250.00').at(-1)).toBe('R$ 1.250,00');
    expect(typeInto('', 'a-b').at(-1)).toBe('');
  });

  it('backspace drops the last digit, and empties the field after the last one that matters', () => {
    expect(typeInto('12.50', '⌫⌫⌫⌫')).toEqual(['R$ 1,25', 'R$ 0,12', 'R$ 0,01', '']);
    expect(typeInto('0.00', '⌫')).toEqual(['']);
  });

  it('a typed 0 is a real zero (free delivery), and then digits go on filling', () => {
    expect(typeInto('', '0')).toEqual(['R$ 0,00']);
    expect(typeInto('', '05')).toEqual(['R$ 0,00', 'R$ 0,05']);
  });

  it('a whole new text (select all and type, autofill) is read by its digits', () => {
    expect(moneyFromText('24.90', '')).toBe('24.90');
    expect(moneyFromText('7', '12.50')).toBe('0.07');
    expect(moneyFromText('', '12.50')).toBe('');
  });

  it('stops at what decimal(10,2) holds', () => {
    expect(moneyFromText('R$ 99.999.999,99', '')).toBe('99999999.99');
    expect(moneyFromText('R$ 99.999.999,991', '99999999.99')).toBe('99999999.99');
  });

  it('reads a pasted amount with its own separators', () => {
    expect(moneyFromPaste('12,50')).toBe('12.50');
    expect(moneyFromPaste('12.50')).toBe('12.50');
    expect(moneyFromPaste('12.5')).toBe('12.50');
    expect(moneyFromPaste('1.250,00')).toBe('1250.00');
    expect(moneyFromPaste('1,250.00')).toBe('1250.00');
    expect(moneyFromPaste('1.250')).toBe('1250.00');
    expect(moneyFromPaste('12')).toBe('12.00');
    expect(moneyFromPaste(' R$ 6,90 ')).toBe('6.90');
    expect(moneyFromPaste('R$\u00a01.234,56')).toBe('1234.56');
    expect(moneyFromPaste('0')).toBe('0.00');
  });

  it('refuses a paste that is not an amount', () => {
    expect(moneyFromPaste('doze reais')).toBeNull();
    expect(moneyFromPaste('-5')).toBeNull();
    expect(moneyFromPaste('')).toBeNull();
    expect(moneyFromPaste('1e3')).toBeNull();
    expect(moneyFromPaste('123456789,00')).toBeNull();
  });

  it('shows the API value in reais', () => {
    expect(displayMoney('1250.00')).toBe('R$ 1.250,00');
    expect(displayMoney('0.00')).toBe('R$ 0,00');
    expect(displayMoney('')).toBe('');
  });
});
